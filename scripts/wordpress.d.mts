/** Types of wordpress.mjs (plain Node ESM), for the TypeScript cms tests and their config. */
export type Login = { login: string; password: string };
/** `packaged`: Debian 12's WordPress 6.1; `current`: Debian 13's `wordpress` package (6.8), unpacked. */
export type Release = 'packaged' | 'current';
export type WordPressSite = {
  url: string;
  dir: string;
  admin: Login;
  users: Record<'author' | 'contributor' | 'editor', Login>;
  release: Release;
  /** The WordPress directory the site runs. */
  wordpress: string;
  stop: () => Promise<void>;
};
export const RELEASES: Release[];
export const ROLES: Array<'author' | 'contributor' | 'editor'>;
export const THEMES: string[];
export function runPhp(code: string, site?: { release: Release; wordpress: string }): string;
export function ensureCurrentWordPress(log?: (line: string) => void): string;
export function ensurePackages(log?: (line: string) => void): void;
export function startWordPress(options?: {
  zip?: string;
  log?: (line: string) => void;
  keep?: boolean;
  release?: Release;
}): Promise<WordPressSite>;
