import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/**
 * The cms stage (npm run test:cms): the built WordPress plugin (dist/wordpress/coursify-elements.zip) on a real
 * WordPress 6.1 that test/cms/global-setup.ts starts (scripts/wordpress.mjs) and stops. The site's state is shared,
 * so one worker: the blocks and the shortcode first, then uninstalling (a project of its own, run last).
 */
export default defineConfig({
  testDir: 'test/cms',
  globalSetup: './test/cms/global-setup.ts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /uninstall\.spec\.ts$/ },
    { name: 'uninstall', testMatch: /uninstall\.spec\.ts$/, dependencies: ['site'] },
  ],
});
