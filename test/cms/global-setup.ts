import { startWordPress } from '../../scripts/wordpress.mjs';

/** Starts the WordPress of the cms tests; what the tests need reaches them through the environment (never logged). */
export default async function globalSetup() {
  const started = performance.now();
  const site = await startWordPress({ keep: process.env.KEEP === '1' });
  console.log(`cms: WordPress ${site.url} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.env.COURSIFY_WP = JSON.stringify({ url: site.url, dir: site.dir, admin: site.admin, users: site.users });
  return async () => {
    await site.stop();
  };
}
