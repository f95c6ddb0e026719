/**
 * Where Chromium is, and the flags that keep it quiet on a machine with no network. Shared by the element
 * tests, the end-to-end tests and the benchmarks, so every layer drives the same browser the same way.
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

export function chromiumPath() {
  const path = findChromium();
  if (!path)
    throw new Error(
      'No Chromium found. Run `node scripts/ensure-browsers.mjs chromium` (npm test does) or set CHROME_PATH.',
    );
  return path;
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
