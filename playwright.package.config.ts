import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.mjs';

/** The package from `npm pack` in its consumers' stacks (test/package): run after `npm run build`. */
export default defineConfig({
  testDir: 'test/package',
  globalSetup: './test/package/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // npm test runs this stage beside the e2e, keyboard and cms stages on two cores, with a browser or a compiler in
  // each: a page of the packed package can take longer than Playwright's 5 s default to render there. A check
  // that holds passes as soon as it does; one that does not still fails, later.
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
