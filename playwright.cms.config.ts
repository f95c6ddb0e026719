import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.mjs';

/**
 * The cms stage (npm run test:cms): the built WordPress plugin (dist/wordpress/coursify-elements.zip) on real
 * WordPress sites that test/cms/global-setup.ts starts (scripts/wordpress.mjs) and stops: Debian 12's 6.1 and the
 * current release (Debian 13's `wordpress` package), the same specs on each. A site's state is shared, so one
 * worker: per release the blocks, the editor and the shortcode first, then uninstalling (a project of its own, last).
 * `CMS_WORDPRESS=packaged` (or `current`) runs one release: one site started, its specs alone.
 */
const ALL_RELEASES = [
  { name: '6.1', wordpress: 'packaged' },
  { name: 'current', wordpress: 'current' },
];
const only = process.env.CMS_WORDPRESS;
const RELEASES = only ? ALL_RELEASES.filter(({ wordpress }) => wordpress === only) : ALL_RELEASES;
if (RELEASES.length === 0) {
  throw new Error(`CMS_WORDPRESS must be one of ${ALL_RELEASES.map(({ wordpress }) => wordpress).join(', ')}`);
}
export default defineConfig({
  testDir: 'test/cms',
  // Runs of one release each, side by side, must not clear each other's results.
  outputDir: `test-results/cms-${only ?? 'all'}`,
  globalSetup: './test/cms/global-setup.ts',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // The block editor takes most of a minute for the longest test while other stages load the machine.
  timeout: 120_000,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: RELEASES.flatMap(({ name, wordpress }) => [
    { name: `site ${name}`, testIgnore: /uninstall\.spec\.ts$/, metadata: { wordpress } },
    {
      name: `uninstall ${name}`,
      testMatch: /uninstall\.spec\.ts$/,
      dependencies: [`site ${name}`],
      metadata: { wordpress },
    },
  ]),
});
