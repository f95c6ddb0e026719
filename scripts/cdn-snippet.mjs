/**
 * npm run cdn:snippet: the HTML a partner pastes to load the elements from an npm CDN, pinned to this version and
 * with an integrity for every file, read from the build's generated import map (scripts/cdn-integrity.mjs):
 *   npm run cdn:snippet                                   {CDN} left as a template, the lite build's autoloader
 *   npm run cdn:snippet -- --cdn https://cdn.example      the CDN's origin filled in
 *   npm run cdn:snippet -- --entry course-catalog.js      another entry of the build
 *   npm run cdn:snippet -- --build dist/elements --entry index.js   the React build
 *   npm run cdn:snippet -- --from path/to/package         an unpacked tarball (`npm pack coursify-elements@0.1.0`)
 * Prints an inline `<script type="importmap">` (its `integrity` checks every module the entry imports, at once or
 * later) and the entry's `<script type="module" integrity crossorigin>` (checked in every engine).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CDN_BUILDS, CDN_TEMPLATE, IMPORT_MAP_FILE, packageBase } from './cdn-integrity.mjs';

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
 * The snippet for `entry` of `build` in the package at `root` (its package.json and generated import map), with
 * URLs under `cdn`. Throws when the entry is not a file of the build (a typo must not print a snippet that 404s).
 */
export function cdnSnippet({ root, cdn = CDN_TEMPLATE, build = 'dist/cdn', entry = 'autoloader.js' }) {
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
  return {
    src,
    integrity,
    map,
    html:
      `<script type="importmap">\n${json}\n</script>\n` +
      `<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>\n`,
  };
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
    });
    process.stdout.write(html);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
