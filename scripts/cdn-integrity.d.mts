/** Types of cdn-integrity.mjs (plain Node ESM, run by the build), for the TypeScript tests that import it. */
export type ImportMap = { imports: Record<string, string>; integrity: Record<string, string> };
export const CDN_TEMPLATE: string;
export const CDN_BUILDS: string[];
export const IMPORT_MAP_FILE: string;
export function sha384(bytes: Uint8Array | string): string;
export function jsFiles(dir: string): string[];
export function packageBase(pkg: { name: string; version: string }, cdn?: string): string;
export function importMap(root: string, build: string, cdn?: string): ImportMap;
export function writeImportMaps(root: string): string[];
