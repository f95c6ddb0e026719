/**
 * Element tests: the built modules in dist/elements (the very files partners load) in three real engines at
 * once: Chromium and Firefox ESR through puppeteer (Firefox over WebDriver BiDi), WebKit (WebKitGTK's
 * MiniBrowser, the engine behind Safari) through WebKitWebDriver over WebDriver classic. All three come from
 * Debian's packages (scripts/ensure-browsers.mjs).
 *
 * `ENGINES=firefox` (or `npm run test:element -- --engine firefox`) runs fewer. WebKit's MiniBrowser has no
 * headless mode: scripts/test-element.mjs runs the suite under xvfb-run when WebKit is among the engines.
 */
import { spawn } from 'node:child_process';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { enginePaths, selectedEngines } from './scripts/engines.mjs';
import { freePort, untilAnswering } from './scripts/local-server.mjs';
import { builtFilesPlugin } from './scripts/wtr-built-files.mjs';
import { pressKeyPlugin } from './scripts/wtr-keys.mjs';
import { reactBundlePlugin } from './scripts/wtr-react-bundle.mjs';
import { ssrRenderPlugin } from './scripts/wtr-ssr.mjs';
import { summaryReporter } from './scripts/wtr-summary.mjs';

/** Starts WebKitWebDriver for this run; it ends with the test runner. */
async function webkit() {
  const { driver, miniBrowser } = enginePaths('webkit');
  const port = await freePort();
  // Without a GPU (a virtual X server), WebKitGTK composites through software OpenGL, and every frame costs
  // 100–500 ms: a test waiting for one frame waited that long. Plain software painting keeps layout, styles,
  // events and focus exactly as they are and runs the WebKit suite 3–5× faster.
  const env = { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
  const child = spawn(driver, [`--port=${port}`], { stdio: 'ignore', env });
  process.once('exit', () => child.kill());
  await untilAnswering(`http://127.0.0.1:${port}/status`, child, 'WebKitWebDriver', 10_000);
  return webdriverLauncher({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      // Without it webdriverio asks for a BiDi session, which WebKitWebDriver rejects ("Failed to match capabilities").
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    },
  });
}

const LAUNCHERS = {
  chromium: () =>
    puppeteerLauncher({
      launchOptions: {
        browser: 'chrome',
        executablePath: enginePaths('chromium').executable,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  firefox: () =>
    puppeteerLauncher({
      launchOptions: { browser: 'firefox', executablePath: enginePaths('firefox').executable, headless: true },
    }),
  webkit,
};

/**
 * esbuild compiles the TypeScript test files, and nothing else. Given a `target`, @web/dev-server-esbuild also
 * re-emits every `.js` it serves (its `.js` loader is added whenever a target is set): the suite would run esbuild's
 * reprint of dist/ instead of the bytes partners load (test/element/served-bytes.test.ts checks).
 */
function typescriptOnly(plugin) {
  const transform = plugin.transform.bind(plugin);
  plugin.transform = (context) => (context.path.endsWith('.ts') ? transform(context) : undefined);
  return plugin;
}

const engines = selectedEngines();

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
  // A free port, so the two builds' suites (npm test runs them side by side) never collide.
  port: await freePort(),
  files: ['test/element/**/*.test.ts'],
  testRunnerHtml,
  nodeResolve: { exportConditions: ['production'] },
  plugins: [
    typescriptOnly(esbuildPlugin({ ts: true, target: 'es2022' })),
    pressKeyPlugin(),
    builtFilesPlugin({ buildDirs: Object.values(ELEMENT_BUILDS) }),
    reactBundlePlugin(),
    ssrRenderPlugin(),
  ],
  browsers: await Promise.all(engines.map((name) => LAUNCHERS[name]())),
  // The engines run side by side; within one, one page at a time: a page in a background tab gets no animation
  // frames and no hover/focus.
  concurrentBrowsers: engines.length,
  concurrency: 1,
  reporters: [defaultReporter(), summaryReporter()],
  // A cold first file in WebKit takes ~25 s on a 2-core machine while the other engines run.
  testsStartTimeout: 60_000,
  testsFinishTimeout: Number(process.env.WTR_FINISH_MS) || 180_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000, ...(process.env.GREP ? { grep: process.env.GREP } : {}) } },
};
