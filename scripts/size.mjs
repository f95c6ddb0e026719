/**
 * npm run size: what each element costs a partner page, read from the built bundle (dist/elements).
 *
 * Every `dist/elements/<tag>.js` is an element's entry module; `index.js` registers all of them. An entry imports
 * shared chunks (`dist/elements/chunks/*.js`), which may import further chunks. For each entry this script follows
 * the whole static import closure and reports its raw, gzip -9 and brotli q11 bytes. Compressed sizes are summed per
 * file, since a browser fetches (and a server compresses) each file separately.
 *
 * "Adds as 2nd element" is the marginal cost: the bytes of the files in an element's closure that no other
 * element's closure holds, and that are not the shared base every element imports (React and the bundler
 * runtime, split into chunks of their own by vite.config.ts), i.e. what the element adds to a page that already
 * shows another element.
 *
 * Styles are a constructed stylesheet built from a CSS string inside the JS, so the JS closure is JS + CSS.
 * Pure Node (node:fs, node:zlib): no dependencies. Builds first if dist/elements is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
/** The built elements; another directory can be given as the first argument (e.g. to compare two builds). */
const ELEMENTS = resolve(process.argv[2] ?? join(ROOT, 'dist', 'elements'));
const ALL_ENTRY = 'index.js';

/** Builds the bundle when there is none yet (a fresh checkout); a directory given as argument must exist. */
function ensureBuilt() {
  if (existsSync(ELEMENTS) && readdirSync(ELEMENTS).some((name) => name.endsWith('.js'))) return;
  if (process.argv[2]) {
    console.error(`size: no built elements in ${ELEMENTS}`);
    process.exit(1);
  }
  console.log('size: dist/elements is missing, building first (node scripts/build.mjs)…');
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('size: the build failed');
    process.exit(result.status ?? 1);
  }
}

/**
 * Relative specifiers of the static imports and re-exports of a (minified) ES module:
 *   import{a as b}from"./x.js"   import x,{y}from"./x.js"   import*as x from"./x.js"   import"./x.js"
 *   export{a as b}from"./x.js"   export*from"./x.js"        export*as ns from"./x.js"
 * Dynamic `import("./x.js")` is not part of the static closure; it is returned separately, to be mentioned.
 * Only relative specifiers (./, ../) are followed: bare ones would be the partner's own dependencies.
 */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*\s*(?:as\s+[\w$]+)?|\{[^{}]*\})?\s*from\s*)?(["'])(\.{1,2}\/[^"'\n]+)\1/g;
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*(["'`])(\.{1,2}\/[^"'`\n]+)\1\s*\)/g;

function specifiers(source, pattern) {
  return [...source.matchAll(pattern)].map((match) => match[2]);
}

/** Raw, gzip -9 and brotli q11 byte counts of one file, computed once per file. */
const sizeCache = new Map();
function fileSizes(path) {
  let sizes = sizeCache.get(path);
  if (!sizes) {
    const bytes = readFileSync(path);
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    };
    sizeCache.set(path, sizes);
  }
  return sizes;
}

/** The static import closure of an entry: every file it loads before running, itself included. */
function closureOf(entry) {
  const files = new Set();
  const lazy = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    if (!existsSync(file)) {
      // A broken build, or a string in the code that merely looks like an import: say so, do not count it.
      console.warn(`size: warning: ${relative(ELEMENTS, file)} is imported but does not exist; not counted`);
      continue;
    }
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const specifier of specifiers(source, STATIC_IMPORT)) pending.push(resolve(dirname(file), specifier));
    for (const specifier of specifiers(source, DYNAMIC_IMPORT)) lazy.add(resolve(dirname(file), specifier));
  }
  return { files, lazy: [...lazy].filter((file) => !files.has(file)) };
}

function total(files) {
  const sum = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = fileSizes(file);
    sum.files += 1;
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

/** "70.1 KB (70,123 B)": KB are 1,000 bytes, as Vite prints them. */
const bytesFormat = new Intl.NumberFormat('en-US');
function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB (${bytesFormat.format(bytes)} B)`;
}

function printTable(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column])).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

ensureBuilt();

const entryNames = readdirSync(ELEMENTS)
  .filter((name) => name.endsWith('.js') && name !== ALL_ENTRY)
  .sort();
const elements = entryNames.map((name) => ({
  name: name.replace(/\.js$/, ''),
  ...closureOf(join(ELEMENTS, name)),
}));
const all = existsSync(join(ELEMENTS, ALL_ENTRY))
  ? { name: `${ALL_ENTRY} (all elements)`, ...closureOf(join(ELEMENTS, ALL_ENTRY)) }
  : null;

if (elements.length === 0) {
  console.error(`size: no element entries in ${relative(ROOT, ELEMENTS)}`);
  process.exit(1);
}

/** The shared base chunks every element imports (named by the codeSplitting groups in vite.config.ts). */
const SHARED_BASE = /(^|\/)chunks\/(react|rolldown-runtime)-[^/]+\.js$/;

/** Files of one element's closure that neither the shared base nor another element's closure holds. */
function ownFiles(element) {
  const others = new Set(elements.filter((other) => other !== element).flatMap((other) => [...other.files]));
  return [...element.files].filter((file) => !others.has(file) && !SHARED_BASE.test(file));
}

const entries = [...elements, ...(all ? [all] : [])];
const rows = entries.map((entry) => {
  const sum = total(entry.files);
  const marginal = entry === all ? '—' : kb(total(ownFiles(entry)).gzip);
  return [entry.name, String(sum.files), kb(sum.raw), kb(sum.gzip), kb(sum.brotli), marginal];
});

console.log(`Element bundle sizes (${relative(ROOT, ELEMENTS) || '.'}), whole static import closure of each entry`);
console.log('JS closure = JS + CSS: the styles are a CSS string inside the JS (one constructed stylesheet).\n');
printTable(['element', 'files', 'raw', 'gzip -9', 'brotli q11', 'adds as 2nd element (gzip)'], rows);

console.log('\nAdds as 2nd element (files only this element loads):\n');
printTable(
  ['element', 'own files', 'raw', 'gzip -9', 'brotli q11'],
  elements.map((element) => {
    const own = total(ownFiles(element));
    return [element.name, String(own.files), kb(own.raw), kb(own.gzip), kb(own.brotli)];
  }),
);

console.log(
  '\nCompressed sizes are summed per file (each file is fetched, and compressed, separately). KB = 1,000 bytes.',
);
console.log(
  '"adds as 2nd element": gzip bytes of the files in its closure that no other element loads and that are not the ' +
    'shared base (React and the bundler runtime, loaded once per page): its cost on a page that already shows another element.',
);

// The files behind each figure, so a jump can be traced to a chunk.
console.log('\nFiles per closure (raw / gzip -9 / brotli q11 bytes):');
for (const entry of entries) {
  console.log(`  ${entry.name}`);
  for (const file of [...entry.files].sort()) {
    const { raw, gzip, brotli } = fileSizes(file);
    const shared = elements.filter((element) => element.files.has(file)).length;
    const note = elements.length > 1 && shared > 1 ? `  shared by ${shared} elements` : '';
    console.log(
      `    ${relative(ELEMENTS, file).padEnd(36)} ${bytesFormat.format(raw).padStart(9)} / ${bytesFormat.format(gzip).padStart(8)} / ${bytesFormat.format(brotli).padStart(8)}${note}`,
    );
  }
  for (const file of entry.lazy) console.log(`    (lazy, not counted: ${relative(ELEMENTS, file)})`);
}

const strays = readdirSync(ELEMENTS, { recursive: true }).filter((name) => /\.css$/.test(name));
if (strays.length > 0) {
  console.log(`\nNote: separate CSS files exist and are not in any JS closure: ${strays.join(', ')}`);
}
