/** Types of wordpress.mjs (plain Node ESM), for the TypeScript cms tests and their config. */
export type Login = { login: string; password: string };
export type WordPressSite = {
  url: string;
  dir: string;
  admin: Login;
  users: Record<'author' | 'contributor' | 'editor', Login>;
  stop: () => Promise<void>;
};
export const ROLES: Array<'author' | 'contributor' | 'editor'>;
export const THEMES: string[];
export function runPhp(code: string): string;
export function ensurePackages(log?: (line: string) => void): void;
export function startWordPress(options?: {
  zip?: string;
  log?: (line: string) => void;
  keep?: boolean;
}): Promise<WordPressSite>;
