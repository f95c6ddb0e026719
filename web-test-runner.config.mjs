/**
 * Element tests: the built modules in dist/elements (the very files partners load) in real browsers.
 * Chromium runs here; Firefox joins as one more puppeteerLauncher({ launchOptions: { browser: 'firefox',
 * executablePath: '/usr/bin/firefox-esr' } }) and WebKit as a webdriverLauncher (see TOOLCHAIN.md).
 */
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

export default {
  files: 'test/element/**/*.test.ts',
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
