/**
 * The autoloader's preload map, written into `autoloader.js` at build time from the bundle's own chunk graph (the
 * element builds, `elements` and `lite`): for each element, every file its module imports statically (all of it,
 * at any depth), the chunk of its default content, the chunk that fetches a `src`, and the languages we ship. The
 * autoloader asks for all of it at once (`<link rel="modulepreload">`) when it first sees the tag, so an element's
 * files arrive in one round trip instead of one round trip per level of imports (issue #22, "the CDN waterfall";
 * docs/decisions/cdn-waterfall.md). Nothing here is a list kept by hand: a new chunk, import or element changes the
 * map by itself.
 *
 * The map is one string (no JSON to parse, nothing a quote could break): `tag=files|defaults|fetch|hydrate` per
 * element, `;` between elements, files separated by spaces, paths relative to the autoloader's directory. The
 * autoloader's source holds the placeholders PRELOAD_MAP and PRELOAD_LOCALES; unbuilt, they parse to an empty map.
 * The same map is written beside it as `preload-map.json` (PRELOAD_MAP_FILE), for tools: `npm run cdn:snippet --
 * --elements …` prints a page's `<link rel="modulepreload">` tags from it, so the page's HTML names the files.
 */
import type { Plugin, Rollup } from 'vite';

export const PRELOAD_MAP = '__COURSIFY_PRELOAD_MAP__';
export const PRELOAD_LOCALES = '__COURSIFY_PRELOAD_LOCALES__';

/** Modules of an element's default content (its courses, its apps): needed only on a page that gives no data. */
const DEFAULT_CONTENT = /[\\/]src[\\/](data[\\/]|lib[\\/]default-|react[\\/]ecosystem-grid[\\/]default-)/;
/** The module that fetches an element's `src`: needed only when the element has one. */
const FETCH = /[\\/]src[\\/]react[\\/]element-data[\\/]fetch-json\.ts$/;
/** The module that hydrates a server-rendered shadow root (coursify-elements/ssr): needed only for such an element. */
const HYDRATE = /[\\/]src[\\/]elements[\\/]kit[\\/]features[\\/]hydrate\.ts$/;
/** The languages we ship, an entry each: `locales/<code>.js`. */
const LOCALE_FILE = /^locales\/([\w-]+)\.js$/;

type Chunks = Map<string, Rollup.OutputChunk>;

/** The file and every file it imports statically, at any depth, the file first. */
function staticClosure(chunks: Chunks, file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen];
}

/** The chunks the closure imports dynamically whose modules match `test`, with their own static closures. */
function dynamicWith(chunks: Chunks, closure: string[], test: RegExp): string[] {
  const found = new Set<string>();
  for (const name of closure) {
    for (const imported of chunks.get(name)?.dynamicImports ?? []) {
      if (!chunks.get(imported)?.moduleIds.some((id) => test.test(id))) continue;
      for (const file of staticClosure(chunks, imported)) if (!closure.includes(file)) found.add(file);
    }
  }
  return [...found];
}

/** One element's files, relative to the autoloader's directory. */
export type ElementFiles = {
  /** Its module and every file that imports statically, at any depth (always needed). */
  files: string[];
  /** Its default content: needed when the page gives it no data. */
  defaults: string[];
  /** The `src` fetch: needed when it has a `src`. */
  fetch: string[];
  /** The hydration of a server-rendered shadow root: needed when it has one. */
  hydrate: string[];
};
/** The preload map as data: what `preload-map.json` holds. */
export type PreloadJson = { elements: Record<string, ElementFiles>; locales: string[] };
export const PRELOAD_MAP_FILE = 'preload-map.json';

/** Each element's files in a bundle, and the languages it ships. */
export function preloadJson(bundle: Rollup.OutputBundle, tags: readonly string[]): PreloadJson {
  const chunks: Chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const elements = Object.fromEntries(
    tags.map((tag) => {
      const entry = `define/${tag}.js`;
      if (!chunks.has(entry)) throw new Error(`preload-closures: no ${entry} in the bundle`);
      const files = staticClosure(chunks, entry);
      const more = (test: RegExp) => dynamicWith(chunks, files, test);
      return [tag, { files, defaults: more(DEFAULT_CONTENT), fetch: more(FETCH), hydrate: more(HYDRATE) }];
    }),
  );
  const locales = [...chunks.keys()].flatMap((name) => LOCALE_FILE.exec(name)?.[1] ?? []);
  return { elements, locales: locales.sort() };
}

/** The preload map of a bundle as the autoloader's strings (see the file's comment for the format). */
export function preloadMap(bundle: Rollup.OutputBundle, tags: readonly string[]): { map: string; locales: string } {
  return mapStrings(preloadJson(bundle, tags));
}

function mapStrings({ elements, locales }: PreloadJson): { map: string; locales: string } {
  const map = Object.entries(elements).map(
    ([tag, { files, defaults, fetch, hydrate }]) =>
      `${tag}=${[files, defaults, fetch, hydrate].map((list) => list.join(' ')).join('|')}`,
  );
  return { map: map.join(';'), locales: locales.join(' ') };
}

/** Writes the preload map into the `autoloader.js` of an element bundle, and beside it as `preload-map.json`. */
export function preloadClosures(tags: readonly string[]): Plugin {
  return {
    name: 'coursify-preload-closures',
    apply: 'build',
    generateBundle(_options, bundle) {
      const autoloader = bundle['autoloader.js'];
      if (autoloader?.type !== 'chunk') return;
      const json = preloadJson(bundle, tags);
      const { map, locales } = mapStrings(json);
      if (!autoloader.code.includes(PRELOAD_MAP) || !autoloader.code.includes(PRELOAD_LOCALES)) {
        throw new Error('preload-closures: autoloader.js lost its placeholders (src/elements/autoloader.ts)');
      }
      autoloader.code = autoloader.code.replace(PRELOAD_MAP, map).replace(PRELOAD_LOCALES, locales);
      const source = `${JSON.stringify(json, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: PRELOAD_MAP_FILE, source });
    },
  };
}
