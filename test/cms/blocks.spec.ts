/**
 * Authors and Contributors (no unfiltered_html: kses filters what they save, the block comments' values too) publish
 * both blocks through the REST API, with the markup the plugin's own editor script saves (the block comment only);
 * an anonymous visitor sees the given cards and courses, rendered by the server.
 */
import { expect, test } from '@playwright/test';
import { attributeJson, decodeEntities } from '../../cms/wordpress/src/model';
import {
  cards,
  courses,
  editorBlocks,
  expectCatalog,
  expectGrid,
  rest,
  restAs,
  serializedBlocks,
  site,
  visit,
} from './wp';

for (const role of ['author', 'contributor'] as const) {
  test(`${role}: a post with both blocks survives kses and renders for a visitor`, async ({ browser }) => {
    const { users } = site();
    const items = cards(role);
    const list = courses(role);
    const blocks = await serializedBlocks(browser, users[role], [
      ['coursify/ecosystem-grid', { items: attributeJson(items), label: 'Apps & tools' }],
      ['coursify/course-catalog', { courses: attributeJson(list), currency: 'EUR' }],
    ]);
    // What kses must remove for these roles (proof that it ran): a tag not allow-listed, and a script.
    const content = `${blocks}\n<!-- wp:html -->\n<site-navbar></site-navbar><script>window.injected = 1;</script>\n<!-- /wp:html -->`;

    const writer = await restAs(users[role]);
    const created = await rest(writer, 'POST', '/wp/v2/posts', {
      title: `Coursify blocks by the ${role}`,
      content,
      status: role === 'author' ? 'publish' : 'pending',
    });
    await writer.dispose();

    if (role === 'contributor') {
      const editor = await restAs(users.editor);
      const published = await rest(editor, 'POST', `/wp/v2/posts/${created.id}`, { status: 'publish' });
      expect(published.status).toBe('publish');
      await editor.dispose();
    }
    const stored = await restAs(users.editor);
    const raw: string = (await rest(stored, 'GET', `/wp/v2/posts/${created.id}?context=edit`)).content.raw;
    await stored.dispose();
    // The blocks save their comment only (the server renders the element).
    expect(raw).toContain('<!-- wp:coursify/ecosystem-grid {"items":"');
    expect(raw).toContain('<!-- wp:coursify/course-catalog {"courses":"');
    expect(raw).not.toMatch(/<(ecosystem-grid|course-catalog)\b/);
    expect(raw).not.toContain('<site-navbar');
    expect(raw).not.toContain('<script');

    // Reopened in the block editor after kses: valid blocks, the data unchanged (by whoever may edit it now).
    const reopened = await editorBlocks(browser, role === 'author' ? users.author : users.editor, created.id);
    const ours = reopened.filter((block) => block.name.startsWith('coursify/'));
    expect(ours.map(({ name, isValid }) => ({ name, isValid }))).toEqual([
      { name: 'coursify/ecosystem-grid', isValid: true },
      { name: 'coursify/course-catalog', isValid: true },
    ]);
    expect(JSON.parse(String(ours[0].attributes.items))).toEqual(items);
    // kses keeps the label as HTML text ("&" as "&amp;"), which the page and the editor's preview show as "&".
    expect(decodeEntities(String(ours[0].attributes.label))).toBe('Apps & tools');
    expect(JSON.parse(String(ours[1].attributes.courses))).toEqual(list);

    const { page, errors, close } = await visit(browser, created.link);
    await expectGrid(page, items);
    await expect(page.locator('ecosystem-grid [part~="card-description"]').first()).toHaveText(items[0].description);
    await expect(page.locator('ecosystem-grid [part~="grid"]')).toHaveAttribute('aria-label', 'Apps & tools');
    await expectCatalog(page, list);
    await expect(page.locator('course-catalog [part~="card-price"]').nth(1)).toContainText('12');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(errors).toEqual([]);
    // The autoloader, as a module, from the plugin's own copy of the lite build.
    const script = page.locator('head script[src*="/coursify-elements/lite/autoloader.js"]');
    await expect(script).toHaveAttribute('type', 'module');
    expect(new URL((await script.getAttribute('src')) ?? '').origin).toBe(site().url);
    await close();
  });
}

test("an Author's Custom HTML block with the docs' attribute form (single quotes) survives and renders", async ({
  browser,
}) => {
  const list = courses('html');
  // As the docs' snippet writes it: the JSON in single quotes (no quote in the data here).
  const snippet = `<course-catalog courses='${JSON.stringify(list)}' hide-filters></course-catalog>`;
  const author = await restAs(site().users.author);
  const post = await rest(author, 'POST', '/wp/v2/posts', {
    title: 'Custom HTML',
    content: `<!-- wp:html -->\n${snippet}\n<!-- /wp:html -->`,
    status: 'publish',
  });
  await author.dispose();
  const { page, errors, close } = await visit(browser, post.link);
  await expectCatalog(page, list);
  await expect(page.locator('course-catalog [part~="filter"]')).toHaveCount(0);
  expect(errors).toEqual([]);
  await close();
});

test('a page without a block, shortcode or tag gets no script from the plugin', async ({ browser }) => {
  const author = await restAs(site().users.author);
  const post = await rest(author, 'POST', '/wp/v2/posts', {
    title: 'Plain post',
    content: '<!-- wp:paragraph -->\n<p>Nothing of Coursify here.</p>\n<!-- /wp:paragraph -->',
    status: 'publish',
  });
  await author.dispose();
  const { page, errors, close } = await visit(browser, post.link);
  expect(await page.content()).not.toMatch(/coursify-elements/i);
  expect(errors).toEqual([]);
  await close();
});
