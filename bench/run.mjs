/**
 * npm run bench: how fast <course-catalog> is, measured in Chromium on both built bundles in one run, side by side:
 * the React build (dist/elements) and the lite build (dist/cdn, preact/compat), with the ratios lite / React.
 * Figures: a big catalog (10,000 courses set, one keystroke, DOM size), 1, 10 and 100 catalogs connected in one
 * task (time and frames), catalogs with huge unbroken text, and 100 catalogs against a Lit 3 baseline (ours / Lit;
 * `--versus-lit` measures that one alone); and the CDN waterfall: a page with each build's autoloader, a catalog and a
 * grid, on a loopback HTTP/1.1 server adding 150 ms to every response (bench/waterfall.mjs; `--waterfall` alone);
 * and a server-rendered catalog hydrated against its client-only first render (bench/hydration.mjs; `--hydration`
 * alone); and the server renderer (dist/ssr) in Node and workerd: cold import and first render, a 100-course
 * catalog, renderStream's time to first byte (bench/server.mjs; `--server` alone, no browser).
 *
 * The page (bench/catalog.html?build=react|lite) loads <build>/course-catalog.js exactly as a partner page does, from
 * a made-up origin that Playwright answers from disk (no server, nothing leaves the machine). The measurements run
 * in the page (bench/catalog.js, bench/catalog-scale.js, bench/versus-lit.js); this script drives them, and bench/report.mjs prints the
 * figures against their targets. A slow figure is reported (OVER), never a failure: the exit code is non-zero only
 * for real errors. See bench/README.md for what each figure means.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { measureCold } from './cold.mjs';
import { measureHydration } from './hydration.mjs';
import {
  BUILDS,
  COURSES,
  LANG_COUNT,
  LANG_RUNS,
  LIT_COUNT,
  LIT_ROUNDS,
  LONG_TEXT_RUNS,
  printCold,
  printDetails,
  printHydration,
  printLit,
  printLoad,
  printSideBySide,
  printWaterfall,
  SCALE,
  SCALE_RUNS,
  SET_RUNS,
  TABLES,
  WORD,
} from './report.mjs';
import { measureServer, printServer } from './server.mjs';
import { measureWaterfall } from './waterfall.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ORIGIN = 'http://bench.test';
const PAGE = `${ORIGIN}/bench/catalog.html`;
/** Only these folders are served; everything else is a 404. */
const SERVED = /^\/(bench|dist\/elements|dist\/cdn|node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element))\//;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * A hung browser is a real error: give up (exit 1) well after the ~3 min a normal run takes (the cold figure: 63
 * fresh contexts) plus the server renderer's figures.
 */
const WATCHDOG_MS = 900_000;

/** Builds the bundles when one is missing (a fresh checkout). */
function ensureBuilt() {
  const built = (dir) =>
    existsSync(join(ROOT, 'dist', dir, 'course-catalog.js')) &&
    existsSync(join(ROOT, 'dist', dir, 'autoloader.js')) &&
    readdirSync(join(ROOT, 'dist', dir)).length > 0;
  // dist/ssr: the server renderer of the hydration figure (bench/hydration.mjs) and of the server figures.
  const ssrBuilt = existsSync(join(ROOT, 'dist', 'ssr', 'index.js'));
  if (ssrBuilt && (process.argv.includes('--server') || BUILDS.every((build) => built(build.dir)))) return;
  console.log('bench: a bundle is missing, building first (node scripts/build.mjs)…');
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

/** Answers every request to ORIGIN from the repository (read-only: bench/, dist/elements/ and dist/cdn/ only). */
async function serve(page) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const path = normalize(join(ROOT, decodeURIComponent(url.pathname)));
    if (!path.startsWith(ROOT) || !SERVED.test(url.pathname)) return route.fulfill({ status: 404, body: 'not found' });
    try {
      const body = await readFile(path);
      return route.fulfill({ status: 200, body, contentType: TYPES[extname(path)] ?? 'application/octet-stream' });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  // Anything else (a stray absolute URL in the data or the bundle) is refused, so the run stays offline.
  await page.route(
    (url) => !url.href.startsWith(ORIGIN) && !url.protocol.startsWith('data'),
    (route) => route.abort(),
  );
}

const count = (value) => new Intl.NumberFormat('en-US').format(value);

/** Loads the bench page in `browser`; the returned `run(name, options)` calls `catalogBench[name](options)`. */
async function openBench(browser, build) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      console.warn(`[page ${message.type()}] ${message.text()}`);
    }
  });
  await serve(page);
  await page.goto(`${PAGE}?build=${build}`);
  await page
    // catalog.js defines the element and catalogBench; catalog-scale.js then adds `many` and `longText`.
    .waitForFunction(
      (name) =>
        window.catalogBench?.build === name &&
        window.catalogBench.longText &&
        window.catalogBench.versusLit &&
        window.catalogBench.coldSample &&
        window.catalogBench.langSwitch &&
        window.catalogBench.hydrationSample &&
        customElements.get('course-catalog'),
      build,
      { timeout: 15_000 },
    )
    .catch((error) => {
      throw new Error(`${PAGE} did not define <course-catalog> and catalogBench: ${pageErrors[0] ?? error.message}`);
    });
  const run = async (name, options) => {
    const result = await page.evaluate(([fn, args]) => window.catalogBench[fn](args), [name, options]);
    if (pageErrors.length > 0) throw pageErrors[0];
    return result;
  };
  run.page = page; // for the figures read from outside the page (bench/hydration.mjs, bench/cold.mjs)
  run.close = () => context.close();
  return run;
}

/**
 * `--versus-lit`: only the comparison with the Lit baseline, warm (in one page, after a warm-up) and cold (a fresh
 * context per sample: bench/cold.mjs).
 */
const ONLY_LIT = process.argv.includes('--versus-lit');
/** `--waterfall`: only the CDN waterfall (bench/waterfall.mjs). */
const ONLY_WATERFALL = process.argv.includes('--waterfall');
/** `--hydration`: only the hydration figure (bench/hydration.mjs). */
const ONLY_HYDRATION = process.argv.includes('--hydration');
/** `--server`: only the server renderer's figures (bench/server.mjs), in Node and workerd: no browser. */
const ONLY_SERVER = process.argv.includes('--server');
/** `--json FILE`: every table printed, with the load and the browser, as data (scripts/figures.mjs reads it). */
const JSON_OUT = process.argv.includes('--json')
  ? resolve(process.argv[process.argv.indexOf('--json') + 1])
  : undefined;

/** Every figure of one build, from a fresh context and page in `browser`. */
async function measure(browser, build) {
  const run = await openBench(browser, build);
  if (ONLY_LIT) return { lit: await run('versusLit', { count: LIT_COUNT, rounds: LIT_ROUNDS }) };
  if (ONLY_HYDRATION) return { hydration: await measureHydration(run.page, run) };
  const floor = await run('emptyFrame', { runs: 15 });
  const set = await run('setCourses', { count: COURSES, runs: SET_RUNS });
  const keys = await run('keystrokes', { count: COURSES, word: WORD });
  const dom = await run('domSize', { few: 10, many: COURSES });
  await run('many', { count: 10 }); // warm-up: the first elements ever made run cold code
  const scale = {};
  for (const n of SCALE) {
    const runs = [];
    for (let i = 0; i < SCALE_RUNS; i++) runs.push(await run('many', { count: n }));
    // The median run by time (with its own figures); frames: the most any run needed.
    const byTime = [...runs].sort((a, b) => a.total - b.total);
    scale[n] = { ...byTime[Math.floor(byTime.length / 2)], frames: Math.max(...runs.map((r) => r.frames)), runs };
  }
  const long = await run('longText', { runs: LONG_TEXT_RUNS });
  // Ours against the Lit baseline, in interleaved rounds in this same page (bench/versus-lit.js).
  const lit = await run('versusLit', { count: LIT_COUNT, rounds: LIT_ROUNDS });
  // A server-rendered catalog hydrated against the same catalog rendered from nothing (bench/hydration.mjs).
  const hydration = await measureHydration(run.page, run);
  // Last: it leaves the German module loaded in the page.
  const lang = await run('langSwitch', { count: LANG_COUNT, runs: LANG_RUNS });
  return { floor, set, keys, dom, scale, long, lang, lit, hydration };
}

async function main() {
  ensureBuilt();
  const started = performance.now();
  const loadBefore = loadavg()[0];
  const cores = availableParallelism();

  if (ONLY_SERVER) {
    const server = await measureServer();
    printLoad('before the run', loadBefore, cores);
    printServer(server);
    console.log('');
    printLoad('after the run', loadavg()[0], cores);
    console.log(`bench: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return;
  }

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const results = {};
  let waterfall;
  let cold;
  try {
    // One build after the other in the same browser, each in a fresh context and page.
    if (!ONLY_WATERFALL) for (const build of BUILDS) results[build.name] = await measure(browser, build.name);
    // The Lit comparison cold, as a visitor meets it: a fresh context per sample, the variants interleaved.
    if (!ONLY_WATERFALL && !ONLY_HYDRATION) cold = await measureCold((build) => openBench(browser, build));
    // Cold loads over a slow link, both builds and the floor interleaved, each in a fresh context.
    if (!ONLY_LIT && !ONLY_HYDRATION) waterfall = await measureWaterfall(browser);
  } finally {
    await browser.close();
  }
  const all = !ONLY_LIT && !ONLY_WATERFALL && !ONLY_HYDRATION;
  // The server renderer last, once the browser is closed: Node and workerd only.
  const server = all ? await measureServer() : undefined;

  console.log(
    `\n<course-catalog> benchmark — Chromium ${browser.version()}, headless, both builds, ${count(COURSES)} generated courses`,
  );
  printLoad('before the run', loadBefore, cores);
  if (all) for (const build of BUILDS) printDetails(build.label, results[build.name]);
  if (all || ONLY_LIT) printLit(results);
  if (cold) printCold(cold);
  if (all || ONLY_HYDRATION) printHydration(results);
  if (all) printSideBySide(results.react, results.lite);
  for (const form of waterfall ?? []) printWaterfall(form);
  if (server) printServer(server);
  console.log('');
  const loadAfter = loadavg()[0];
  printLoad('after the run', loadAfter, cores);
  console.log(`bench: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (JSON_OUT) {
    const json = { chromium: browser.version(), cores, loadBefore, loadAfter, tables: TABLES };
    writeFileSync(JSON_OUT, `${JSON.stringify(json, null, 2)}\n`);
  }
}

const watchdog = setTimeout(() => {
  console.error(`bench: no result after ${WATCHDOG_MS / 1000} s, giving up`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

try {
  await main();
} catch (error) {
  console.error(`bench: error: ${error?.stack ?? error}`);
  process.exitCode = 1;
}
