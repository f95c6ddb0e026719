import type { FullConfig } from '@playwright/test';
import { RELEASES, startWordPress } from '../../scripts/wordpress.mjs';

/**
 * Starts a WordPress of each release the cms tests run on (playwright.cms.config.ts: Debian 12's 6.1 and Debian 13's
 * current one), side by side; what the tests need reaches them through the environment (never logged).
 */
export default async function globalSetup(config: FullConfig) {
  const started = performance.now();
  const keep = process.env.KEEP === '1';
  // The releases the config's projects run (all, or the one CMS_WORDPRESS names).
  const releases = RELEASES.filter((release) =>
    config.projects.some((project) => project.metadata.wordpress === release),
  );
  const results = await Promise.allSettled(releases.map((release) => startWordPress({ keep, release })));
  const sites = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(sites.map((site) => site.stop()));
    throw failed.reason;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`cms: WordPress ${sites.map((site) => `${site.release} ${site.url}`).join(', ')} ready in ${seconds} s`);
  process.env.COURSIFY_WP = JSON.stringify(
    Object.fromEntries(
      sites.map(({ url, dir, admin, users, release, wordpress }) => [
        release,
        { url, dir, admin, users, release, wordpress },
      ]),
    ),
  );
  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
  };
}
