/** Types of wordpress-i18n.mjs (plain Node ESM, run without a build), for the TypeScript tests that import it. */
export type Entry = { msgid: string; context?: string; comment?: string; refs?: string[]; script?: boolean };
export const DOMAIN: string;
export const EDITOR_SCRIPT: string;
export const LOCALES: Record<string, string>;
export function key(entry: { msgid: string; context?: string }): string;
export function extractCalls(
  source: string,
  file?: string,
): Array<{ msgid: string; context?: string; comment?: string; line: number }>;
export function extractBlockJson(metadata: unknown): Entry[];
export function extractHeader(php: string): Entry[];
export function extractStrings(dirs?: {
  pluginDir?: string;
  srcDir?: string;
}): Array<Entry & { refs: string[]; script: boolean }>;
export function writePo(
  entries: Entry[],
  options?: { header?: Record<string, string>; translations?: Map<string, string> },
): string;
export function parsePo(
  text: string,
  file?: string,
): { header: Record<string, string>; translations: Map<string, string> };
export function checkCatalogue(entries: Entry[], translations: Map<string, string>): string[];
export function writeMo(translations: Map<string, string>, header?: Record<string, string>): Buffer;
export function readMo(mo: Buffer): Map<string, string>;
export function writeJed(
  entries: Entry[],
  translations: Map<string, string>,
  options: { locale: string; header?: Record<string, string> },
): string;
export function jedName(locale: string): string;
export function languageFiles(options?: {
  version?: string;
  languagesDir?: string;
  pluginDir?: string;
  srcDir?: string;
}): Array<[string, Buffer]>;
