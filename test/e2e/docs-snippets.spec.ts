/**
 * The snippet builders' HTML works where it is pasted (issue: "Snippets that work where they are pasted"): the
 * attribute form by default, the inline JSON script only as an option marked for administrators, and a module
 * script that loads the lite build from a real URL, the shell's own copy at `/cdn/` (scripts/shell-cdn.mjs) or the
 * base URL the partner sets, never a placeholder host. The copied HTML is pasted into a page on another origin
 * and must show the cards there.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// The partner page is answered by the test, so Chromium counts it as public; the shell it loads from is on
// loopback, which a public page may reach only with the visitor's local-network permission (a real partner's page
// loads from the shell's public host, and needs none). Granted here; CORS still applies.
test.use({ permissions: ['clipboard-read', 'clipboard-write', 'local-network-access'] });

const code = (page: Page) => page.getByRole('region', { name: 'HTML code' });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * Shows `html` as the body of a page on another origin than the shell's (`127.0.0.1` for its `localhost`, answered
 * by the test): its module scripts load from the shell cross-origin, as on a partner's site. Returns its errors.
 */
async function pasteOnPartnerPage(page: Page, html: string, shell: string): Promise<string[]> {
  const partner = new URL(shell);
  partner.hostname = '127.0.0.1';
  expect(partner.origin).not.toBe(new URL(shell).origin);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(`${partner.origin}/pasted.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Pasted</title></head><body><main>${html}</main></body></html>`,
    }),
  );
  await page.goto(`${partner.origin}/pasted.html`);
  return errors;
}

test.describe('snippet builders: HTML that works where it is pasted', () => {
  test('the grid: the items attribute and the shell’s own /cdn/ by default; pasted on another site, the cards show', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/docs/elements/ecosystem-grid/builder');
    await expect(page.locator('ecosystem-grid [part~="card"]')).toHaveCount(4);
    await expect(page.getByRole('radio', { name: /In the items attribute/ })).toBeChecked();
    const base = `${baseURL}/cdn/`;
    await expect(page.getByRole('textbox', { name: 'Script base URL' })).toHaveValue(base);
    const shown = (await code(page).textContent()) ?? '';
    expect(shown.startsWith(`<script type="module" src="${base}ecosystem-grid.js"></script>`)).toBe(true);
    expect(shown).toContain("<ecosystem-grid items='[");
    expect(shown).not.toContain('application/json');
    // (The apps' own links are the data's: the sample company's reserved `.example` hosts.)
    expect(shown.split('\n')[0]).not.toMatch(/\.example\b|your-cdn/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy HTML' }).click();
    const html = await clipboard(page);
    expect(html).toBe(shown);
    const errors = await pasteOnPartnerPage(page, html, String(baseURL));
    const grid = page.locator('ecosystem-grid');
    await expect(grid.locator('[part~="card-title"]')).toHaveText([
      'Todo',
      'Accounts',
      'Work Tracker',
      'Learning Courses',
    ]);
    await expect(grid.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the grid’s inline JSON script: an option marked as needing the right to post any HTML', async ({ page }) => {
    await page.goto('/docs/elements/ecosystem-grid/builder');
    const child = page.getByRole('radio', { name: /In an inline <script type="application\/json">/ });
    await expect(child).toHaveAccessibleName(/administrators only/);
    await expect(child).toHaveAccessibleDescription(/unfiltered_html/);
    await child.check();
    await expect(code(page)).toContainText('<ecosystem-grid>\n  <script type="application/json">');
    await expect(code(page)).not.toContainText('items=');
    // The preview follows the form, with the same cards.
    const grid = page.locator('ecosystem-grid');
    await expect(grid.locator('[part~="card"]')).toHaveCount(4);
    expect(await grid.evaluate((el) => [el.hasAttribute('items'), el.querySelectorAll('script').length])).toEqual([
      false,
      1,
    ]);
    await page.getByRole('radio', { name: /In the items attribute/ }).check();
    expect(await grid.evaluate((el) => [el.hasAttribute('items'), el.querySelectorAll('script').length])).toEqual([
      true,
      0,
    ]);
    await expectNoAxeViolations(page);
  });

  test('the catalog: its courses attribute only; a base URL set by the partner, checked, goes into the HTML', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/docs/elements/course-catalog/builder');
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(code(page)).toContainText(`<script type="module" src="${baseURL}/cdn/course-catalog.js"></script>`);
    await expect(code(page)).toContainText("<course-catalog courses='[");

    const field = page.getByRole('textbox', { name: 'Script base URL' });
    await field.fill('cdn/elements');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Not an absolute http\(s\) URL/);
    await expect(code(page)).toContainText(`src="${baseURL}/cdn/course-catalog.js"`);
    await expectNoAxeViolations(page);

    await field.fill('https://static.partner.test/coursify');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(code(page)).toContainText(
      '<script type="module" src="https://static.partner.test/coursify/course-catalog.js"></script>',
    );
  });

  test('the catalog’s default snippet, pasted on another site, shows its courses with no console error', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/docs/elements/course-catalog/builder');
    const html = (await code(page).textContent()) ?? '';
    const errors = await pasteOnPartnerPage(page, html, String(baseURL));
    await expect(page.locator('course-catalog [part~="card-title"]')).toHaveText([
      'Java Programming',
      'Spring Boot',
      'MySQL',
    ]);
    expect(errors).toEqual([]);
  });
});
