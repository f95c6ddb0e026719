/**
 * The runtimes stage of npm test: the built coursify-elements/ssr (dist/ssr/index.js, as the package ships it) imported
 * unchanged in Node, Deno, Bun, workerd (Miniflare; without `nodejs_compat` and with it) and Chromium (in a page and
 * in a Web Worker), each rendering the same page (test/fixtures/ssr-page.html: every element, German and Arabic, the
 * bad inputs the renderer warns about) whole and streamed, and each compared with Node, byte for byte, warnings too.
 * What every runtime runs is test/runtimes/probe.js. First, the files the entry loads are read: no `node:` or bare
 * import, no `import.meta`, no `require`. Needs `npm run build` (dist/ssr) and Chromium (npm test's system packages
 * stage). Deno, Bun and Miniflare come from the registry (devDependencies).
 *   node scripts/test-runtimes.mjs                      every runtime
 *   node scripts/test-runtimes.mjs --runtime deno,bun   some (Node always runs: it is the reference)
 * Ends with "runtimes total: N passed, N failed"; exits non-zero on a failure.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { CHROMIUM_ARGS, testChromiumPath } from './chromium.mjs';
import { runProcess } from './run-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist/ssr');
const ENTRY = join(DIST, 'index.js');
const PROBE = join(ROOT, 'test/runtimes/probe.js');
const PAGE = join(ROOT, 'test/fixtures/ssr-page.html');
const BIN = join(ROOT, 'node_modules/.bin');
/** A runtime that has not answered by then has hung: a failure, not a wait. */
const TIMEOUT_MS = 120_000;
/** workerd's compatibility date: not after the date of the workerd that Miniflare brings. */
const COMPATIBILITY_DATE = '2026-04-01';

const RUNTIMES = ['deno', 'bun', 'workerd', 'workerd nodejs_compat', 'chromium page', 'chromium worker'];
const asked = process.argv.indexOf('--runtime');
const only = asked > 0 ? process.argv[asked + 1].split(',') : undefined;
const selected = RUNTIMES.filter((name) => !only || only.some((want) => name.startsWith(want)));

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : `\n    ${detail}`}`);
}

/** Where two texts first differ, with a little of each around it. */
function difference(expected, actual) {
  if (typeof actual !== 'string') return `got ${typeof actual}`;
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 60));
  return `differs at ${at} (lengths ${expected.length} and ${actual.length}): Node ${around(expected)}, here ${around(actual)}`;
}

/** The files dist/ssr/index.js loads (static and dynamic imports, followed), and what each imports. */
function closure() {
  const files = new Map();
  const visit = (file) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/\b(?:from|import)\s*\(?\s*(["'`])([^"'`]+)\1/g)].map((m) => m[2]);
    files.set(file, { text, specifiers });
    for (const specifier of specifiers) if (/^\.\.?\//.test(specifier)) visit(resolve(dirname(file), specifier));
  };
  visit(ENTRY);
  return files;
}

function checkStatically() {
  const files = closure();
  const problems = [];
  for (const [file, { text, specifiers }] of files) {
    const name = relative(ROOT, file);
    for (const specifier of specifiers)
      if (!/^\.\.?\//.test(specifier)) problems.push(`${name} imports "${specifier}"`);
    if (text.includes('import.meta')) problems.push(`${name} reads import.meta`);
    if (/\b(?:createRequire|require)\s*\(/.test(text)) problems.push(`${name} calls require`);
  }
  check(
    `the entry and the ${files.size - 1} files it loads import nothing but each other: no node: or bare import, no import.meta, no require`,
    problems.length === 0,
    problems.join('; '),
  );
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The page as a module (`export default "…"`), so every runtime gets it the same way, with no file access. */
function writeHarness(work) {
  writeFileSync(join(work, 'page.js'), `export default ${JSON.stringify(readFileSync(PAGE, 'utf8'))};\n`);
  // Node, Deno, Bun: by file URL. The result goes to standard output.
  writeFileSync(
    join(work, 'runner.mjs'),
    `import * as ssr from '${pathToFileURL(ENTRY).href}';\n` +
      `import { probe } from '${pathToFileURL(PROBE).href}';\n` +
      `import page from './page.js';\n` +
      'console.log(JSON.stringify(await probe(ssr, page)));\n',
  );
  // workerd: every module is listed by its path from '/' (Miniflare's modulesRoot), so imports are relative paths.
  const from = (file) => relative(work, file).split(sep).join('/');
  writeFileSync(
    join(work, 'worker.mjs'),
    `import * as ssr from '${from(ENTRY)}';\nimport { probe } from '${from(PROBE)}';\nimport page from './page.js';\n` +
      'export default { async fetch() { return Response.json(await probe(ssr, page)); } };\n',
  );
}

const cliRuntime = (command, args, env) => async (work) =>
  JSON.parse(await runProcess(command, [...args, 'runner.mjs'], { cwd: work, env, timeoutMs: TIMEOUT_MS }));

async function workerd(work, flags) {
  const modules = [join(work, 'worker.mjs'), join(work, 'page.js'), PROBE];
  // workerd does not follow a dynamic import() by itself: every file of the renderer is listed (not the CLI, which is
  // Node's alone and never loaded by the entry).
  for (const file of readdirSync(DIST, { recursive: true })) {
    if (file.endsWith('.js') && file !== 'cli.js') modules.push(join(DIST, file));
  }
  const miniflare = new Miniflare({
    modules: modules.map((path) => ({ type: 'ESModule', path })),
    modulesRoot: '/',
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: flags,
  });
  try {
    const response = await withTimeout(miniflare.dispatchFetch('http://localhost/'), 'workerd');
    const text = await response.text();
    if (!response.ok) throw new Error(`the Worker answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  } finally {
    await miniflare.dispose();
  }
}

/**
 * The guide's Cloudflare Worker (docs/guides/server-rendering.md, the block starting `// worker.js`), its import
 * pointed at the built renderer, in front of an origin on loopback that streams the page in pieces: what a visitor
 * gets must be renderHtml's bytes for the origin's page.
 */
async function guideWorker(work) {
  const guide = readFileSync(join(ROOT, 'docs/guides/server-rendering.md'), 'utf8');
  const code = /```js\n(\/\/ worker\.js[\s\S]*?)```/.exec(guide)?.[1];
  if (!code) throw new Error('no `// worker.js` example in docs/guides/server-rendering.md');
  const from = relative(work, ENTRY).split(sep).join('/');
  writeFileSync(join(work, 'guide-worker.mjs'), code.replace("'coursify-elements/ssr'", `'${from}'`));
  const page = readFileSync(PAGE);
  const origin = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"origin"' });
    let at = 0;
    const next = () => {
      if (at >= page.length) return response.end();
      response.write(page.subarray(at, at + 701));
      at += 701;
      setTimeout(next, 1);
    };
    next();
  });
  await new Promise((done) => origin.listen(0, '127.0.0.1', done));
  const modules = [join(work, 'guide-worker.mjs')];
  for (const file of readdirSync(DIST, { recursive: true })) {
    if (file.endsWith('.js') && file !== 'cli.js') modules.push(join(DIST, file));
  }
  let miniflare;
  try {
    miniflare = new Miniflare({
      modules: modules.map((path) => ({ type: 'ESModule', path })),
      modulesRoot: '/',
      compatibilityDate: COMPATIBILITY_DATE,
      // The renderer's warnings for the page's bad inputs are expected: the other checks compare them.
      log: new Log(LogLevel.NONE),
      handleStructuredLogs: () => {},
    });
    const response = await withTimeout(
      miniflare.dispatchFetch(`http://127.0.0.1:${origin.address().port}/page.html`),
      'the guide’s Worker',
    );
    return {
      text: await response.text(),
      type: response.headers.get('content-type'),
      etag: response.headers.get('etag'),
    };
  } finally {
    await miniflare?.dispose();
    origin.closeAllConnections(); // workerd's keep-alive connection would hold this process open
    origin.close();
  }
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.html': 'text/html',
};

/** A loopback server for Chromium: the renderer, the probe, the page module, and a page that runs them. */
function browserServer(work) {
  const files = {
    '/index.html':
      '<!doctype html><title>runtimes</title><script type="module">\n' +
      "import * as ssr from '/dist/ssr/index.js'; import { probe } from '/probe.js'; import page from '/page.js';\n" +
      'window.inPage = probe(ssr, page);\n' +
      "const worker = new Worker('/worker.js', { type: 'module' });\n" +
      'window.inWorker = new Promise((resolve, reject) => {\n' +
      '  worker.onmessage = (event) => resolve(event.data);\n' +
      "  worker.onerror = (event) => reject(new Error(event.message || 'the worker did not load'));\n" +
      '});\n</script>',
    '/worker.js':
      "import * as ssr from '/dist/ssr/index.js'; import { probe } from '/probe.js'; import page from '/page.js';\n" +
      'postMessage(await probe(ssr, page));\n',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    let body = files[path];
    if (body === undefined && path === '/probe.js') body = readFileSync(PROBE);
    if (body === undefined && path === '/page.js') body = readFileSync(join(work, 'page.js'));
    if (body === undefined && path.startsWith('/dist/ssr/') && !path.includes('..')) {
      const file = join(ROOT, path);
      if (existsSync(file)) body = readFileSync(file);
    }
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  });
  return new Promise((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise(server)));
}

/** Both Chromium runs from one page load: `{ 'chromium page': result, 'chromium worker': result }`. */
async function chromiumResults(work) {
  const server = await browserServer(work);
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    const settle = (name) =>
      withTimeout(
        page.evaluate((key) => window[key], name),
        `Chromium (${name})`,
      ).catch((error) => ({ error: `${error.message}${errors.length ? ` (${errors.join('; ')})` : ''}` }));
    return { 'chromium page': await settle('inPage'), 'chromium worker': await settle('inWorker') };
  } finally {
    await browser.close();
    server.close();
  }
}

function compare(name, result, node) {
  if (result.error) {
    check(`${name}: imports the renderer and renders the page`, false, result.error);
    return;
  }
  check(`${name}: renderHtml gives Node's bytes`, result.html === node.html, difference(node.html, result.html));
  check(
    `${name}: renderStream, the page in text chunks, gives the same bytes`,
    result.streamText === node.html,
    difference(node.html, result.streamText),
  );
  check(
    `${name}: renderStream, the page in byte chunks, gives the same bytes`,
    result.streamBytes === node.html,
    difference(node.html, result.streamBytes),
  );
  check(`${name}: renderElement gives Node's bytes`, result.element === node.element);
  check(`${name}: allElementsCss gives Node's text`, result.css === node.css);
  const said = (r) => JSON.stringify([r.warnings, r.streamWarnings]);
  check(`${name}: the same warnings as Node`, said(result) === said(node), `Node ${said(node)}, here ${said(result)}`);
}

/** Node's own result must be a real render, or every runtime would agree on nothing. */
function checkNode(node) {
  const roots = node.html.match(/<template shadowrootmode="open">/g)?.length ?? 0;
  const page = readFileSync(PAGE, 'utf8');
  const already = page.match(/<template shadowrootmode="open">/g)?.length ?? 0;
  check(`Node: renders the page's ten elements of ours`, roots - already === 10, `${roots - already} roots added`);
  // The page itself has no Arabic letter: the accessibility panel in its `lang="ar"` section writes them.
  check(
    'Node: in the reader’s language: German, and Arabic where the page says so',
    node.html.includes('Kurskatalog') && /[\u0600-\u06ff]/.test(node.html) && !/[\u0600-\u06ff]/.test(page),
  );
  const tags = ['site-navbar', 'course-catalog', 'ecosystem-grid', 'install-prompt', 'login-form'];
  check(
    'Node: warns about every bad input of the page, naming the element',
    tags.every((tag) => node.warnings.some((warning) => warning.startsWith(`warn: <${tag}>`))),
    JSON.stringify(node.warnings),
  );
  check('Node: renderStream gives renderHtml’s bytes', node.streamText === node.html && node.streamBytes === node.html);
}

async function main() {
  if (!existsSync(ENTRY)) throw new Error('dist/ssr/index.js is missing: run `npm run build` first');
  checkStatically();
  const work = mkdtempSync(join(tmpdir(), 'coursify-runtimes-'));
  try {
    writeHarness(work);
    const started = performance.now();
    const node = await cliRuntime(process.execPath, [])(work);
    checkNode(node);
    const runs = {
      deno: cliRuntime(join(BIN, 'deno'), ['run', '--no-config', '--no-lock', '--no-prompt', '--quiet'], {
        DENO_DIR: join(work, 'deno'),
        DENO_NO_UPDATE_CHECK: '1',
      }),
      bun: cliRuntime(join(BIN, 'bun'), ['--no-install']),
      workerd: (dir) => workerd(dir, []),
      'workerd nodejs_compat': (dir) => workerd(dir, ['nodejs_compat']),
    };
    // One after the other: this stage runs beside others on a small machine.
    for (const name of selected.filter((runtime) => runs[runtime])) {
      const result = await runs[name](work).catch((error) => ({ error: error.message }));
      compare(name, result, node);
    }
    if (selected.includes('workerd')) {
      const guide = await guideWorker(work).catch((error) => ({ error: error.message }));
      check(
        'workerd: the guide’s Worker in front of a streaming origin gives renderHtml’s bytes for its page',
        guide.text === node.html && guide.type === 'text/html; charset=utf-8' && guide.etag === null,
        guide.error ?? difference(node.html, guide.text),
      );
    }
    if (selected.some((name) => name.startsWith('chromium'))) {
      const results = await chromiumResults(work).catch((error) => ({
        'chromium page': { error: error.message },
        'chromium worker': { error: error.message },
      }));
      for (const name of selected.filter((runtime) => runtime.startsWith('chromium')))
        compare(name, results[name], node);
    }
    console.log(`runtimes: ${selected.length + 1} runtimes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  check('the runtimes stage ran', false, error?.stack ?? String(error));
}
console.log(`runtimes total: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
