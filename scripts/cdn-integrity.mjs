/**
 * The import map of each CDN-ready build, with an `integrity` for every JavaScript file in it: written by
 * `npm run build` as its last step (node scripts/cdn-integrity.mjs), after every pass that rewrites the bundles (the
 * terser pass included), so each hash is of the bytes that ship. The files are found on disk, not listed here: a
 * chunk, locale or icon module a later build adds is covered without a change.
 *
 * Each build gets `<build>/importmap.json`, a valid import map in which every URL starts with the template
 * `{CDN}/coursify-elements@<version>/`: the version-pinned path every npm CDN serves a published package's files
 * under. A partner replaces `{CDN}` with the CDN's origin (scripts/cdn-snippet.mjs does it and prints the snippet).
 *   "imports":   the package's bare specifiers that point into the build (`coursify-elements/lite/autoloader`), so
 *                a page's own modules can import them by name
 *   "integrity": URL → sha384 of every `.js` file of the build (entries, chunks, define/, icons/, locales/)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a partner replaces with the origin of the npm CDN they use. */
export const CDN_TEMPLATE = '{CDN}';
/** The builds a page loads from a CDN: plain ES modules with relative imports only, no bare specifiers. */
export const CDN_BUILDS = ['dist/cdn', 'dist/elements'];
export const IMPORT_MAP_FILE = 'importmap.json';

/** Subresource Integrity metadata (sha384, base64) of some bytes. */
export function sha384(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every `.js` file under `dir`, as sorted paths relative to it with `/` separators. */
export function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The package's own base URL on a CDN: `<cdn>/<name>@<version>` (npm CDNs serve a tarball's files under it). */
export function packageBase({ name, version }, cdn = CDN_TEMPLATE) {
  return `${cdn.replace(/\/+$/, '')}/${name}@${version}`;
}

/** The bare specifiers of package.json `exports` whose file lies in `build`, each to its URL under `base`. */
function importsOf(pkg, build, base) {
  const imports = {};
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
    if (typeof file !== 'string' || !file.endsWith('.js') || !file.startsWith(`./${build}/`)) continue;
    imports[`${pkg.name}${key.slice(1)}`] = `${base}/${file.slice(2)}`;
  }
  return imports;
}

/** The import map of one build (`dist/cdn`) of the package at `root`, its URLs under `cdn` (the template by default). */
export function importMap(root, build, cdn = CDN_TEMPLATE) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const base = packageBase(pkg, cdn);
  const dir = join(root, build);
  const integrity = {};
  for (const file of jsFiles(dir)) integrity[`${base}/${build}/${file}`] = sha384(readFileSync(join(dir, file)));
  return { imports: importsOf(pkg, build, base), integrity };
}

/** Writes `<build>/importmap.json` for every CDN build under `root`; returns the paths written. */
export function writeImportMaps(root) {
  return CDN_BUILDS.map((build) => {
    const path = join(build, IMPORT_MAP_FILE);
    writeFileSync(join(root, path), `${JSON.stringify(importMap(root, build), null, 2)}\n`);
    return path;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const path of writeImportMaps(process.cwd())) console.log(`cdn-integrity: wrote ${path}`);
}
