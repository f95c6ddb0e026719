/**
 * The site's language (the WPLANG option, with Debian's wordpress-l10n core translations of the same release):
 * German → the blocks' editor UI in German (block titles from PHP, the forms through wp.i18n) and the elements in
 * German; Arabic → the elements right to left, and the admin too. Also on a theme that writes no `lang` or `dir`
 * on <html> (a must-use plugin takes them away for `?no-lang`): the block's own wrapper carries the site's.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { attributeJson } from '../../cms/wordpress/src/model';
import { runPhp } from '../../scripts/wordpress.mjs';
import { cards, closeWelcomeGuide, courses, logIn, rest, restAs, site, visit } from './wp';

/** Sets the site's language (the WPLANG option; '' is English) through the site's own PHP. */
function setSiteLanguage(locale: string) {
  expect(runPhp(`update_option('WPLANG', ${JSON.stringify(locale)}); echo get_option('WPLANG');`, site())).toBe(locale);
}

const NO_LANG = `<?php
// Written by test/cms/language.spec.ts for one test: with ?no-lang the theme writes no lang or dir on <html>.
add_filter( 'language_attributes', function ( $output ) { return isset( $_GET['no-lang'] ) ? '' : $output; } );
`;

type EditorData = {
  select: (store: string) => { getBlocks: () => Array<{ clientId: string; name: string; isValid: boolean }> };
  dispatch: (store: string) => { selectBlock: (clientId: string) => void };
};

/** Selects the post's block named `name` in the editor, so its form shows. */
async function selectBlock(page: Page, name: string) {
  await page.evaluate((blockName) => {
    const { data } = (window as unknown as { wp: { data: EditorData } }).wp;
    const block = data
      .select('core/block-editor')
      .getBlocks()
      .find((candidate) => candidate.name === blockName);
    if (block) data.dispatch('core/block-editor').selectBlock(block.clientId);
  }, name);
}

test('German site: the blocks’ editor UI and the elements in German; Arabic: the elements and the admin right to left', async ({
  browser,
}) => {
  test.slow(); // four visits and the block editor: on a busy machine more than a minute
  const { users, url } = site();
  const muPlugins = join(site().dir, 'wp-content/mu-plugins');
  mkdirSync(muPlugins, { recursive: true });
  writeFileSync(join(muPlugins, 'coursify-test-no-lang.php'), NO_LANG);
  const author = await restAs(users.author);
  const post = await rest(author, 'POST', '/wp/v2/posts', {
    title: 'In the site’s language',
    content: [
      `<!-- wp:coursify/ecosystem-grid ${JSON.stringify({ items: attributeJson(cards('lang')) })} /-->`,
      `<!-- wp:coursify/course-catalog ${JSON.stringify({ courses: attributeJson(courses('lang')) })} /-->`,
    ].join('\n\n'),
    status: 'publish',
  });
  try {
    setSiteLanguage('de_DE');
    for (const query of ['', '&no-lang']) {
      const { page, errors, close } = await visit(browser, `${post.link}${query}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(query ? null : 'de-DE');
      await expect(page.locator('.wp-block-coursify-course-catalog')).toHaveAttribute('lang', 'de-DE');
      await expect(page.locator('course-catalog').getByRole('searchbox', { name: 'Kurse durchsuchen' })).toBeVisible();
      await expect(page.locator('ecosystem-grid [part~="grid"]')).toHaveAttribute('aria-label', 'Apps des Ökosystems');
      expect(errors).toEqual([]);
      await close();
    }

    // The editor, as the Author: block titles (PHP's .mo), the forms (the editor script's JSON) and the canvas.
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, users.author);
    await page.goto(`${url}/wp-admin/post.php?post=${post.id}&action=edit`);
    await closeWelcomeGuide(page);
    await page.waitForFunction(
      () =>
        ((window as unknown as { wp?: { data?: EditorData } }).wp?.data?.select('core/block-editor').getBlocks()
          .length ?? 0) === 2,
      undefined,
      { timeout: 30_000 },
    );
    const titles = await page.evaluate(() =>
      ['coursify/ecosystem-grid', 'coursify/course-catalog'].map(
        (name) =>
          (
            window as unknown as { wp: { blocks: { getBlockType: (name: string) => { title: string } } } }
          ).wp.blocks.getBlockType(name).title,
      ),
    );
    expect(titles).toEqual(['Ökosystem-Raster', 'Kurskatalog']);
    await selectBlock(page, 'coursify/ecosystem-grid');
    const grid = page.locator('.wp-block-coursify-ecosystem-grid');
    const card = grid.getByRole('group', { name: 'Karte 1' });
    await expect(card.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue('Planner lang');
    await expect(card.getByRole('button', { name: 'Nach unten' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Karte entfernen' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Karte hinzufügen' })).toBeVisible();
    await expect(grid.getByRole('checkbox', { name: 'Karten der bald erscheinenden Apps ausblenden' })).toBeVisible();
    await selectBlock(page, 'coursify/course-catalog');
    const catalog = page.locator('.wp-block-coursify-course-catalog');
    await expect(
      catalog.getByRole('group', { name: 'Kurs 2' }).getByRole('textbox', { name: 'Lehrkraft' }),
    ).toHaveValue('Edgar');
    await expect(catalog.getByRole('button', { name: 'Kurs hinzufügen' })).toBeVisible();
    await expect(catalog.getByRole('checkbox', { name: 'Suchfeld ausblenden' })).toBeVisible();
    await expect(catalog.getByRole('textbox', { name: 'Währung (ISO 4217, z. B. EUR)' })).toBeVisible();
    // The real element in the canvas, in German too.
    await expect(catalog.locator('course-catalog').getByRole('searchbox', { name: 'Kurse durchsuchen' })).toBeVisible();
    await context.close();

    setSiteLanguage('ar');
    for (const query of ['', '&no-lang']) {
      const { page: arabic, errors, close } = await visit(browser, `${post.link}${query}`);
      await expect(arabic.locator('.wp-block-coursify-course-catalog')).toHaveAttribute('dir', 'rtl');
      await expect(arabic.locator('course-catalog [part~="root"]')).toHaveAttribute('dir', 'rtl');
      await expect(arabic.locator('ecosystem-grid [part~="root"]')).toHaveAttribute('dir', 'rtl');
      await expect(arabic.locator('course-catalog').getByRole('searchbox', { name: 'البحث في الدورات' })).toBeVisible();
      expect(errors).toEqual([]);
      await close();
    }
    const admin = await author.api.get(`${url}/wp-admin/`);
    expect(await admin.text()).toMatch(/<html[^>]*\sdir="rtl"/);
  } finally {
    setSiteLanguage('');
    rmSync(join(muPlugins, 'coursify-test-no-lang.php'), { force: true });
    await author.dispose();
  }
});
