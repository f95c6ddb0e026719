/**
 * npm run cdn:snippet: the HTML a partner pastes to load the elements from an npm CDN, pinned to this version and
 * with an integrity for every file, read from the build's generated import map (scripts/cdn-integrity.mjs):
 *   npm run cdn:snippet                                   {CDN} left as a template, the lite build's autoloader
 *   npm run cdn:snippet -- --cdn https://cdn.example      the CDN's origin filled in
 *   npm run cdn:snippet -- --entry course-catalog.js      another entry of the build
 *   npm run cdn:snippet -- --build dist/elements --entry index.js   the React build
 *   npm run cdn:snippet -- --from path/to/package         an unpacked tarball (`npm pack coursify-elements@0.1.0`)
 *   npm run cdn:snippet -- --elements course-catalog,ecosystem-grid [--lang de] [--own-data] [--server-rendered]
 *                                                         a page that says which elements it shows (below)
 * Prints an inline `<script type="importmap">` (its `integrity` checks every module the entry imports, at once or
 * later) and the entry's `<script type="module" integrity crossorigin>` (checked in every engine).
 *
 * With `--elements`, the page's HTML names every file those elements need, so they all arrive in the round trip
 * after the page's (issue #22, "the CDN waterfall"): a `<link rel="modulepreload" integrity>` for each file of each
 * element's closure, read from the build's `preload-map.json` (written beside the autoloader from the bundle's chunk
 * graph, the map the autoloader itself preloads from: scripts/preload-closures.ts), with its default content unless
 * `--own-data`, its hydration with `--server-rendered` (coursify-elements/ssr), and `locales/<code>.js` for `--lang`.
 * The entry is then a small inline module that defines those elements from their modules, and imports the
 * autoloader afterwards (any other tag added later still loads). Not the autoloader's `<script src>` beside the
 * links: with the autoloader, a catalog and a grid are 7 files in that round, one more than HTTP/1.1's six
 * connections to a host carry at once, and the seventh would arrive a round trip later.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CDN_BUILDS, CDN_TEMPLATE, IMPORT_MAP_FILE, packageBase } from './cdn-integrity.mjs';

/** Written by the element builds beside their autoloader (scripts/preload-closures.ts, PRELOAD_MAP_FILE). */
export const PRELOAD_MAP_FILE = 'preload-map.json';

/** The import map with `{CDN}` replaced by `cdn` in every URL. */
export function mapForCdn(map, cdn) {
  const origin = cdn.replace(/\/+$/, '');
  const swap = (url) => (url.startsWith(`${CDN_TEMPLATE}/`) ? origin + url.slice(CDN_TEMPLATE.length) : url);
  const swapped = (object, part) =>
    Object.fromEntries(
      Object.entries(object ?? {}).map((pair) => pair.map((text, i) => (i === part ? swap(text) : text))),
    );
  // Import keys are bare specifiers (only their URLs move); integrity keys are the URLs.
  return { imports: swapped(map.imports, 1), integrity: swapped(map.integrity, 0) };
}

/**
 * The files (relative to the build) a page showing `elements` needs at once, from the build's preload map: each
 * element's closure, its default content unless `ownData`, its hydration when `serverRendered`, and the language
 * module of `lang` (a language we ship; English is built in). Throws on a tag or language the build does not have.
 */
export function preloadsFor(map, { elements, lang, ownData = false, serverRendered = false }) {
  const files = new Set();
  for (const tag of elements) {
    const element = map.elements[tag];
    if (!element) throw new Error(`cdn-snippet: ${tag} is not an element (${Object.keys(map.elements).join(', ')})`);
    const parts = [element.files, ownData ? [] : element.defaults, serverRendered ? element.hydrate : []];
    for (const file of parts.flat()) files.add(file);
  }
  if (lang) {
    const code = lang.toLowerCase();
    const shipped = map.locales.find((locale) => locale === code || locale === code.split('-')[0]);
    if (shipped) files.add(`locales/${shipped}.js`);
    else if (code.split('-')[0] !== 'en')
      throw new Error(`cdn-snippet: no language ${lang} (en is built in; shipped: ${map.locales.join(', ')})`);
  }
  return [...files];
}

/** The inline module of a page that names its elements: defines them, then brings the autoloader for later tags. */
function definingModule(base, elements) {
  const imports = elements.map((tag, i) => `  import { define as define${i} } from "${base}/define/${tag}.js";\n`);
  const calls = elements.map((_, i) => `define${i}();`).join(' ');
  return `<script type="module">\n${imports.join('')}  ${calls}\n  import("${base}/autoloader.js");\n</script>\n`;
}

/**
 * The snippet for `entry` of `build` in the package at `root` (its package.json and generated import map), with
 * URLs under `cdn`. Throws when the entry is not a file of the build (a typo must not print a snippet that 404s).
 * With `elements`: the links and inline module of a page that names its elements (the file's comment) instead of
 * the entry's tag; `src` and `integrity` are then undefined, `preloads` lists the links' URLs.
 */
export function cdnSnippet({
  root,
  cdn = CDN_TEMPLATE,
  build = 'dist/cdn',
  entry = 'autoloader.js',
  elements,
  lang,
  ownData,
  serverRendered,
}) {
  if (!CDN_BUILDS.includes(build))
    throw new Error(`cdn-snippet: ${build} is not a CDN build (${CDN_BUILDS.join(', ')})`);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const template = JSON.parse(readFileSync(join(root, build, IMPORT_MAP_FILE), 'utf8'));
  const map = mapForCdn(template, cdn);
  const src = `${packageBase(pkg, cdn.replace(/\/+$/, ''))}/${build}/${entry}`;
  const integrity = map.integrity[src];
  if (!integrity)
    throw new Error(`cdn-snippet: ${build}/${entry} is not a JavaScript file of ${pkg.name}@${pkg.version}`);
  const json = JSON.stringify(map, null, 2).replace(/^/gm, '  ');
  const importMapTag = `<script type="importmap">\n${json}\n</script>\n`;
  if (!elements?.length) {
    return {
      src,
      integrity,
      map,
      preloads: [],
      html: `${importMapTag}<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>\n`,
    };
  }
  const buildBase = `${packageBase(pkg, cdn.replace(/\/+$/, ''))}/${build}`;
  const preloadMap = JSON.parse(readFileSync(join(root, build, PRELOAD_MAP_FILE), 'utf8'));
  const preloads = preloadsFor(preloadMap, { elements, lang, ownData, serverRendered }).map(
    (file) => `${buildBase}/${file}`,
  );
  const links = preloads.map(
    (url) => `<link rel="modulepreload" href="${url}" integrity="${map.integrity[url]}" crossorigin="anonymous" />\n`,
  );
  // No entry tag of its own: the inline module's imports are checked by the map, as the preloads are by their tags.
  const html = importMapTag + links.join('') + definingModule(buildBase, elements);
  return { src: undefined, integrity: undefined, map, preloads, html };
}

function option(args, name) {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`cdn-snippet: --${name} needs a value`);
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const build = option(args, 'build') ?? 'dist/cdn';
  try {
    const { html } = cdnSnippet({
      root: option(args, 'from') ?? process.cwd(),
      cdn: option(args, 'cdn'),
      build,
      entry: option(args, 'entry') ?? (build === 'dist/cdn' ? 'autoloader.js' : 'index.js'),
      elements: option(args, 'elements')?.split(',').filter(Boolean),
      lang: option(args, 'lang'),
      ownData: args.includes('--own-data'),
      serverRendered: args.includes('--server-rendered'),
    });
    process.stdout.write(html);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
