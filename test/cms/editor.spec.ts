/**
 * The real block editor, driven as an Author would: insert "Ecosystem grid" and "Course catalog" from the inserter,
 * add, reorder and remove cards and add a course through the blocks' forms, see them in the editor canvas (the real
 * elements, live), publish, and a visitor sees them.
 */
import { expect, test } from '@playwright/test';
import { logIn, site, visit } from './wp';

test('an Author inserts both blocks, adds, reorders and removes items, sees them live, and publishes', async ({
  page,
  browser,
}) => {
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

  // A second card, moved up, then the first removed: the canvas follows each step.
  await block.getByRole('button', { name: 'Add card' }).click();
  const second = block.getByRole('group', { name: 'Card 2' });
  await second.getByRole('textbox', { name: 'Title', exact: true }).fill('Second card');
  await second.getByRole('textbox', { name: 'Description', exact: true }).fill('Added second.');
  await second.getByRole('textbox', { name: 'Link', exact: true }).fill(`${url}/apps/second/`);
  const canvasTitles = block.locator('ecosystem-grid [part~="card-title"]');
  await expect(canvasTitles).toHaveText(['Typed in the editor, twice', 'Second card']);
  await second.getByRole('button', { name: 'Move up' }).click();
  await expect(canvasTitles).toHaveText(['Second card', 'Typed in the editor, twice']);
  await block.getByRole('group', { name: 'Card 1' }).getByRole('button', { name: 'Remove card' }).click();
  await expect(canvasTitles).toHaveText(['Typed in the editor, twice']);

  // The catalog block, after the grid.
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByPlaceholder('Search').fill('Course catalog');
  await page.getByRole('option', { name: 'Course catalog' }).click();
  const catalog = page.locator('.wp-block-coursify-course-catalog');
  await catalog.getByRole('button', { name: 'Add course' }).click();
  const course = catalog.getByRole('group', { name: 'Course 1' });
  const fields: Array<[string, string]> = [
    ['Title', 'Editor course'],
    ['Description', 'Written in the block form.'],
    ['Instructor', 'Grace'],
    ['Duration', '1 week'],
    ['Syllabus link', `${url}/courses/editor/syllabus`],
    ['Course link', `${url}/courses/editor/`],
  ];
  for (const [name, value] of fields) await course.getByRole('textbox', { name, exact: true }).fill(value);
  await expect(catalog.locator('.coursify-elements-problems')).toHaveCount(0);
  await expect(catalog.locator('course-catalog [part~="card-title"]')).toHaveText(['Editor course']);

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
  await expect(visitor.page.locator('course-catalog [part~="card-title"]')).toHaveText(['Editor course']);
  await expect(visitor.page.locator('course-catalog [part~="button-syllabus"]')).toHaveAttribute(
    'href',
    `${url}/courses/editor/syllabus`,
  );
  await expect(visitor.page.locator('ecosystem-grid [part~="button-explore"]')).toHaveAttribute(
    'href',
    `${url}/apps/typed/`,
  );
  expect(visitor.errors).toEqual([]);
  await visitor.close();
});
