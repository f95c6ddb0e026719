/**
 * The docs in every language: each element page's Messages table (from custom-elements.json's `x-messages`), the
 * translators' page, the live example's language and direction pickers, and the snippet builder's `lang` and
 * `strings` (checked as the element checks them), with axe on the pages that have them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { tabTo } from './prefs-helpers';

type Message = { key: string; text: string; placeholders: string[] };
type Declaration = { tagName?: string; customElement?: boolean; 'x-messages'?: Message[] };
const MANIFEST: { modules: { declarations: Declaration[] }[] } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../dist/custom-elements.json'), 'utf8'),
);
const messagesOf = (tag: string) =>
  MANIFEST.modules.flatMap((m) => m.declarations).find((d) => d.customElement && d.tagName === tag)?.['x-messages'] ??
  [];

/** The text of each cell of a table's body, row by row, once the table has its rows (the page fills it in after
 *  the manifest loads: read at once, a cold server gave an empty table). */
async function rows(page: Page, name: string) {
  const body = page.getByRole('table', { name, exact: true }).locator('tbody tr');
  await expect(body.first()).toBeVisible();
  return body.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())));
}

const stage = (page: Page, tag: string) => page.getByTestId('stage').locator(tag);

test.describe('docs in every language', () => {
  test("each element page's Messages table lists its keys, English and placeholders from the manifest", async ({
    page,
  }) => {
    await page.goto('/docs/elements/login-form');
    const expected = messagesOf('login-form');
    expect(expected.length).toBeGreaterThan(30);
    const keys = async () => (await rows(page, 'Messages')).map((row) => row[0]);
    await expect.poll(keys).toEqual(expected.map((message) => message.key));
    const login = await rows(page, 'Messages');
    expect(login.find((row) => row[0] === 'loginButton')?.slice(1)).toEqual(['Login Now', '—']);
    const social = login.find((row) => row[0] === 'socialButton');
    expect(social?.[1]).toContain('Continue with {provider}');
    expect(social?.[2]).toBe('{provider}');

    // The catalog's, through the docs' own element links.
    await page.getByRole('navigation', { name: 'Elements' }).getByRole('link', { name: '<course-catalog>' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<course-catalog>');
    await expect.poll(keys).toEqual(messagesOf('course-catalog').map((message) => message.key));
    const catalog = await rows(page, 'Messages');
    expect(catalog.find((row) => row[0] === 'searchLabel')?.[1]).toBe('Search courses');
  });

  test('live example: the direction picker mirrors the element in place; the snippet says dir; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/docs/elements/login-form');
    const form = stage(page, 'login-form');
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill('ana@example.com');
    const language = page.getByRole('combobox', { name: 'Language' });
    const direction = page.getByRole('combobox', { name: 'Direction' });
    await expect(language).toHaveValue('en');
    await expect(direction).toHaveValue('auto');
    await expect(form).not.toHaveAttribute('dir');
    const inside = () =>
      form.evaluate((el) => getComputedStyle(el.shadowRoot?.querySelector('.cf-root') as Element).direction);
    expect(await inside()).toBe('ltr');

    // Keyboard: reached with Tab from the top of the page.
    await page.locator('body').focus();
    await tabTo(page, direction, 'Tab', 60);
    await direction.selectOption('rtl');
    await expect(form).toHaveAttribute('dir', 'rtl');
    await expect.poll(inside).toBe('rtl');
    // Re-rendered, not remounted: what was typed is still there.
    await expect(email).toHaveValue('ana@example.com');
    await expect(page.getByRole('tabpanel')).toContainText('<login-form dir="rtl"></login-form>');
    await expectNoAxeViolations(page);

    await direction.selectOption('auto');
    await expect(form).not.toHaveAttribute('dir');
    await expect.poll(inside).toBe('ltr');
  });

  test("live example: German changes the element's words in place; Arabic mirrors it; the snippet says lang", async ({
    page,
  }) => {
    await page.goto('/docs/elements/login-form');
    const form = stage(page, 'login-form');
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill('ana@example.com');
    const language = page.getByRole('combobox', { name: 'Language' });
    // English and every bundled language, by name.
    await expect(language.locator('option')).toHaveText([
      'English (built in)',
      'Arabic (ar)',
      'German (de)',
      'Spanish (es)',
      'French (fr)',
      'Hebrew (he)',
      'Italian (it)',
      'Japanese (ja)',
      'Portuguese (pt)',
    ]);
    await expect(form.getByRole('button', { name: 'Login Now' })).toBeVisible();

    await language.selectOption('de');
    await expect(form).toHaveAttribute('lang', 'de');
    await expect(form.getByRole('button', { name: 'Jetzt anmelden' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Login Now' })).toHaveCount(0);
    await expect(form.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('ana@example.com');
    await expect(form).not.toHaveAttribute('dir');
    await expect(page.getByRole('tabpanel')).toContainText('<login-form lang="de"></login-form>');

    // Arabic, direction from the language: right to left.
    await language.selectOption('ar');
    await expect(form).toHaveAttribute('dir', 'rtl');
    await expect(form.getByRole('button', { name: 'سجّل الدخول الآن' })).toBeVisible();
    await expect
      .poll(() =>
        form.evaluate((el) => getComputedStyle(el.shadowRoot?.querySelector('.cf-root') as Element).direction),
      )
      .toBe('rtl');
    await expect(page.getByRole('tabpanel')).toContainText('<login-form lang="ar" dir="rtl"></login-form>');
    await expectNoAxeViolations(page);

    await language.selectOption('en');
    await expect(form).not.toHaveAttribute('lang');
    await expect(form).not.toHaveAttribute('dir');
    await expect(form.getByRole('button', { name: 'Login Now' })).toBeVisible();
  });

  test("live example: strings change the element's words; the snippet carries them", async ({ page }) => {
    await page.goto('/docs/elements/login-form');
    const form = stage(page, 'login-form');
    await expect(form.getByRole('button', { name: 'Login Now' })).toBeVisible();
    await page.getByRole('textbox', { name: /^strings/ }).fill('{"loginButton":"Sign in"}');
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(`strings='{`);
  });

  test("the translators' page: reached from the docs index, every element's keys with English, each language", async ({
    page,
  }) => {
    // axe over a table of every message in nine languages: past the default 30 s when the e2e stage shares two
    // cores with three other stages (as in npm test).
    test.setTimeout(90_000);
    await page.goto('/docs/elements');
    await page.getByRole('link', { name: 'Every message in English and each bundled language' }).click();
    await expect(page).toHaveURL('/docs/translations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Translations');
    for (const tag of ['login-form', 'course-catalog', 'theme-toggle']) {
      const keys = page.getByRole('table', { name: `<${tag}>`, exact: true }).locator('tbody th > code');
      await expect(keys, tag).toHaveText(messagesOf(tag).map((message) => message.key));
    }
    const login = page.getByRole('table', { name: '<login-form>', exact: true });
    const heads = await login.locator('thead th').allInnerTexts();
    expect(heads.slice(0, 2)).toEqual(['Key', 'English']);
    const loginRow = login.locator('tbody tr').filter({ has: page.getByText('loginButton', { exact: true }) });
    await expect(loginRow.locator('td').first()).toHaveText('Login Now');
    await expect(loginRow.locator('td').first()).toHaveAttribute('lang', 'en');
    // Each bundled language a column, its cells in that language and direction.
    expect(heads).toContain('German (de)');
    const column = (name: string) => heads.indexOf(name) - 1;
    const german = loginRow.locator('td').nth(column('German (de)'));
    await expect(german).toHaveText('Jetzt anmelden');
    await expect(german).toHaveAttribute('lang', 'de');
    await expect(german).toHaveAttribute('dir', 'ltr');
    const arabic = loginRow.locator('td').nth(column('Arabic (ar)'));
    await expect(arabic).toHaveText('سجّل الدخول الآن');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    // A line per bundled language says how complete it is.
    await expect(page.getByRole('list', { name: 'Bundled languages' }).getByRole('listitem')).toHaveText(
      heads.slice(2).map((name) => new RegExp(`^${name.replace(/[()]/g, '\\$&')}: (complete|\\d+ of \\d+ missing)$`)),
    );
    // A key a language lacks is marked, not left blank (the table's unit test shows one).
    const missing = await page
      .locator('td[data-missing]')
      .evaluateAll((cells) => cells.map((cell) => [cell.textContent, cell.getAttribute('lang')]));
    for (const [text, lang] of missing) {
      expect(text).toMatch(/^Missing in .+: shows in English$/);
      expect(lang).toBeNull();
    }
    await expectNoAxeViolations(page);
  });

  test("the snippet builder emits lang and strings, and shows the element's warnings for a non-object or an unknown key", async ({
    page,
  }) => {
    await page.goto('/docs/elements/course-catalog/builder');
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    const strings = page.getByRole('textbox', { name: /Own words/ });
    const code = page.getByRole('region', { name: 'HTML code' });
    const problems = page.getByRole('list', { name: 'Problems with the words' }).getByRole('listitem');

    const preview = page.locator('course-catalog');
    await expect(preview.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
    await page.getByRole('combobox', { name: /Language/ }).selectOption('de');
    await expect(code).toContainText('<course-catalog lang="de" courses=\'[');
    await expect(preview).toHaveAttribute('lang', 'de');
    // The preview in German: the catalog's own words, not the courses' (data).
    await expect(preview.getByRole('searchbox', { name: 'Kurse durchsuchen' })).toBeVisible();

    await strings.fill(`{"searchLabel":"Find a course's page"}`);
    await expect(problems).toHaveCount(0);
    await expect(strings).toHaveAttribute('aria-invalid', 'false');
    await expect(code).toContainText(
      `<course-catalog lang="de" strings='{"searchLabel":"Find a course&#39;s page"}' courses='[`,
    );
    await expect(preview).toHaveAttribute('strings', `{"searchLabel":"Find a course's page"}`);
    await expect(preview.getByRole('searchbox', { name: "Find a course's page" })).toBeVisible();

    await strings.fill('["Find a course"]');
    await expect(problems).toHaveText(['<course-catalog> strings: expected an object of messages by key; ignored.']);
    await expect(strings).toHaveAttribute('aria-invalid', 'true');
    await expect(code).not.toContainText('strings=');
    await expect(code).toContainText('<course-catalog lang="de" courses=\'[');

    await strings.fill('{"searchLabel":"Find","noSuchKey":"x"}');
    await expect(problems).toHaveText(['<course-catalog> strings.noSuchKey: no such message; ignored.']);
    await expect(code).toContainText(`<course-catalog lang="de" strings='{"searchLabel":"Find"}' courses='[`);
    await expectNoAxeViolations(page);
  });
});
