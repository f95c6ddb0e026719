/** Types of release.mjs (plain Node ESM, run without a build), for the TypeScript tests that import it. */
export const UNRELEASED: string;
export function bumpVersion(version: string, kind: string | undefined): string;
export function moveUnreleased(changelog: string, version: string, date: string): string;
export function pinReadme(readme: string, from: string, to: string): string;
export const PINNED_DOC_DIRS: string[];
export function pinnedDocs(root: string): string[];
export function release(options: {
  root?: string;
  kind: string | undefined;
  commit?: boolean;
  date?: string;
  log?: (line: string) => void;
}): string;
