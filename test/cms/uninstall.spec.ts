/**
 * Last (its own project): the plugin adds nothing to a page that does not use it, and deactivating then deleting it
 * (which runs uninstall.php) leaves no option and no file; then the zip installs again through the admin's upload.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, rest, restAs, site, sql } from './wp';

const PLUGIN = 'coursify-elements/coursify-elements';

test('no bytes on a page without a block; deactivate + delete leave no option or file', async ({ request }) => {
  const admin = await restAs(site().admin);
  const post = await rest(admin, 'POST', '/wp/v2/posts', {
    title: 'Without elements',
    content: '<!-- wp:paragraph -->\n<p>Plain.</p>\n<!-- /wp:paragraph -->',
    status: 'publish',
  });
  const withPlugin = await (await request.get(post.link)).text();

  const inactive = await rest(admin, 'POST', `/wp/v2/plugins/${PLUGIN}`, { status: 'inactive' });
  expect(inactive.status).toBe('inactive');
  const withoutPlugin = await (await request.get(post.link)).text();
  const added = Buffer.byteLength(withPlugin) - Buffer.byteLength(withoutPlugin);
  console.log(`cms: bytes the plugin adds to a page without a block: ${added}`);
  expect(withPlugin).toBe(withoutPlugin);

  await rest(admin, 'DELETE', `/wp/v2/plugins/${PLUGIN}`);
  await admin.dispose();
  expect(existsSync(join(site().dir, 'wp-content/plugins/coursify-elements'))).toBe(false);
  expect(sql("SELECT option_name FROM wp_options WHERE option_name LIKE '%coursify%'")).toEqual([]);
  // No option still names the plugin, but WordPress's own list of recently deactivated plugins.
  expect(
    sql("SELECT option_name FROM wp_options WHERE option_value LIKE '%coursify-elements%'").filter(
      (name) => name !== 'recently_activated',
    ),
  ).toEqual([]);
});

test('the built zip installs through Plugins → Add New → Upload Plugin, and activates', async ({ page }) => {
  await logIn(page, site().admin);
  await page.goto(`${site().url}/wp-admin/plugin-install.php?tab=upload`);
  await page.setInputFiles('#pluginzip', resolve(import.meta.dirname, '../../dist/wordpress/coursify-elements.zip'));
  await page.click('#install-plugin-submit');
  await expect(page.locator('#wpbody-content')).toContainText('Plugin installed successfully.');
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(page.locator('#message')).toContainText('Plugin activated.');
  expect(existsSync(join(site().dir, 'wp-content/plugins/coursify-elements/lite/autoloader.js'))).toBe(true);
});
