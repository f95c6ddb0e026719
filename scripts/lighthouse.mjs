/**
 * npm run lighthouse: Lighthouse (mobile, its default) on the built shell's prerendered pages, the landing page and
 * the course grid, four scores and the metrics printed for each. Builds if needed, serves dist/demo with
 * scripts/serve.mjs (as npm start does) on a free port, and runs Lighthouse in headless Chromium, a fresh profile
 * for each run.
 * Usage: node scripts/lighthouse.mjs [path…]   (default: "/" and "/public/features/courses/all");
 * LIGHTHOUSE_RUNS=3 runs each page that many times; LIGHTHOUSE_JSON=file.json also saves each full report, by page
 * and run (file-home-1.json, file-public-features-courses-all-2.json…).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { freePort, untilAnswering } from './local-server.mjs';

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

const port = await freePort();
const server = spawn('node', ['scripts/serve.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port) },
});
try {
  await untilAnswering(`http://localhost:${port}/`, server, 'scripts/serve.mjs', 120_000);
  for (const path of paths) for (let run = 1; run <= runs; run++) await audit(`http://localhost:${port}${path}`, run);
} finally {
  server.kill();
}

/** Where LIGHTHOUSE_JSON=`file.json` saves a run: `file-home-1.json` for `/`, `file-public-features-courses-all-1.json`. */
function reportFile(file, url, run) {
  const page = new URL(url).pathname.split('/').filter(Boolean).join('-') || 'home';
  return file.replace(/(\.json)?$/, `-${page}-${run}.json`);
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
    if (process.env.LIGHTHOUSE_JSON) {
      writeFileSync(reportFile(process.env.LIGHTHOUSE_JSON, url, run), JSON.stringify(result.lhr, null, 2));
    }
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
