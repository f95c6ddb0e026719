/**
 * The CDN waterfall (issue #22): how long a partner page with a `<course-catalog>` and an `<ecosystem-grid>`
 * (default data: 3 courses, 20 apps with 20 icons) takes to show them on a slow link, for each build (React build:
 * dist/elements; lite: dist/cdn) and each way docs/guides/embedding.md embeds them:
 *   autoloader   the one-line embed, `<script type="module" src="…/autoloader.js">` (as measured before: no import
 *                map); it preloads each element's closure when it sees the tag (page → autoloader → closure: three
 *                round trips)
 *   preloads     the snippet with `--elements course-catalog,ecosystem-grid` (scripts/cdn-snippet.mjs, pasted as
 *                printed: the import map with every hash, a `<link rel="modulepreload" integrity>` per file, the
 *                inline module that defines the elements): page → closure, two round trips.
 *                The targets are checked on this form; the autoloader's figures are printed beside them.
 *
 * The link: a loopback HTTP/1.1 server (node:http, keep-alive; Chromium opens at most six connections to it) that
 * holds every response DELAY_MS before answering, so each round trip of requests costs about DELAY_MS whatever the
 * bytes. Cold cache: every load is a fresh browser context. The floor is measured in the same run on the same
 * server: the page and one tiny script (bench/waterfall-floor.js), nothing can be faster than that. The figures are
 * the ms from the navigation's start to the frame in which the first catalog card, the first grid card and all 20
 * grid icons are in the shadow DOM (bench/waterfall.html polls each frame), medians of RUNS loads per page, the
 * pages interleaved so that load falls on all alike; each load is also divided by the floor of its own round, and
 * the median of those ratios is what bench/report.mjs holds against the targets. Nothing leaves the machine: the server listens on 127.0.0.1, on a port the system picks.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { cdnSnippet } from '../scripts/cdn-snippet.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** Added to every response: the link (a far CDN edge, or a phone). */
export const DELAY_MS = 150;
/** Loads of each page (the floor and each build), interleaved; medians are printed. */
export const RUNS = 9;
/** Cards the default grid shows, each with an icon. */
const ICONS = 20;
const SERVED = /^\/(bench|dist\/elements|dist\/cdn)\//;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
const { name: PACKAGE, version: VERSION } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
/** The version-pinned path an npm CDN serves the package under: served here from the working tree. */
const PINNED = `/${PACKAGE}@${VERSION}`;
const ELEMENTS = ['course-catalog', 'ecosystem-grid'];
const TAGS = ELEMENTS.map((tag) => `<${tag}></${tag}>`).join('');

/** The snippet's two forms, in the order printed; `checked`: the targets are held against this one. */
export const FORMS = [
  { name: 'autoloader', label: 'autoloader only (one line)', checked: false },
  { name: 'preloads', label: 'snippet with preloads (--elements)', checked: true },
];
const BUILD_DIRS = { react: 'dist/elements', lite: 'dist/cdn' };

/** The pages: the floor, and one per form and build (`lite-preloads`). */
export const PAGES = {
  floor: { head: () => '<script type="module" src="/bench/waterfall-floor.js"></script>', elements: '' },
  ...Object.fromEntries(
    FORMS.flatMap((form) =>
      Object.entries(BUILD_DIRS).map(([build, dir]) => [
        `${build}-${form.name}`,
        {
          head: (origin) =>
            form.name === 'preloads'
              ? cdnSnippet({ root: ROOT, cdn: origin, build: dir, elements: ELEMENTS }).html
              : `<script type="module" src="/${dir}/autoloader.js"></script>`,
          elements: TAGS,
        },
      ]),
    ),
  ),
};

/** Starts the delaying server; resolves with its origin and a `close()`. Counts requests per page load. */
export async function startServer() {
  const template = await readFile(join(ROOT, 'bench/waterfall.html'), 'utf8');
  let requests = 0;
  const server = createServer(async (request, response) => {
    requests++;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const page = /^\/waterfall\/([\w-]+)\.html$/.exec(url.pathname)?.[1];
    let status = 200;
    let body;
    let type = TYPES['.html'];
    if (page && PAGES[page]) {
      const origin = `http://${request.headers.host}`;
      body = template.replace('%HEAD%', () => PAGES[page].head(origin)).replace('%ELEMENTS%', PAGES[page].elements);
    } else {
      const pathname = url.pathname.startsWith(`${PINNED}/`) ? url.pathname.slice(PINNED.length) : url.pathname;
      const path = normalize(join(ROOT, decodeURIComponent(pathname)));
      type = TYPES[extname(path)] ?? 'application/octet-stream';
      body = path.startsWith(ROOT) && SERVED.test(pathname) ? await readFile(path).catch(() => undefined) : undefined;
      if (body === undefined) [status, body, type] = [404, 'not found', 'text/plain'];
    }
    setTimeout(() => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    }, DELAY_MS);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    takeRequests: () => {
      const count = requests;
      requests = 0;
      return count;
    },
    close: () => new Promise((done) => server.close(done)),
  };
}

/** One cold load of a page in a fresh context: its marks (ms since navigation start) and its request count. */
export async function loadOnce(browser, server, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error));
    server.takeRequests();
    await page.goto(`${server.origin}/waterfall/${name}.html`);
    const done =
      name === 'floor'
        ? 'window.waterfall.floor !== undefined'
        : 'window.waterfall.catalogCard && window.waterfall.gridCard && window.waterfall.icons';
    // Polled every 100 ms, not every frame (Playwright's default): the check runs on the page's main thread, and
    // every frame it took 10–15 ms per load there (a CPU profile), time the page needs to render. The marks
    // themselves are the page's own, taken every frame (bench/waterfall.html).
    await page.waitForFunction(done, undefined, { timeout: 30_000, polling: 100 }).catch((error) => {
      throw new Error(`waterfall: ${name} never finished: ${errors[0] ?? error.message}`);
    });
    // When the last element file arrived (the autoloader left out: in the preloads form it comes after the cards
    // are defined): what is left of each figure after it is defining and rendering, not the link.
    const marks = await page.evaluate(() => ({
      ...window.waterfall,
      lastFile: Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/dist\/(cdn|elements)\//.test(entry.name) && !entry.name.endsWith('/autoloader.js'))
          .map((entry) => entry.responseEnd),
      ),
    }));
    if (errors.length > 0) throw errors[0];
    return { ...marks, requests: server.takeRequests() };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every page RUNS times, interleaved (the order turns each round); medians and every run. */
export async function measureWaterfall(browser, { runs = RUNS } = {}) {
  const server = await startServer();
  const names = Object.keys(PAGES);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  try {
    for (let round = 0; round < runs; round++) {
      for (let i = 0; i < names.length; i++) {
        const name = names[(round + i) % names.length];
        samples[name].push(await loadOnce(browser, server, name));
      }
    }
  } finally {
    await server.close();
  }
  // Each load against the floor of its own round (loaded next to it, under the same load from other processes):
  // the verdict's figure is the median of those ratios, steadier on a busy machine than a ratio of medians.
  const figure = (name, key) => {
    const values = samples[name].map((sample) => sample[key]);
    const ratios = values.map((value, round) => value / samples.floor[round].floor);
    return { median: median(values), values, ratio: median(ratios), ratios };
  };
  const build = (name) => ({
    catalogCard: figure(name, 'catalogCard'),
    gridCard: figure(name, 'gridCard'),
    icons: figure(name, 'icons'),
    lastFile: figure(name, 'lastFile'),
    requests: median(samples[name].map((sample) => sample.requests)),
  });
  // One result per form, each with the same floor (bench/report.mjs prints a table for each).
  return FORMS.map((form) => ({
    ...form,
    delay: DELAY_MS,
    runs,
    icons: ICONS,
    floor: figure('floor', 'floor'),
    react: build(`react-${form.name}`),
    lite: build(`lite-${form.name}`),
  }));
}
