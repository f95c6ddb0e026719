/** Types of build-wordpress.mjs (plain Node ESM, run without a build), for the TypeScript tests that import it. */
export const PLUGIN_TAGS: string[];
export function allowedHtml(manifest: unknown, tags?: string[]): Record<string, string[]>;
export function writeZip(files: Array<[string, Buffer]>): Buffer;
export function readZip(zip: Buffer): Map<string, Buffer>;
export function pluginFiles(options: {
  manifest: unknown;
  version: string;
  cdnDir?: string;
  editorScript?: () => Promise<Buffer>;
}): Promise<Array<[string, Buffer]>>;
