/**
 * The three browser engines the element suite runs in, each from Debian's packages (nothing here can download a
 * browser build): where each one's binaries are, and which packages provide them. Chromium's own details (flags,
 * CHROME_PATH) stay in chromium.mjs, which the end-to-end tests and benchmarks share.
 */
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium } from './chromium.mjs';

const WEBKIT_DIRS = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1'];

function firstExisting(paths) {
  return paths.find((path) => existsSync(path)) ?? null;
}

/**
 * Each engine: what it needs on disk (`find()` returns its paths, or null while anything is missing) and the
 * Debian packages that provide it. WebKitGTK's MiniBrowser has no headless mode, so WebKit needs an X server:
 * `xvfb-run` (xvfb + xauth) provides a virtual one.
 */
export const ENGINES = {
  chromium: {
    label: 'Chromium',
    // The browser for what measures a visitor's page, the headless shell for the tests (chromium.mjs).
    packages: ['chromium', 'chromium-headless-shell'],
    find: () => {
      const browser = findChromium();
      const executable = findTestChromium();
      return browser && executable && (process.env.CHROME_PATH || executable !== browser)
        ? { executable, browser }
        : null;
    },
  },
  firefox: {
    label: 'Firefox ESR',
    packages: ['firefox-esr'],
    find: () => {
      const executable = firstExisting(
        [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter(Boolean),
      );
      return executable ? { executable } : null;
    },
  },
  webkit: {
    label: 'WebKit (WebKitGTK MiniBrowser)',
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    find: () => {
      const driver = firstExisting(['/usr/bin/WebKitWebDriver']);
      const dir = firstExisting(WEBKIT_DIRS);
      const miniBrowser = dir && existsSync(`${dir}/MiniBrowser`) ? `${dir}/MiniBrowser` : null;
      const xvfbRun = firstExisting(['/usr/bin/xvfb-run']);
      const xauth = firstExisting(['/usr/bin/xauth']);
      return driver && miniBrowser && xvfbRun && xauth ? { driver, miniBrowser, xvfbRun } : null;
    },
  },
};

export const ENGINE_NAMES = Object.keys(ENGINES);

/**
 * The engines asked for: a comma-separated list (`ENGINES=firefox,webkit`), or all three. An unknown name is an
 * error, not a silent run of fewer engines.
 */
export function selectedEngines(list = process.env.ENGINES) {
  if (!list) return ENGINE_NAMES;
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !ENGINES[name]);
  if (unknown.length) throw new Error(`Unknown engine ${unknown.join(', ')}: choose from ${ENGINE_NAMES.join(', ')}.`);
  return [...new Set(names)];
}

export function enginePaths(name) {
  const paths = ENGINES[name].find();
  if (!paths)
    throw new Error(
      `${ENGINES[name].label} is not installed. Run \`node scripts/ensure-browsers.mjs ${name}\` (npm test does), ` +
        `or install Debian's ${ENGINES[name].packages.join(', ')}.`,
    );
  return paths;
}
