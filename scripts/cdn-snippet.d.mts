/** Types of cdn-snippet.mjs (plain Node ESM), for the TypeScript tests that import it. */
import type { ImportMap } from './cdn-integrity.mjs';
export function mapForCdn(map: ImportMap, cdn: string): ImportMap;
export const PRELOAD_MAP_FILE: string;
/** A build's preload-map.json (scripts/preload-closures.ts: PreloadJson). */
export type PreloadJson = {
  elements: Record<string, { files: string[]; defaults: string[]; fetch: string[]; hydrate: string[] }>;
  locales: string[];
};
export type PageElements = {
  /** The tags the page shows: the snippet preloads their files and defines them (no autoloader tag). */
  elements?: string[];
  /** The page's language: its module is preloaded when we ship it. */
  lang?: string;
  /** The page gives the elements their data: their default content is not preloaded. */
  ownData?: boolean;
  /** The elements are server-rendered (coursify-elements/ssr): their hydration is preloaded. */
  serverRendered?: boolean;
};
export function preloadsFor(map: PreloadJson, page: PageElements & { elements: string[] }): string[];
export function cdnSnippet(options: { root: string; cdn?: string; build?: string; entry?: string } & PageElements): {
  /** The entry's URL and integrity (its `<script src>`); undefined with `elements` (the entry is inline). */
  src: string | undefined;
  integrity: string | undefined;
  map: ImportMap;
  /** The URLs of the `<link rel="modulepreload">` tags (with `elements`). */
  preloads: string[];
  html: string;
};
