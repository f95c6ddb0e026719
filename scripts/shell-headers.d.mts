/** Types of shell-headers.mjs, for the TypeScript that imports it (the prerender plugin, the tests). */
export interface Hashes {
  scripts: string[];
  styles: string[];
}
export function contentSecurityPolicy(hashes: Hashes): string;
export const COMMON_HEADERS: Record<string, string>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const SHARED_PREFIX: string;
export const ASSETS_PREFIX: string;
export function readHashes(root: string): Promise<Hashes>;
export function headersFor(pathname: string, response: { html: boolean; policy: string }): Record<string, string>;
export function netlifyHeaders(policy: string): string;
export function nginxHeaders(policy: string): string;
export function headersFromFile(text: string, format: 'netlify' | 'nginx', pathname: string): Record<string, string>;
