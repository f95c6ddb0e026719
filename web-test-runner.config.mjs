/**
 * Element tests: the built modules in dist/elements (the very files partners load) in real browsers.
 * Chromium runs here; Firefox joins as one more puppeteerLauncher({ launchOptions: { browser: 'firefox',
 * executablePath: '/usr/bin/firefox-esr' } }) and WebKit as a webdriverLauncher (see TOOLCHAIN.md).
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/**
 * Which build the element suite runs on: `ELEMENT_BUILD=react` (default, dist/elements) or `ELEMENT_BUILD=lite`
 * (dist/cdn, preact/compat). The test page gets the directory as a global that test/element/helpers.ts reads.
 */
const ELEMENT_BUILDS = { react: '/dist/elements', lite: '/dist/cdn' };
const build = process.env.ELEMENT_BUILD ?? 'react';
if (!Object.hasOwn(ELEMENT_BUILDS, build)) {
  throw new Error(`ELEMENT_BUILD must be one of ${Object.keys(ELEMENT_BUILDS).join(', ')}, not "${build}"`);
}
const testRunnerHtml = (testFramework) =>
  `<!doctype html><html><head><script>window.__COURSIFY_ELEMENTS_DIR__ = ${JSON.stringify(ELEMENT_BUILDS[build])};</script></head>` +
  `<body><script type="module" src="${testFramework}"></script></body></html>`;

export default {
  files: 'test/element/**/*.test.ts',
  testRunnerHtml,
  nodeResolve: { exportConditions: ['production'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    puppeteerLauncher({
      launchOptions: { browser: 'chrome', executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  // One page at a time: a page in a background tab gets no animation frames and no hover/focus.
  concurrency: 1,
  testsFinishTimeout: 20_000,
  testFramework: { config: { timeout: 8000, ...(process.env.GREP ? { grep: process.env.GREP } : {}) } },
};
