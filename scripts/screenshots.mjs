/**
 * node scripts/screenshots.mjs: the README's two pictures, docs/images/landing.png (the landing page) and
 * docs/images/catalog.png (the course grid), taken in headless Chromium from the built shell (`npm run build`
 * first), served by scripts/serve.mjs on a free port as `npm start` serves it. Light theme, a 1100×720 viewport at
 * device scale 1, the first screen only, so the two PNGs stay small (about 90 and 200 KB; the catalog shows three columns from this width; the course covers'
 * gradients are most of it).
 * Run it again when the shell's look changes; nothing tests the pictures.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { freePort, untilAnswering } from './local-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/images');
const SHOTS = [
  { file: 'landing.png', path: '/', ready: 'ecosystem-grid' },
  { file: 'catalog.png', path: '/public/features/courses/all', ready: 'course-catalog' },
];

if (!existsSync(join(ROOT, 'dist/demo/index.html'))) {
  console.error('screenshots: no dist/demo: run `npm run build` first');
  process.exit(1);
}

mkdirSync(OUT, { recursive: true });
const port = await freePort();
const server = spawn('node', ['scripts/serve.mjs'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, PORT: `${port}` },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await untilAnswering(`http://localhost:${port}/`, server, 'scripts/serve.mjs', 120_000);
  // No service worker: its install would race the pictures, and a fresh context has no stored preferences.
  const context = await browser.newContext({
    viewport: { width: 1100, height: 720 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  for (const { file, path, ready } of SHOTS) {
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    // The element upgraded (defined) and fonts laid out: what a visitor sees once the page is live.
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, ready);
    await page.evaluate(() => document.fonts.ready);
    const target = join(OUT, file);
    await page.screenshot({ path: target });
    console.log(`screenshots: ${path} → docs/images/${file}, ${statSync(target).size} bytes`);
  }
  await context.close();
} finally {
  await browser.close();
  server.kill();
}
