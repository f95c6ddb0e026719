/**
 * Where Chromium is, and the flags that keep it quiet on a machine with no network. Shared by the element
 * tests, the end-to-end tests and the benchmarks, so every layer drives the same browser the same way.
 *
 * Two binaries of one Debian release: the browser (`chromium`), which the benchmarks, Lighthouse and the real
 * install offer drive because visitors meet it; and the old headless shell (`chromium-headless-shell`), the same
 * Blink and V8 without the browser's window and UI, which the tests drive: the browser process of full headless
 * Chromium spent more CPU than the pages it showed (the element suite took twice the CPU time with it).
 */
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** CHROME_PATH wins; then the usual Debian/Ubuntu locations. */
export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Chromium the tests drive: CHROME_PATH wins; then Debian's headless shell; then the browser. */
export function findTestChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

function found(path) {
  if (!path)
    throw new Error(
      'No Chromium found. Run `node scripts/ensure-browsers.mjs chromium` (npm test does) or set CHROME_PATH.',
    );
  return path;
}

/** The browser, as visitors meet it (benchmarks, Lighthouse, the install offer of a persistent profile). */
export function chromiumPath() {
  return found(findChromium());
}

/** What the test layers drive (findTestChromium). */
export function testChromiumPath() {
  return found(findTestChromium());
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  // Tests run pages side by side; a page in a background tab must not have its timers and frames throttled.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
