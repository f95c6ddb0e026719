/** Types of gen-element-lists.mjs (plain Node ESM, run without a build), for the TypeScript tests that import it. */
export const GENERATED_MARK: string;
export function generatedFiles(root?: string): Map<string, string>;
export function leftoverFiles(root?: string, generated?: Map<string, string>): string[];
export function staleFiles(root?: string): string[];
export function writeElementLists(root?: string): string[];
export function biomeFormatAll(files: Map<string, string>, root?: string): Map<string, string>;
