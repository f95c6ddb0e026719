/**
 * The real block editor, driven as an Author and as a Contributor would (the Contributor's post then approved by an
 * Editor): insert "Ecosystem grid" and "Course catalog" from the inserter (and, the Author, the "Ecosystem section"
 * pattern),
 * add, reorder and remove cards and add a course through the blocks' forms, see them in the editor canvas (the real
 * elements, live), publish, and a visitor sees them.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { editorBlocks, logIn, rest, restAs, site, visit } from './wp';

/**
 * Clicks the block's Add button until the new item's fieldset is there (once: it checks first). On a busy machine a
 * click right after inserting the block could land while the editor re-rendered it.
 */
async function addItem(block: Locator, button: string, group: string) {
  await expect(async () => {
    if ((await block.getByRole('group', { name: group }).count()) === 0) {
      await block.getByRole('button', { name: button }).click();
    }
    await expect(block.getByRole('group', { name: group })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The editor's inserter button: "Toggle block inserter" in WordPress 6.1, "Block Inserter" in current releases. */
const INSERTER = /^(Toggle block inserter|Block Inserter)$/;

/**
 * Inserts a block from the inserter by its title. The inserter is opened only when closed: WordPress 6.1 closes it
 * after an insertion, current releases keep it open (a second click would close it).
 */
async function insertBlock(page: Page, title: string) {
  const search = page.getByPlaceholder('Search', { exact: true });
  if (!(await search.isVisible())) await page.getByRole('button', { name: INSERTER }).click();
  await search.fill(title);
  // The block, not a pattern the search also finds (the Coursify patterns mention the blocks).
  await page.locator('.block-editor-block-types-list').getByRole('option', { name: title }).click();
}

/** Inserts a block pattern from the inserter's search, by its title (after the selected block). */
async function insertPattern(page: Page, title: string) {
  const search = page.getByPlaceholder('Search', { exact: true });
  if (!(await search.isVisible())) await page.getByRole('button', { name: INSERTER }).click();
  await search.fill(title);
  await page
    .locator('.block-editor-block-patterns-list')
    .getByRole('option', { name: new RegExp(`^${title}`) })
    .click();
}

type EditorData = {
  select: (store: string) => {
    getPermalink: () => string;
    getCurrentPostId: () => number;
    getCurrentPostAttribute: (name: string) => unknown;
    isSavingPost: () => boolean;
  };
};

for (const role of ['author', 'contributor'] as const) {
  test(`${role}: inserts both blocks, adds, reorders and removes items, sees them live; published, a visitor sees them`, async ({
    page,
    browser,
  }) => {
    const { url, users } = site();
    await logIn(page, users[role]);
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
    await page.getByRole('textbox', { name: 'Add title' }).fill(`Made in the editor by the ${role}`);

    await insertBlock(page, 'Ecosystem grid');

    const block = page.locator('.wp-block-coursify-ecosystem-grid');
    await addItem(block, 'Add card', 'Card 1');
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
    await addItem(block, 'Add card', 'Card 2');
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
    await insertBlock(page, 'Course catalog');
    const catalog = page.locator('.wp-block-coursify-course-catalog');
    await addItem(catalog, 'Add course', 'Course 1');
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
    if (role === 'author') {
      // A Coursify pattern, from the inserter: a heading and a grid with its example card, live in the canvas.
      await insertPattern(page, 'Ecosystem section');
      await expect(page.locator('.wp-block-coursify-ecosystem-grid').nth(1).locator('[part~="card-title"]')).toHaveText(
        ['Your first app'],
      );
    }

    const editorState = () =>
      page.evaluate(() => {
        const editor = (window as unknown as { wp: { data: EditorData } }).wp.data.select('core/editor');
        return {
          id: editor.getCurrentPostId(),
          status: editor.getCurrentPostAttribute('status'),
          saving: editor.isSavingPost(),
          link: editor.getPermalink(),
        };
      });
    let link: string;
    if (role === 'author') {
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page
        .getByRole('region', { name: 'Editor publish' })
        .getByRole('button', { name: 'Publish', exact: true })
        .click();
      await expect(page.getByRole('region', { name: 'Editor publish' })).toContainText('is now live');
      link = (await editorState()).link;
    } else {
      // A Contributor submits for review; an Editor opens the post (the blocks valid, as the Contributor saved
      // them through kses) and publishes it.
      // 6.1's header button says Publish for a Contributor too, current releases' Submit for Review; the panel it
      // opens says Submit for Review.
      await page
        .getByRole('region', { name: 'Editor top bar' })
        .getByRole('button', { name: /^(Publish|Submit for Review)$/ })
        .click();
      await page
        .getByRole('region', { name: 'Editor publish' })
        .getByRole('button', { name: 'Submit for Review', exact: true })
        .click();
      await expect
        .poll(async () => {
          const state = await editorState();
          return state.saving ? 'saving' : state.status;
        })
        .toBe('pending');
      const { id } = await editorState();
      const blocks = await editorBlocks(browser, users.editor, id);
      expect(blocks.map(({ name, isValid }) => ({ name, isValid }))).toEqual([
        { name: 'coursify/ecosystem-grid', isValid: true },
        { name: 'coursify/course-catalog', isValid: true },
      ]);
      const editor = await restAs(users.editor);
      link = (await rest(editor, 'POST', `/wp/v2/posts/${id}`, { status: 'publish' })).link;
      await editor.dispose();
    }

    const visitor = await visit(browser, link);
    await expect(visitor.page.locator('ecosystem-grid [part~="card-title"]')).toHaveText([
      'Typed in the editor, twice',
      ...(role === 'author' ? ['Your first app'] : []),
    ]);
    if (role === 'author') await expect(visitor.page.getByRole('heading', { name: 'Our apps' })).toBeVisible();
    await expect(visitor.page.locator('course-catalog [part~="card-title"]')).toHaveText(['Editor course']);
    await expect(visitor.page.locator('course-catalog [part~="button-syllabus"]')).toHaveAttribute(
      'href',
      `${url}/courses/editor/syllabus`,
    );
    await expect(visitor.page.locator('ecosystem-grid [part~="button-explore"]').first()).toHaveAttribute(
      'href',
      `${url}/apps/typed/`,
    );
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
}
