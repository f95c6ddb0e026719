/**
 * The element docs in the built shell: /docs/elements and a page per element made from the manifest (checked
 * against dist/custom-elements.json, not a list written here), the live playground (controls, event log, theme,
 * tokens, snippets, Copy), the CMS snippet builder, links from the navbar and footer, axe in both themes, and a
 * keyboard path.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DARK, THEME_KEY, tabTo } from './prefs-helpers';

type Named = { name: string };
type Declaration = {
  tagName?: string;
  customElement?: boolean;
  attributes: Named[];
  events: Named[];
  slots: Named[];
  cssParts: Named[];
  cssProperties: Named[];
};
const MANIFEST: { modules: { declarations: Declaration[] }[] } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../dist/custom-elements.json'), 'utf8'),
);
const ELEMENTS = MANIFEST.modules.flatMap((m) => m.declarations).filter((d) => d.customElement && d.tagName);
const names = (items: Named[]) => items.map((item) => item.name);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The text of one column of a table under the given heading, a row per item. */
const column = (page: Page, table: string, index: number) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => (row.children[i].textContent ?? '').trim()), index);

const stage = (page: Page, tag: string) => page.getByTestId('stage').locator(tag);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** Titles of the cards a grid or catalog shows, in order (inside its shadow root). */
const cardTitles = (element: Locator) => element.locator('[part~="card-title"]').allInnerTexts();

test.describe('element docs', () => {
  test('reached from the public navbar and the landing footer; the index lists every element of the manifest', async ({
    page,
  }) => {
    expect(ELEMENTS).toHaveLength(7);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Elements: docs and playground' }).click();
    await expect(page).toHaveURL('/docs/elements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elements');
    const links = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(links).toHaveText(ELEMENTS.map((e) => `<${e.tagName}>`));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      ELEMENTS.map((e) => `/docs/elements/${e.tagName}`),
    );
    await expectNoAxeViolations(page);

    await page.goto('/public/pages/about');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('link', { name: 'Elements' }).click();
    await expect(page).toHaveURL('/docs/elements');
    await expect(navbar.getByRole('link', { name: 'Elements' })).toHaveAttribute('aria-current', 'page');
  });

  test("each element's page shows the manifest's attributes, events, slots, parts and custom properties", async ({
    page,
  }) => {
    await page.goto(`/docs/elements/${ELEMENTS[0].tagName}`);
    for (const element of ELEMENTS) {
      const tag = element.tagName as string;
      // Client-side, through the docs' own element links (and the route announcement moves focus to the h1).
      await page
        .getByRole('navigation', { name: 'Elements' })
        .getByRole('link', { name: `<${tag}>` })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`<${tag}>`);
      await expect(stage(page, tag)).toBeAttached();
      expect(await column(page, 'Properties and attributes', 1), tag).toEqual(names(element.attributes));
      expect(await column(page, 'Events', 0), tag).toEqual(names(element.events));
      expect(await column(page, 'CSS parts', 0), tag).toEqual(names(element.cssParts));
      expect(await column(page, 'CSS custom properties', 0), tag).toEqual(names(element.cssProperties));
      if (element.slots.length > 0) expect(await column(page, 'Slots', 0), tag).toEqual(names(element.slots));
      else await expect(page.getByRole('table', { name: 'Slots' })).toHaveCount(0);
    }
    // A tag the manifest lacks, or a builder for an element that has none: the shell's not-found screen.
    for (const path of ['/docs/elements/no-such-element', '/docs/elements/site-navbar/builder']) {
      await page.goto(path);
      await expect(page.getByText('404 Not Found')).toBeVisible();
    }
  });

  test('playground: a control sets the attribute and changes the element; events are logged; Copy copies', async ({
    page,
  }) => {
    await page.goto('/docs/elements/course-catalog');
    const catalog = stage(page, 'course-catalog');
    await expect(catalog.locator('[part~="filter"]')).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'hide-filters' }).check();
    await expect(catalog).toHaveAttribute('hide-filters', '');
    await expect(catalog.locator('[part~="filter"]')).toHaveCount(0);
    await page.getByRole('spinbutton', { name: /^page-size/ }).fill('2');
    await expect(catalog).toHaveAttribute('page-size', '2');
    await expect(catalog.locator('[part~="card"]')).toHaveCount(2);

    // The event, with its detail, and the link kept on this page (cancel is on by default).
    await catalog.getByRole('link', { name: 'Syllabus for Java Programming' }).click();
    const log = page.getByRole('log', { name: 'Event log' });
    await expect(log).toContainText('course-navigate (default prevented) detail: {"course":{');
    await expect(log).toContainText('"target":"syllabus"');
    await expect(page).toHaveURL('/docs/elements/course-catalog');

    // Theme: the element's own attribute, independent of the page; a colour token (the -dark twin when dark).
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(catalog).toHaveAttribute('theme', 'dark');
    expect(await catalog.evaluate((el) => el.matches(':state(dark)'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    const price = catalog.locator('[part~="card-price"]').first();
    const before = await price.evaluate((el) => getComputedStyle(el).color);
    await page.getByLabel('--cf-color-primary-dark').fill('#ff0000');
    await expect(catalog).toHaveAttribute('style', '--cf-color-primary-dark: #ff0000;');
    await expect.poll(() => price.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
    expect(before).not.toBe('rgb(255, 0, 0)');

    const code = page.getByRole('region', { name: 'HTML code' });
    await expect(code).toContainText(
      '<course-catalog page-size="2" hide-filters theme="dark" style="--cf-color-primary-dark: #ff0000"></course-catalog>',
    );
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    expect(await clipboard(page)).toBe(await code.textContent());

    await page.getByRole('tab', { name: 'React' }).click();
    await expect(page.getByRole('region', { name: 'React code' })).toContainText('<CourseCatalog');
    await expect(page.getByRole('region', { name: 'React code' })).toContainText('pageSize={2}');
  });

  test('builder: add, remove and reorder update the live grid and the HTML; a bad entry shows its own message', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/docs/elements/ecosystem-grid/builder');
    const grid = page.locator('ecosystem-grid');
    await expect.poll(() => cardTitles(grid)).toEqual(['Todo', 'Accounts', 'Work Tracker', 'Learning Courses']);
    const card = (n: number) => page.getByRole('group', { name: new RegExp(`^Card ${n}:`) });

    // Move up to the top: Move up is gone there, so focus stays on the same card's Move down.
    await card(2).getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => cardTitles(grid)).toEqual(['Accounts', 'Todo', 'Work Tracker', 'Learning Courses']);
    await expect(card(1)).toHaveAccessibleName('Card 1: Accounts');
    await expect(card(1).getByRole('button', { name: 'Move down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(grid)).toEqual(['Todo', 'Accounts', 'Work Tracker', 'Learning Courses']);
    await expect(card(2).getByRole('button', { name: 'Move down' })).toBeFocused();

    await card(3).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => cardTitles(grid)).toEqual(['Todo', 'Accounts', 'Learning Courses']);
    await page.getByRole('button', { name: 'Add a card' }).click();
    const title = card(4).getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await title.fill('Weather');
    await expect.poll(() => cardTitles(grid)).toEqual(['Todo', 'Accounts', 'Weather', 'Learning Courses']);

    // An empty title: the message beside the card and in the list is the one the live element logged.
    await card(1).getByRole('textbox', { name: 'Title' }).fill('');
    const message = '<ecosystem-grid> items[0].title: expected non-empty text, got ""; item skipped';
    await expect(card(1)).toContainText(message);
    // Each line as the console has it (after a visually hidden "Warning: " for screen readers).
    await expect(page.getByRole('list', { name: 'Console messages' }).getByRole('listitem')).toHaveText([
      `Warning: ${message}`,
    ]);
    await expect.poll(() => logged).toContain(message);
    await expect.poll(() => cardTitles(grid)).toEqual(['Accounts', 'Weather', 'Learning Courses']);

    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    const html = await clipboard(page);
    // The data in the `items` attribute (the default form), single-quoted with `'` and `&` escaped.
    const attribute = /<ecosystem-grid items='([^']*)'><\/ecosystem-grid>/.exec(html)?.[1];
    const items = attribute?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    const data = JSON.parse(items ?? 'null') as { title: string }[];
    expect(data.map((item) => item.title)).toEqual(['', 'Accounts', 'Learning Courses', 'Weather']);
    await expectNoAxeViolations(page);
  });

  test("builder, in dark mode: the catalog's JSON, typed, is checked as the element checks it; Copy's fallback", async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, '"dark"');
      // A browser that refuses the clipboard: Copy selects the code instead, and says so.
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        value: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')),
      });
    }, THEME_KEY);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/docs/elements/course-catalog/builder');
    const catalog = page.locator('course-catalog');
    await expect(catalog.locator('[part~="card"]')).toHaveCount(3);
    await page.getByText('Edit the JSON directly').click();
    await page.getByRole('textbox', { name: /The data as JSON/ }).fill('[{"title": "Go",]');
    const messages = page.getByRole('list', { name: 'Console messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(1);
    const text = (await messages.textContent()) ?? '';
    expect(text).toMatch(/^Error: <course-catalog> attribute "courses": is not valid JSON \(/);
    await expect.poll(() => logged).toContain(text.replace(/^Error: /, ''));
    await expect(catalog.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the code is selected' })).toBeVisible();
    const code = await page.getByRole('region', { name: 'HTML code' }).textContent();
    expect(code).toContain('<course-catalog courses=\'[{"title": "Go",]\'></course-catalog>');
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(code);

    await expect(page.locator('html')).toHaveClass(DARK);
    await expectNoAxeViolations(page);
  });

  test('axe finds nothing in light and dark; a keyboard reaches and works the controls, tabs and Copy', async ({
    page,
  }) => {
    // Two axe passes over the whole docs page and a keyboard walk through its controls: about 15 s alone, past the
    // default 30 s when the e2e stage shares two cores with three other stages (as in npm test).
    test.setTimeout(90_000);
    await page.goto('/docs/elements/course-catalog');
    await expect(stage(page, 'course-catalog').locator('[part~="card"]')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // Keyboard only, from the top of the page: to the hide-search control, Space, on to the tabs, Copy.
    await tabTo(page, page.getByRole('checkbox', { name: 'hide-search' }), 'Tab', 60);
    await page.keyboard.press(' ');
    await expect(stage(page, 'course-catalog')).toHaveAttribute('hide-search', '');
    await tabTo(page, page.getByRole('tab', { name: 'HTML' }), 'Tab', 60);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'React' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy React' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    expect(await clipboard(page)).toContain('hideSearch');

    // The page's own dark mode, from the navbar's toggle (the builders are checked in light and dark above).
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(DARK);
    await expectNoAxeViolations(page);
  });
});
