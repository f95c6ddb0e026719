/**
 * The shortcodes, for classic themes and page builders: JSON cannot sit in a shortcode attribute (no "]"), so it
 * comes base64-encoded, or from a URL on the same site. Anything else is refused with a visible message.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runPhp } from '../../scripts/wordpress.mjs';
import { cards, courses, expectCatalog, expectGrid, rest, restAs, site, visit } from './wp';

const shortcodeBlock = (code: string) => `<!-- wp:shortcode -->\n${code}\n<!-- /wp:shortcode -->`;

test('[coursify_ecosystem_grid base64] and [coursify_course_catalog src] render for a visitor', async ({ browser }) => {
  const items = cards('shortcode');
  const list = courses('shortcode');
  // A JSON file on the same site (as an upload would be).
  writeFileSync(join(site().dir, 'wp-content/uploads/courses.json'), JSON.stringify(list));
  const base64 = Buffer.from(JSON.stringify(items)).toString('base64');
  const author = await restAs(site().users.author);
  const post = await rest(author, 'POST', '/wp/v2/posts', {
    title: 'Shortcodes',
    content: [
      shortcodeBlock(`[coursify_ecosystem_grid base64="${base64}" heading-level="3" label="Our apps"]`),
      shortcodeBlock('[coursify_course_catalog src="/wp-content/uploads/courses.json" hide-sort currency="EUR"]'),
    ].join('\n'),
    status: 'publish',
  });
  await author.dispose();
  const { page, errors, close } = await visit(browser, post.link);
  await expectGrid(page, items);
  await expect(page.locator('ecosystem-grid')).toHaveAttribute('label', 'Our apps');
  await expect(page.locator('ecosystem-grid [part~="card-title"]').first()).toHaveJSProperty('tagName', 'H3');
  await expectCatalog(page, list);
  await expect(page.locator('course-catalog [part~="sort"]')).toHaveCount(0);
  expect(errors).toEqual([]);
  await close();
});

test('a shortcode with unusable data says so on the page, never showing demo data', async ({ browser }) => {
  const author = await restAs(site().users.author);
  const post = await rest(author, 'POST', '/wp/v2/posts', {
    title: 'Bad shortcodes',
    content: [
      shortcodeBlock('[coursify_ecosystem_grid base64="bm90IGpzb24="]'),
      shortcodeBlock('[coursify_course_catalog src="http://127.0.0.1:1/courses.json"]'),
    ].join('\n'),
    status: 'publish',
  });
  await author.dispose();
  const { page, close } = await visit(browser, post.link);
  await expect(page.locator('.coursify-elements-error')).toHaveText([
    '[coursify_ecosystem_grid]: base64 is not a base64-encoded JSON array.',
    '[coursify_course_catalog]: src must be a URL on this site.',
  ]);
  await expect(page.locator('ecosystem-grid, course-catalog')).toHaveCount(0);
  await close();
});

test('on a classic theme (Twenty Twenty-One), a classic post with the shortcode renders', async ({ browser }) => {
  const items = cards('classic');
  const base64 = Buffer.from(JSON.stringify(items)).toString('base64');
  const author = await restAs(site().users.author);
  // Classic content (no block comments): wpautop runs over it, as for a post from the classic editor.
  const post = await rest(author, 'POST', '/wp/v2/posts', {
    title: 'Classic shortcode',
    content: `Our apps:\n\n[coursify_ecosystem_grid base64="${base64}"]\n\nThat is all.`,
    status: 'publish',
  });
  await author.dispose();
  expect(runPhp("switch_theme('twentytwentyone'); echo get_stylesheet();", site())).toBe('twentytwentyone');
  try {
    const { page, errors, close } = await visit(browser, post.link);
    // The classic theme's own stylesheet, not the block theme's.
    await expect(page.locator('link[href*="/themes/twentytwentyone/"]').first()).toBeAttached();
    await expectGrid(page, items);
    await expect(page.locator('script[src*="/coursify-elements/lite/autoloader.js"]')).toHaveAttribute(
      'type',
      'module',
    );
    expect(errors).toEqual([]);
    await close();

    // The blog index: with excerpts (the theme's default) no element is shown, and no script is added; with whole
    // posts the grid is shown, and the autoloader is added then (in the footer).
    const excerpts = await visit(browser, `${site().url}/`);
    await expect(excerpts.page.getByRole('heading', { name: 'Classic shortcode' })).toBeVisible();
    await expect(excerpts.page.locator('ecosystem-grid, course-catalog')).toHaveCount(0);
    // (An Author's Custom HTML post with a catalog is among them: excerpts are made by running the_content.)
    await expect(excerpts.page.locator('script[src*="/coursify-elements/"]')).toHaveCount(0);
    await excerpts.close();
    runPhp("set_theme_mod('display_excerpt_or_full_post', 'full');", site());
    const home = await visit(browser, `${site().url}/`);
    const article = home.page.locator('article', {
      has: home.page.getByRole('heading', { name: 'Classic shortcode' }),
    });
    await expect(article.locator('ecosystem-grid [part~="card-title"]')).toHaveText(items.map((item) => item.title));
    // Once, in the footer (the head was printed before the content was rendered).
    await expect(home.page.locator('script[src*="/coursify-elements/lite/autoloader.js"]')).toHaveCount(1);
    await expect(home.page.locator('body script[src*="/coursify-elements/lite/autoloader.js"]')).toHaveAttribute(
      'type',
      'module',
    );
    expect(home.errors).toEqual([]);
    await home.close();
  } finally {
    runPhp("switch_theme('twentytwentythree');", site());
  }
});
