/**
 * npm run lighthouse: Lighthouse (mobile, its default) on the built shell's landing page, four scores printed.
 * Builds if needed, serves dist/demo with scripts/serve.mjs (as npm start does) on a free port, and runs
 * Lighthouse in headless Chromium.
 * Usage: node scripts/lighthouse.mjs [path]   (default "/"); LIGHTHOUSE_JSON=file.json also saves the full report.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const path = process.argv[2] ?? '/';

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
const userDataDir = mkdtempSync(join(tmpdir(), 'coursify-lighthouse-'));
let chrome;
try {
  const url = `http://localhost:${port}${path}`;
  await waitForServer(url);
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
  if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(result.lhr, null, 2));
  const { categories, audits } = result.lhr;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile emulation, ${url}\n`);
  for (const category of Object.values(categories)) {
    console.log(`${category.title.padEnd(16)} ${String(Math.round(category.score * 100)).padStart(3)}`);
  }
  console.log('\nMetrics:');
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${audits[id].title.padEnd(26)} ${audits[id].displayValue}`);
  }
  const failing = Object.values(audits).filter(
    (audit) =>
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'manual',
  );
  if (failing.length) {
    console.log('\nAudits below full marks:');
    for (const audit of failing)
      console.log(`  ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(userDataDir, { recursive: true, force: true });
}
