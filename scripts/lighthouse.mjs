/**
 * npm run lighthouse: Lighthouse (mobile, its default) on the built shell's prerendered pages, the landing page and
 * the course grid, four scores and the metrics printed for each. Builds if needed, serves dist/demo with
 * scripts/serve.mjs (as npm start does) on a free port, and runs Lighthouse in headless Chromium, a fresh profile
 * for each run.
 * Usage: node scripts/lighthouse.mjs [path…]   (default: "/" and "/public/features/courses/all");
 * LIGHTHOUSE_RUNS=3 runs each page that many times; LIGHTHOUSE_JSON=file.json also saves each full report (file-1.json,
 * file-2.json…, by run; the last page measured wins when several pages are measured).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/public/features/courses/all'];
const runs = Number(process.env.LIGHTHOUSE_RUNS) || 1;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

// app.html comes from the prerender step: without it the build is older than the prerendered shell.
if (!existsSync('dist/demo/index.html') || !existsSync('dist/demo/app.html')) {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`lighthouse: the preview server did not answer at ${url}`);
}

const port = await freePort();
const server = spawn('node', ['scripts/serve.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port) },
});
try {
  await waitForServer(`http://localhost:${port}/`);
  for (const path of paths) for (let run = 1; run <= runs; run++) await audit(`http://localhost:${port}${path}`, run);
} finally {
  server.kill();
}

/** One Lighthouse run on `url` in a fresh Chromium profile: scores, metrics, audits below full marks. */
async function audit(url, run) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'coursify-lighthouse-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
      userDataDir: false,
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (process.env.LIGHTHOUSE_JSON)
      writeFileSync(
        process.env.LIGHTHOUSE_JSON.replace(/\.json$/, `-${run}.json`),
        JSON.stringify(result.lhr, null, 2),
      );
    const { categories, audits } = result.lhr;
    console.log(
      `\nLighthouse ${result.lhr.lighthouseVersion}, mobile emulation, ${url}${runs > 1 ? ` (run ${run})` : ''}\n`,
    );
    for (const category of Object.values(categories)) {
      console.log(`${category.title.padEnd(16)} ${String(Math.round(category.score * 100)).padStart(3)}`);
    }
    console.log('\nMetrics:');
    for (const id of METRICS) console.log(`  ${audits[id].title.padEnd(26)} ${audits[id].displayValue}`);
    const failing = Object.values(audits).filter(
      (entry) =>
        entry.score !== null &&
        entry.score < 1 &&
        entry.scoreDisplayMode !== 'informative' &&
        entry.scoreDisplayMode !== 'manual',
    );
    if (failing.length) {
      console.log('\nAudits below full marks:');
      for (const entry of failing)
        console.log(`  ${entry.id}: ${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ''}`);
    }
  } finally {
    await chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
