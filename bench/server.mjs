/**
 * The server renderer's figures (`node bench/run.mjs --server`, and part of every `npm run bench`), on the built
 * coursify-elements/ssr (dist/ssr), as a partner's server loads it:
 * - cold start in Node: a fresh `node` process per sample imports the renderer, then renders the page of the
 *   runtimes stage (test/fixtures/ssr-page.html: every element, German) twice: the import, the first render (cold
 *   code) and the second;
 * - cold start in workerd (Miniflare): a fresh workerd per sample, started with an empty Worker and with a Worker that
 *   imports the renderer (the difference is what loading the renderer costs a Worker's start), then its first
 *   request rendering the page and a second one. Inside workerd the clock stands still while code runs (it only
 *   moves on I/O), so these are measured from outside: wall time of Miniflare's start and of each request;
 * - a 100-course catalog rendered in Node (warm): paged as a partner leaves it (the first page of cards), and with
 *   all 100 cards on one page;
 * - the stream's time to first byte: a page of about 30 KB (a head, the navbar, a 100-course catalog, a footer)
 *   trickling in from an "origin" in 1 KB chunks every 5 ms; when renderStream's first and last bytes come out
 *   against the input's, and against rendering the whole page once it has all arrived (renderHtml).
 * Figures are medians, printed with the machine's load; nothing is asserted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runProcess } from '../scripts/run-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist/ssr');
const ENTRY = pathToFileURL(join(DIST, 'index.js')).href;
const PAGE = readFileSync(join(ROOT, 'test/fixtures/ssr-page.html'), 'utf8');

export const SERVER_RUNS = { nodeCold: 7, workerdCold: 5, catalog: 15, stream: 5 };
const CHUNK_BYTES = 1024;
const CHUNK_EVERY_MS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `count` valid courses, the same on every run (a small linear congruential generator, no Math.random). */
export function benchCourses(count) {
  let state = 42;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
  const topics = ['Rust', 'Go', 'TypeScript', 'SQL', 'Kubernetes', 'Machine Learning', 'Accessibility', 'Security'];
  const levels = ['Beginner', 'Intermediate', 'Advanced'];
  return Array.from({ length: count }, (_, i) => {
    const topic = topics[Math.floor(next() * topics.length)];
    return {
      id: `c${i}`,
      title: `${topic} in practice, part ${i + 1}`,
      description: `Build, test and ship real projects with ${topic}: step by step, with exercises.`,
      instructor: `Instructor ${1 + Math.floor(next() * 40)}`,
      duration: `${1 + Math.floor(next() * 16)} Weeks`,
      difficulty: levels[Math.floor(next() * levels.length)],
      price: next() < 0.2 ? 'Free' : Math.round(next() * 20000) / 100,
      syllabus: `/syllabus/c${i}`,
      content: `/content/c${i}`,
    };
  });
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const catalogMarkup = (courses, attributes = '') =>
  `<course-catalog${attributes} courses='${escapeAttribute(JSON.stringify(courses))}'></course-catalog>`;

/** A fresh Node process running `source` (an ES module); resolves with the JSON it prints. */
async function nodeProcess(source) {
  return JSON.parse(await runProcess(process.execPath, ['--input-type=module', '-e', source]));
}

async function nodeCold() {
  const source = `
    const page = ${JSON.stringify(PAGE)};
    console.warn = () => {};
    let t = performance.now();
    const { renderHtml } = await import(${JSON.stringify(ENTRY)});
    const imported = performance.now() - t;
    t = performance.now();
    renderHtml(page);
    const first = performance.now() - t;
    t = performance.now();
    renderHtml(page);
    const second = performance.now() - t;
    console.log(JSON.stringify({ imported, first, second }));`;
  const samples = [];
  for (let i = 0; i < SERVER_RUNS.nodeCold; i++) samples.push(await nodeProcess(source));
  return samples;
}

/** The renderer's files as workerd gets them: all of dist/ssr but the CLI (workerd does not follow import()). */
function rendererModules() {
  return readdirSync(DIST, { recursive: true })
    .filter((file) => file.endsWith('.js') && file !== 'cli.js')
    .map((file) => join(DIST, file));
}

async function workerdCold() {
  const { Miniflare } = await import('miniflare');
  const renderer = rendererModules();
  const bytes = renderer.map((file) => readFileSync(file));
  const size = {
    raw: bytes.reduce((n, b) => n + b.length, 0),
    gzip: bytes.reduce((n, b) => n + gzipSync(b).length, 0),
  };
  const empty = 'export default { fetch: () => new Response("ok") };';
  const rendering =
    `import { renderHtml } from './dist/ssr/index.js';\nconst page = ${JSON.stringify(PAGE)};\n` +
    'console.warn = () => {};\nexport default { fetch: () => new Response(renderHtml(page)) };';
  const start = async (script, modules) => {
    const started = performance.now();
    const miniflare = new Miniflare({
      modules: [
        { type: 'ESModule', path: join(ROOT, 'bench-worker.mjs'), contents: script },
        ...modules.map((path) => ({ type: 'ESModule', path })),
      ],
      modulesRoot: ROOT,
      compatibilityDate: '2026-04-01',
    });
    await miniflare.ready;
    return { miniflare, ready: performance.now() - started };
  };
  const request = async (miniflare) => {
    const started = performance.now();
    await (await miniflare.dispatchFetch('http://localhost/')).text();
    return performance.now() - started;
  };
  const samples = [];
  for (let i = 0; i < SERVER_RUNS.workerdCold; i++) {
    const bare = await start(empty, []);
    await request(bare.miniflare);
    await bare.miniflare.dispose();
    const full = await start(rendering, renderer);
    const first = await request(full.miniflare);
    const second = await request(full.miniflare);
    await full.miniflare.dispose();
    samples.push({ emptyStart: bare.ready, rendererStart: full.ready, first, second });
  }
  return { samples, size };
}

async function catalog100(ssr) {
  const courses = benchCourses(100);
  const figures = {};
  for (const [name, markup] of [
    ['paged', catalogMarkup(courses)],
    ['all', catalogMarkup(courses, ' page-size="100"')],
  ]) {
    ssr.renderHtml(markup); // warm-up
    const times = [];
    let bytes = 0;
    for (let i = 0; i < SERVER_RUNS.catalog; i++) {
      const started = performance.now();
      bytes = ssr.renderHtml(markup).length;
      times.push(performance.now() - started);
    }
    figures[name] = { time: median(times), bytes, input: markup.length };
  }
  return figures;
}

/** A page of about 30 KB, streamed in: when its first and last bytes reach the reader. */
async function streamFirstByte(ssr) {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner Academy</title>' +
    `<style>${'body{margin:0;font:16px/1.5 system-ui}'.repeat(40)}</style></head><body>`;
  const page =
    `${head}<site-navbar variant="public"></site-navbar><main><h1>Courses</h1>` +
    `${catalogMarkup(benchCourses(100))}</main><footer>${'<p>Partner Academy, somewhere.</p>'.repeat(20)}</footer>` +
    '</body></html>';
  const bytes = new TextEncoder().encode(page);
  const trickle = () => {
    let at = 0;
    let started = 0;
    return {
      input: new ReadableStream({
        async pull(controller) {
          if (at === 0) started = performance.now();
          else await new Promise((done) => setTimeout(done, CHUNK_EVERY_MS));
          controller.enqueue(bytes.slice(at, at + CHUNK_BYTES));
          at += CHUNK_BYTES;
          if (at >= bytes.length) controller.close();
        },
      }),
      started: () => started,
    };
  };
  const runs = [];
  for (let i = 0; i < SERVER_RUNS.stream + 1; i++) {
    // Streamed.
    let origin = trickle();
    let first;
    const reader = ssr.renderStream(origin.input).getReader();
    for (;;) {
      const { done } = await reader.read();
      if (first === undefined) first = performance.now() - origin.started();
      if (done) break;
    }
    const last = performance.now() - origin.started();
    // Buffered: the whole page read, then rendered at once.
    origin = trickle();
    const whole = await new Response(origin.input).text();
    const inputDone = performance.now() - origin.started();
    ssr.renderHtml(whole);
    const buffered = performance.now() - origin.started();
    if (i > 0) runs.push({ first, last, inputDone, buffered }); // the first run warms the code
  }
  return { runs, pageBytes: bytes.length, chunks: Math.ceil(bytes.length / CHUNK_BYTES) };
}

export async function measureServer() {
  const node = await nodeCold();
  const workerd = await workerdCold();
  const ssr = await import(ENTRY);
  const catalog = await catalog100(ssr);
  const stream = await streamFirstByte(ssr);
  return { node, workerd, catalog, stream };
}

export function printServer({ node, workerd, catalog, stream }) {
  const med = (samples, key) => median(samples.map((sample) => sample[key]));
  console.log(
    `\nThe server renderer (dist/ssr; ${kb(workerd.size.raw)}, ${kb(workerd.size.gzip)} gzip, in ${rendererModules().length} files)`,
  );
  console.log(
    `Node ${process.versions.node}, cold (a fresh process per sample, ${node.length} samples, medians): import ` +
      `${ms(med(node, 'imported'))}, first render of the runtimes page ${ms(med(node, 'first'))}, second ` +
      `${ms(med(node, 'second'))}.`,
  );
  const w = workerd.samples;
  console.log(
    `workerd (Miniflare), cold (a fresh workerd per sample, ${w.length} samples, medians, wall time from Node): start ` +
      `with an empty Worker ${ms(med(w, 'emptyStart'))}, with the renderer ${ms(med(w, 'rendererStart'))} ` +
      `(loading the renderer: ${ms(med(w, 'rendererStart') - med(w, 'emptyStart'))}); first request rendering the ` +
      `page ${ms(med(w, 'first'))}, second ${ms(med(w, 'second'))}.`,
  );
  console.log(
    `A 100-course catalog in Node (warm, ${SERVER_RUNS.catalog} runs, medians): paged as given (first page of cards) ` +
      `${ms(catalog.paged.time)} (${kb(catalog.paged.bytes)} out of ${kb(catalog.paged.input)}); all 100 cards ` +
      `(page-size="100") ${ms(catalog.all.time)} (${kb(catalog.all.bytes)}).`,
  );
  const s = stream.runs;
  console.log(
    `renderStream, a ${kb(stream.pageBytes)} page arriving in ${stream.chunks} chunks of ${CHUNK_BYTES} B every ` +
      `${CHUNK_EVERY_MS} ms (${s.length} runs, medians, from the input's first byte): first byte out after ` +
      `${ms(med(s, 'first'))}, last ${ms(med(s, 'last'))}; the input's last byte at ${ms(med(s, 'inputDone'))}. ` +
      `renderHtml on the whole page once it has arrived: first (and last) byte at ${ms(med(s, 'buffered'))}.`,
  );
}
