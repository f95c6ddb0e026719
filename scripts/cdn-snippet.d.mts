/** Types of cdn-snippet.mjs (plain Node ESM), for the TypeScript tests that import it. */
import type { ImportMap } from './cdn-integrity.mjs';
export function mapForCdn(map: ImportMap, cdn: string): ImportMap;
export function cdnSnippet(options: { root: string; cdn?: string; build?: string; entry?: string }): {
  src: string;
  integrity: string;
  map: ImportMap;
  html: string;
};
