/**
 * npm run bench: how fast <course-catalog> is with a big catalog, measured in Chromium on the built bundle.
 *
 * Also: 1, 10 and 100 catalogs connected at once (time and frames), and catalogs with huge unbroken text.
 * The page (bench/catalog.html) loads dist/elements/course-catalog.js exactly as a partner page does, from a
 * made-up origin that Playwright answers from disk (no server, nothing leaves the machine). The measurements run
 * in the page (bench/catalog.js, bench/catalog-scale.js); this script drives them and prints the figures against their targets.
 * A slow figure is reported (OVER), never a failure: the exit code is non-zero only for real errors.
 * See bench/README.md for what each figure means.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ORIGIN = 'http://bench.test';
const PAGE = `${ORIGIN}/bench/catalog.html`;
/** Only these folders are served; everything else is a 404. */
const SERVED = /^\/(bench|dist\/elements)\//;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
/** A hung browser is a real error: give up (exit 1) well after the ~10 s a normal run takes. */
const WATCHDOG_MS = 120_000;

const COURSES = 10_000;
const TARGETS = { setCourses: 50, keystroke: 16 };
/** Elements connected in one task: 100 within 5× the time of 10, in at most a few frames. */
const SCALE = [1, 10, 100];
const SCALE_RATIO = 5;
const FEW_FRAMES = 3;
const SCALE_RUNS = 3;
/** A catalog with one huge unbroken text field renders within 2× the time of the same catalog without it. */
const LONG_TEXT_RATIO = 2;
const WORD = 'machine learning';

/** Builds the bundle when there is none yet (a fresh checkout). */
function ensureBuilt() {
  const elements = join(ROOT, 'dist', 'elements');
  if (existsSync(join(elements, 'course-catalog.js')) && readdirSync(elements).length > 0) return;
  console.log('bench: dist/elements is missing, building first (node scripts/build.mjs)…');
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

/** Answers every request to ORIGIN from the repository (read-only, bench/ and dist/elements/ only). */
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

const ms = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} ms`);
const count = (value) => new Intl.NumberFormat('en-US').format(value);

function printTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A timing row against an upper bound: work, to painted, target, ratio (of work), PASS/OVER. */
function timingRow(figure, sample, target) {
  const { work, total } = sample;
  return [
    figure,
    ms(work),
    ms(total),
    `≤ ${target} ms`,
    `${(work / target).toFixed(2)}×`,
    work <= target ? 'PASS' : 'OVER',
  ];
}

/** Loads the bench page in `browser`; the returned `run(name, options)` calls `catalogBench[name](options)`. */
async function openBench(browser) {
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
  await page.goto(PAGE);
  await page
    .waitForFunction(
      () => window.catalogBench?.many && window.catalogBench.setCourses && customElements.get('course-catalog'),
      null,
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
  return run;
}

async function main() {
  ensureBuilt();
  const started = performance.now();
  // Other processes competing for the CPU make every figure slower and noisier: note how busy the machine was.
  const load = loadavg()[0];
  const cores = availableParallelism();

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  let floor;
  let set;
  let keys;
  let dom;
  let scale;
  let long;
  try {
    const run = await openBench(browser);
    floor = await run('emptyFrame', { runs: 15 });
    set = await run('setCourses', { count: COURSES, runs: 7 });
    keys = await run('keystrokes', { count: COURSES, word: WORD });
    dom = await run('domSize', { few: 10, many: COURSES });
    scale = {};
    await run('many', { count: 10 }); // warm-up: the first elements ever made run cold code
    for (const n of SCALE) {
      const runs = [];
      for (let i = 0; i < SCALE_RUNS; i++) runs.push(await run('many', { count: n }));
      runs.sort((a, b) => a.total - b.total);
      // The median run by time; frames: the most any run needed.
      scale[n] = { ...runs[Math.floor(runs.length / 2)], frames: Math.max(...runs.map((r) => r.frames)) };
    }
    long = await run('longText', { runs: 5 });
  } finally {
    await browser.close();
  }

  console.log(
    `\n<course-catalog> benchmark — Chromium ${browser.version()}, headless, ${count(COURSES)} generated courses`,
  );
  console.log(
    `Machine: ${cores} cores, load average ${load.toFixed(1)} before the run` +
      (load > cores * 0.75 ? ' — busy: other work competes with the browser, expect noisy figures.' : '.'),
  );
  console.log(
    'Timings: "to painted" is the double requestAnimationFrame figure; "work" leaves out the idle wait for the\n' +
      `display's next frame (an empty double rAF already reads ${ms(floor)} here). Verdicts are on the median work.\n`,
  );
  const domRatio = dom[COURSES] / dom[10];
  printTable(
    ['figure', 'work', 'to painted', 'target', 'ratio to target', 'verdict'],
    [
      timingRow(`a) set courses (${count(COURSES)}), median of ${set.runs}`, set.median, TARGETS.setCourses),
      timingRow('   … first run (cold)', set.first, TARGETS.setCourses),
      timingRow(`b) one search keystroke, median of ${keys.runs}`, keys.median, TARGETS.keystroke),
      timingRow('   … first keystroke', keys.first, TARGETS.keystroke),
      [
        `c) DOM nodes in shadow root, 10 vs ${count(COURSES)} courses`,
        `${count(dom[10])} vs ${count(dom[COURSES])}`,
        '',
        'equal',
        `${domRatio.toFixed(2)}×`,
        dom[COURSES] === dom[10] ? 'PASS' : 'OVER',
      ],
    ],
  );

  console.log('\nWhere the time goes (ms after the change; for medians, the median of each span):');
  const spans = (label, sample) => [
    label,
    ms(sample.commit),
    ms(sample.frame),
    ms(sample.paint),
    ms(sample.total),
    ms(sample.work),
  ];
  printTable(
    ['sample', 'DOM committed', 'frame starts', 'frame painted', 'double rAF', 'work'],
    [
      spans('a) set courses, median', set.median),
      spans('a) set courses, first', set.first),
      spans('b) keystroke, median', keys.median),
      spans('b) keystroke, first', keys.first),
    ],
  );
  const list = (values) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(`a) work of every run (ms): ${list(set.works)}; to painted: ${list(set.totals)}.`);
  console.log(`b) work of every keystroke (ms): ${list(keys.works)}; to painted: ${list(keys.totals)}.`);
  console.log(`Keystrokes: "${keys.word}", one per character; final status: "${keys.status}".`);

  const hundred = scale[100];
  const scaleRatio = hundred.total / scale[10].total;
  console.log(
    `\nMany elements on one page (default data, connected in one task, until all are painted; median of ${SCALE_RUNS},` +
      ' frames: the most of any run):',
  );
  printTable(
    ['catalogs', 'to painted', 'work', 'frames', 'rendered', 'target', 'verdict'],
    SCALE.map((n) => {
      const sample = scale[n];
      const frames = sample.frames <= FEW_FRAMES;
      const ratio = n === 100 ? `${scaleRatio.toFixed(2)}× of 10 (≤ ${SCALE_RATIO}×)` : '';
      return [
        String(n),
        ms(sample.total),
        ms(sample.work),
        String(sample.frames),
        `${sample.rendered} of ${n}`,
        `≤ ${FEW_FRAMES} frames${ratio ? `; ${ratio}` : ''}`,
        frames && (n !== 100 || scaleRatio <= SCALE_RATIO) ? 'PASS' : 'OVER',
      ];
    }),
  );
  console.log(
    `100: ${hundred.cardsPerElement} cards each, ${count(hundred.nodes)} DOM nodes in all shadow roots; ` +
      (hundred.distinctSheets === 1 && hundred.isSheet
        ? `all share 1 CSSStyleSheet (${count(hundred.sheetRules)} top-level rules).`
        : `NOT shared: ${hundred.distinctSheets} distinct sheet objects.`),
  );

  console.log('\nLong unbroken text (3 courses, connected → painted, median of 5; capitals, no spaces):');
  const base = long.default.median.work;
  printTable(
    ['catalog', 'to painted', 'work', 'work vs 3 courses', 'target', 'verdict'],
    [
      ['3 courses', long.default],
      ['… one description of 1,000,000 characters', long.description],
      ['… one instructor of 100,000 characters', long.instructor],
    ].map(([label, figure]) => {
      const ratio = figure.median.work / base;
      return [
        label,
        ms(figure.median.total),
        ms(figure.median.work),
        `${ratio.toFixed(2)}×`,
        `≤ ${LONG_TEXT_RATIO}×`,
        ratio <= LONG_TEXT_RATIO ? 'PASS' : 'OVER',
      ];
    }),
  );
  console.log(`\nbench: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
