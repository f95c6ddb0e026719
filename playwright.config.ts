import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.mjs';

const SHELL_PORT = Number(process.env.E2E_PORT) || 4317;

/** End to end: the built shell (dist/demo served by scripts/serve.mjs, as npm start does) and partner pages (test/fixtures, see partner.ts). */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A page with axe in light and dark, or every language, takes 15–35 s on this 2-core machine while other stages
  // run; the default 30 s failed such tests under load, never on a quiet machine.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SHELL_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    // One browser context and tab per worker, reset by Playwright between tests instead of a new context per test:
    // cookies, local and session storage, IndexedDB and the HTTP cache of every origin visited are cleared, service
    // workers unregistered, routes, init scripts and bindings removed, the viewport and emulated media restored,
    // the tab sent to about:blank (isolation.spec.ts proves it). Each test still meets the site as a first-time
    // visitor does; what it skips is the new context and renderer process, about a third of the suite's time. A
    // test that sets other context options (test.use: permissions, service workers) gets a fresh context.
    reuseContext: true,
    // Every new context would install the shell's service worker and download its whole precache; only the PWA
    // tests need it (they allow it back).
    serviceWorkers: 'block',
  },
  // Partner pages (test/e2e/partner.ts) run on both element builds: React inside, and the lite build on
  // preact/compat (dist/cdn), whose one-line CDN embeds (cdn.spec.ts) exist only there.
  projects: [
    { name: 'chromium', testIgnore: /cdn\.spec\.ts$/, metadata: { elementBuild: 'react' } },
    {
      name: 'lite',
      testMatch: /(catalog-partner|cms|cdn|ssr-csp|languages-fit)\.spec\.ts$/,
      metadata: { elementBuild: 'lite' },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(SHELL_PORT) },
    url: `http://localhost:${SHELL_PORT}/`,
    reuseExistingServer: !process.env.CI,
    // serve.mjs compresses every built file before it listens: slow beside the other stages of npm test.
    timeout: 120_000,
  },
});
