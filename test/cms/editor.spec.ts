/**
 * The real block editor, driven as an Author would: insert "Ecosystem grid" from the inserter, add a card through
 * the block's form, see the card in the editor canvas (the real element, live), publish, and a visitor sees it.
 */
import { expect, test } from '@playwright/test';
import { logIn, site, visit } from './wp';

test('an Author inserts the grid block, adds a card, sees it live, and publishes it', async ({ page, browser }) => {
  const { url, users } = site();
  await logIn(page, users.author);
  await page.goto(`${url}/wp-admin/post-new.php`);
  // The welcome guide would cover the editor.
  await page.waitForFunction(() => Boolean((window as unknown as { wp?: { data?: unknown } }).wp?.data));
  await page.evaluate(() => {
    type Data = {
      select: (store: string) => { isFeatureActive: (name: string) => boolean };
      dispatch: (store: string) => { toggleFeature: (name: string) => void };
    };
    const { data } = (window as unknown as { wp: { data: Data } }).wp;
    if (data.select('core/edit-post').isFeatureActive('welcomeGuide'))
      data.dispatch('core/edit-post').toggleFeature('welcomeGuide');
  });
  await page.getByRole('textbox', { name: 'Add title' }).fill('Made in the editor');

  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByPlaceholder('Search').fill('Ecosystem grid');
  await page.getByRole('option', { name: 'Ecosystem grid' }).click();

  const block = page.locator('.wp-block-coursify-ecosystem-grid');
  await block.getByRole('button', { name: 'Add card' }).click();
  // The parser's own message for the empty card, until its title is typed.
  await expect(block.locator('.coursify-elements-problems')).toContainText('items[0].title: expected non-empty text');
  await block.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed in the editor');
  await block.getByRole('textbox', { name: 'Description', exact: true }).fill('A card from the block form.');
  await block.getByRole('textbox', { name: 'Link', exact: true }).fill(`${url}/apps/typed/`);
  await expect(block.locator('.coursify-elements-problems')).toHaveCount(0);
  // The real element in the canvas, updated as the Author types.
  await expect(block.locator('ecosystem-grid [part~="card-title"]')).toHaveText(['Typed in the editor']);
  await block.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed in the editor, twice');
  await expect(block.locator('ecosystem-grid [part~="card-title"]')).toHaveText(['Typed in the editor, twice']);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Editor publish' })).toContainText('is now live');
  const link = await page.evaluate(() =>
    (window as unknown as { wp: { data: { select: (store: string) => { getPermalink: () => string } } } }).wp.data
      .select('core/editor')
      .getPermalink(),
  );

  const visitor = await visit(browser, link);
  await expect(visitor.page.locator('ecosystem-grid [part~="card-title"]')).toHaveText(['Typed in the editor, twice']);
  await expect(visitor.page.locator('ecosystem-grid [part~="button-explore"]')).toHaveAttribute(
    'href',
    `${url}/apps/typed/`,
  );
  expect(visitor.errors).toEqual([]);
  await visitor.close();
});
