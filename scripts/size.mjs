/**
 * npm run size: what each element costs a partner page, read from the two built bundles side by side:
 * the React build (dist/elements: React 19 inside) and the lite build (dist/cdn: the same source on preact/compat).
 *
 * Every `<tag>.js` in a build is an element's entry module; `index.js` (React build) and `coursify-elements.js`
 * (lite build) register all of them; `autoloader.js` (lite) loads elements on demand. An entry imports shared
 * chunks (`chunks/*.js`), which may import further chunks. For each entry this script follows the whole static
 * import closure and reports its raw, gzip -9 and brotli q11 bytes. Compressed sizes are summed per file, since a
 * browser fetches (and a server compresses) each file separately.
 *
 * "Adds as 2nd element" is the marginal cost: the bytes of the files in an element's closure that no other
 * element's closure holds, and that are not the shared base every element imports (the framework runtime and the
 * bundler runtime, split into chunks of their own by vite.config.ts), i.e. what the element adds to a page that
 * already shows another element.
 *
 * "After": one element on a page that already shows another (`<ecosystem-grid>` after `<course-catalog>`): the
 * bytes of the files in its closure that the other's closure lacks, whatever else loads them (target 6 KB brotli).
 *
 * Styles are constructed stylesheets built from CSS strings inside the JS (a shared base sheet, and each
 * element's own), so the JS closure is JS + CSS. The lite build's targets (issue: a third of the bytes) are
 * checked at the end: `<course-catalog>` ≤ 22 KB brotli, each further element ≤ 6 KB brotli; and languages (issue
 * #19: an English page pays at most 0.5 KB brotli per element closure for them): each closure ≤ its size before
 * languages (BEFORE_LANGUAGES) + 500 B.
 * Pure Node (node:fs, node:zlib): no dependencies. Builds first if a bundle is missing.
 * `node scripts/size.mjs DIR` reports one built directory only. `--json FILE` also writes the side-by-side figures
 * (bytes, brotli q11) as JSON, for `npm run figures` (scripts/figures.mjs) to put in docs/guides/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
/** The two builds. Entries that are not one element: `all` registers every element, `tools` are helpers. */
const BUILDS = [
  { name: 'React build', dir: join(ROOT, 'dist', 'elements'), all: 'index.js', tools: [] },
  {
    name: 'lite build (preact/compat)',
    dir: join(ROOT, 'dist', 'cdn'),
    all: 'coursify-elements.js',
    tools: ['autoloader.js'],
  },
];
/** A directory given as the first argument: that build only (the entry names tell which kind it is). */
const GIVEN = process.argv[2] && !process.argv[2].startsWith('--') ? resolve(process.argv[2]) : undefined;
/** `--json FILE`: where the side-by-side figures go, as data (brotli q11 bytes). */
const JSON_OUT = process.argv.includes('--json')
  ? resolve(process.argv[process.argv.indexOf('--json') + 1])
  : undefined;
const figures = { elements: [], pairs: [] };
const TARGETS = { catalog: 22_000, further: 6_000, languages: 500 };
/**
 * Each lite closure (brotli q11) before languages and direction came in, measured at commit b8b4e31 (the last one
 * before them): what an English page may pay at most TARGETS.languages more than.
 */
const BEFORE_LANGUAGES = {
  'accessibility-panel': 22_411,
  'course-catalog': 21_759,
  'ecosystem-grid': 21_438,
  'install-prompt': 22_194,
  'login-form': 21_631,
  'site-navbar': 23_295,
  'theme-toggle': 18_121,
};

function hasEntries(dir) {
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.js'));
}

/** Builds the bundles when one is missing (a fresh checkout); a directory given as argument must exist. */
function ensureBuilt() {
  if (GIVEN) {
    if (hasEntries(GIVEN)) return;
    console.error(`size: no built elements in ${GIVEN}`);
    process.exit(1);
  }
  if (BUILDS.every((build) => hasEntries(build.dir))) return;
  console.log('size: a bundle is missing, building first (node scripts/build.mjs)…');
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
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?(["'`])(\.{1,2}\/[^"'`\n$]+)\1\s*\)/g;
/**
 * A dynamic import of a path built at run time, `import(`../icons/${name}.js`)` (the grid's card icons): every file of
 * that folder with that ending is one it may load.
 */
const DYNAMIC_TEMPLATE =
  /(?<![\w$.])import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?`(\.{1,2}\/[^`$\n]*\/)\$\{[^}]*\}([^`$\n/]*)`\s*\)/g;

/** The files a template import (DYNAMIC_TEMPLATE) may load, from the module at `file`. */
function templateTargets(file, source) {
  return [...source.matchAll(DYNAMIC_TEMPLATE)].flatMap(([, folder, ending]) => {
    const dir = resolve(dirname(file), folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(ending))
      .map((name) => join(dir, name));
  });
}

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
      console.warn(`size: warning: ${relative(ROOT, file)} is imported but does not exist; not counted`);
      continue;
    }
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const specifier of specifiers(source, STATIC_IMPORT)) pending.push(resolve(dirname(file), specifier));
    for (const specifier of specifiers(source, DYNAMIC_IMPORT)) lazy.add(resolve(dirname(file), specifier));
    for (const target of templateTargets(file, source)) lazy.add(target);
  }
  return { files, lazy: [...lazy].filter((file) => !files.has(file)) };
}

/**
 * Files an entry imports on demand (not in its figures): one line each, except the grid's card icons (`icons/`, a
 * module per icon, loaded when a card names one), summed up in one line with what one icon costs.
 */
function printLazy(dir, lazy) {
  const icons = lazy.filter((file) => relative(dir, file).startsWith('icons/'));
  const languages = lazy.filter((file) => relative(dir, file).startsWith('locales/'));
  if (languages.length > 0) {
    const brotli = languages.map((file) => fileSizes(file).brotli).sort((a, b) => a - b);
    console.log(
      `    (lazy, not counted: ${languages.length} language modules in locales/, one loaded when an element resolves to it: ${brotli[0]}–${brotli.at(-1)} B brotli; see "Languages")`,
    );
  }
  for (const file of lazy.filter((file) => !icons.includes(file) && !languages.includes(file))) {
    console.log(
      `    (lazy, not counted: ${relative(dir, file)}, ${bytesFormat.format(fileSizes(file).brotli)} B brotli)`,
    );
  }
  if (icons.length === 0) return;
  const brotli = icons.map((file) => fileSizes(file).brotli).sort((a, b) => a - b);
  const median = brotli[Math.floor(brotli.length / 2)];
  console.log(
    `    (lazy, not counted: ${icons.length} icon modules in icons/, each loaded when a card names it: ${brotli[0]}–${brotli.at(-1)} B brotli, median ${median} B)`,
  );
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

/** Reads one build: its element entries, the all-elements entry and helper entries, each with its closure. */
function measure({ dir, all: allEntry, tools: toolNames }) {
  const entryNames = readdirSync(dir)
    .filter((name) => name.endsWith('.js') && name !== allEntry && !toolNames.includes(name))
    .sort();
  const elements = entryNames.map((name) => ({ name: name.replace(/\.js$/, ''), ...closureOf(join(dir, name)) }));
  if (elements.length === 0) {
    console.error(`size: no element entries in ${relative(ROOT, dir)}`);
    process.exit(1);
  }
  const all = existsSync(join(dir, allEntry))
    ? { name: `${allEntry} (all elements)`, ...closureOf(join(dir, allEntry)) }
    : null;
  const tools = toolNames
    .filter((name) => existsSync(join(dir, name)))
    .map((name) => ({ name, ...closureOf(join(dir, name)) }));
  return { dir, elements, all, tools };
}

/** Shared base chunks every element imports (the framework runtime is in `define` now: vite.config.ts). */
const SHARED_BASE = /(^|\/)chunks\/(react|preact|rolldown-runtime)-[^/]+\.js$/;

/** Files of one element's closure that neither the shared base nor another element's closure holds. */
function ownFiles(build, element) {
  const others = new Set(build.elements.filter((other) => other !== element).flatMap((other) => [...other.files]));
  return [...element.files].filter((file) => !others.has(file) && !SHARED_BASE.test(file));
}

function report(title, build) {
  const { dir, elements, all, tools } = build;
  const entries = [...elements, ...(all ? [all] : []), ...tools];
  const rows = entries.map((entry) => {
    const sum = total(entry.files);
    const marginal = elements.includes(entry) ? kb(total(ownFiles(build, entry)).gzip) : '—';
    return [entry.name, String(sum.files), kb(sum.raw), kb(sum.gzip), kb(sum.brotli), marginal];
  });

  console.log(`\n${title} (${relative(ROOT, dir) || '.'}), whole static import closure of each entry`);
  console.log('JS closure = JS + CSS: the styles are CSS strings inside the JS (constructed stylesheets).\n');
  printTable(['element', 'files', 'raw', 'gzip -9', 'brotli q11', 'adds as 2nd element (gzip)'], rows);

  console.log('\nAdds as 2nd element (files only this element loads):\n');
  printTable(
    ['element', 'own files', 'raw', 'gzip -9', 'brotli q11'],
    elements.map((element) => {
      const own = total(ownFiles(build, element));
      return [element.name, String(own.files), kb(own.raw), kb(own.gzip), kb(own.brotli)];
    }),
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
        `    ${relative(dir, file).padEnd(36)} ${bytesFormat.format(raw).padStart(9)} / ${bytesFormat.format(gzip).padStart(8)} / ${bytesFormat.format(brotli).padStart(8)}${note}`,
      );
    }
    printLazy(dir, entry.lazy);
  }

  const strays = readdirSync(dir, { recursive: true }).filter((name) => /\.css$/.test(name));
  if (strays.length > 0) {
    console.log(`\nNote: separate CSS files exist and are not in any JS closure: ${strays.join(', ')}`);
  }
}

/** Both builds side by side (brotli), the ratio, and the lite build's targets. */
function compare([react, lite]) {
  console.log('\nBoth builds, brotli q11: whole closure, and what the element adds beside another one\n');
  const byName = (build, name) => build.elements.find((element) => element.name === name);
  const rows = react.elements.map((element) => {
    const other = byName(lite, element.name);
    const reactSum = total(element.files).brotli;
    const liteSum = other ? total(other.files).brotli : Number.NaN;
    figures.elements.push({
      name: element.name,
      react: reactSum,
      lite: other ? liteSum : null,
      addsReact: total(ownFiles(react, element)).brotli,
      addsLite: other ? total(ownFiles(lite, other)).brotli : null,
    });
    return [
      element.name,
      kb(reactSum),
      other ? kb(liteSum) : '—',
      other ? `${(liteSum / reactSum).toFixed(2)}×` : '—',
      kb(total(ownFiles(react, element)).brotli),
      other ? kb(total(ownFiles(lite, other)).brotli) : '—',
    ];
  });
  if (react.all && lite.all) {
    const [a, b] = [total(react.all.files).brotli, total(lite.all.files).brotli];
    rows.push(['all elements', kb(a), kb(b), `${(b / a).toFixed(2)}×`, '—', '—']);
    figures.all = { react: a, lite: b };
  }
  printTable(['element', 'React', 'lite', 'lite / React', 'adds (React)', 'adds (lite)'], rows);

  printPairs([react, lite]);

  console.log('\nLite build targets (brotli q11):');
  const verdict = (ok) => (ok ? 'PASS' : 'OVER');
  const catalog = byName(lite, 'course-catalog');
  if (catalog) {
    const bytes = total(catalog.files).brotli;
    console.log(
      `  <course-catalog> closure ${kb(bytes)} ≤ ${TARGETS.catalog / 1000} KB: ${verdict(bytes <= TARGETS.catalog)}`,
    );
  }
  for (const element of lite.elements) {
    const bytes = total(ownFiles(lite, element)).brotli;
    console.log(
      `  <${element.name}> adds ${kb(bytes)} ≤ ${TARGETS.further / 1000} KB: ${verdict(bytes <= TARGETS.further)}`,
    );
  }
  for (const element of lite.elements) {
    const before = BEFORE_LANGUAGES[element.name];
    if (before === undefined) continue;
    const bytes = total(element.files).brotli;
    const sign = bytes >= before ? '+' : '−';
    console.log(
      `  <${element.name}> closure ${kb(bytes)} ≤ ${bytesFormat.format(before)} B before languages + ${TARGETS.languages} B (${sign}${bytesFormat.format(Math.abs(bytes - before))} B): ${verdict(bytes <= before + TARGETS.languages)}`,
    );
  }
  for (const tool of lite.tools) console.log(`  ${tool.name}: ${kb(total(tool.files).brotli)}`);
}

/**
 * An element added to a page that already shows another: the bytes of the files in its static closure that the
 * other's closure lacks (its own code, and any shared chunk the other does not load, such as an icon runtime).
 */
const PAIRS = [{ element: 'ecosystem-grid', after: 'course-catalog', target: TARGETS.further }];

function printPairs(builds) {
  console.log("\nOne element after another on a page (brotli q11; files in its closure the other one's lacks):");
  const verdict = (ok) => (ok ? 'PASS' : 'OVER');
  for (const { element, after, target } of PAIRS) {
    for (const [index, build] of builds.entries()) {
      const [added, first] = [element, after].map((name) => build.elements.find((e) => e.name === name));
      if (!added || !first) continue;
      const files = [...added.files].filter((file) => !first.files.has(file));
      const bytes = total(files).brotli;
      figures.pairs.push({ build: BUILDS[index].name, element, after, bytes, target });
      const names = files.map((file) => relative(build.dir, file)).join(', ');
      console.log(
        `  ${BUILDS[index].name}: <${element}> after <${after}> adds ${kb(bytes)} ≤ ${target / 1000} KB: ${verdict(bytes <= target)} (${names})`,
      );
    }
  }
}

/**
 * The languages we ship: `locales/<code>.js`, one module per language holding every element's messages, loaded
 * once per page by the first element that resolves to that language (src/lib/i18n/bundled.ts). An English page
 * loads none. Target (issue #19): each ≤ 2.5 KB brotli.
 */
const LANGUAGE_TARGET = 2_500;

function printLanguages(builds) {
  console.log(`\nLanguages: each module in locales/ (brotli q11), loaded only on a page in that language:`);
  const verdict = (ok) => (ok ? 'PASS' : 'OVER');
  for (const [index, build] of builds.entries()) {
    const dir = join(build.dir, 'locales');
    if (!existsSync(dir)) continue;
    console.log(`  ${BUILDS[index]?.name ?? relative(ROOT, build.dir)}:`);
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .sort()) {
      const { raw, brotli } = fileSizes(join(dir, name));
      const over = brotli > LANGUAGE_TARGET ? ` (${bytesFormat.format(brotli - LANGUAGE_TARGET)} B over)` : '';
      console.log(
        `    locales/${name.padEnd(6)} ${bytesFormat.format(raw).padStart(6)} B raw, ${kb(brotli)} brotli ≤ ${LANGUAGE_TARGET / 1000} KB: ${verdict(brotli <= LANGUAGE_TARGET)}${over}`,
      );
    }
  }
}

ensureBuilt();

if (GIVEN) {
  const kind = existsSync(join(GIVEN, BUILDS[1].all)) ? BUILDS[1] : BUILDS[0];
  report('Element bundle sizes', measure({ ...kind, dir: GIVEN }));
} else {
  const builds = BUILDS.map(measure);
  for (const [index, build] of builds.entries()) report(`${BUILDS[index].name}: element bundle sizes`, build);
  compare(builds);
  printLanguages(builds);
}

console.log(
  '\nCompressed sizes are summed per file (each file is fetched, and compressed, separately). KB = 1,000 bytes.',
);
console.log(
  '"adds": bytes of the files in its closure that no other element loads and that are not the shared base (the ' +
    'framework and bundler runtime, loaded once per page): its cost on a page that already shows another element.',
);

if (JSON_OUT && !GIVEN) {
  writeFileSync(JSON_OUT, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`size: figures written to ${relative(ROOT, JSON_OUT) || JSON_OUT}`);
}
