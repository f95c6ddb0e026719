/**
 * The one-line CDN embeds of the lite build (dist/cdn) on plain partner pages: the autoloader, and
 * coursify-elements.js registering everything. Runs in the `lite` Playwright project only.
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_ECOSYSTEM } from '../../src/data/ecosystem';
import { PARTNER_ORIGIN, servePartner } from './partner';

/** The default live apps (the page hides coming soon), each card with an icon. */
const LIVE_APPS = DEFAULT_ECOSYSTEM.filter((app) => app.enable !== false).length;

const scripts = (requests: string[]) =>
  requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);

test.describe('one-line CDN embed', () => {
  test('the autoloader loads the catalog at once and the grid when it is added, nothing else', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = await servePartner(page);
    await page.goto(`${PARTNER_ORIGIN}/test/fixtures/partner-cdn.html`);
    const catalog = page.locator('course-catalog');
    await expect(catalog.locator('[part~="card"]')).toHaveCount(3);
    await expect(catalog.getByRole('heading', { level: 3 })).toHaveText(['Java Programming', 'Spring Boot', 'MySQL']);
    expect(scripts(requests).filter((path) => !path.includes('/chunks/'))).not.toContain('/dist/cdn/ecosystem-grid.js');

    await page.getByRole('button', { name: 'Show our apps' }).click();
    await expect(page.locator('ecosystem-grid [part~="card"]').first()).toBeVisible();
    const entries = scripts(requests).filter(
      (path) => path.startsWith('/dist/cdn/') && !path.includes('/chunks/') && !path.includes('/icons/'),
    );
    // The autoloader imports each element's module (define/<tag>.js, which holds the element's code) and registers
    // it; the self-registering entries (<tag>.js) are not fetched.
    expect(entries.sort()).toEqual([
      '/dist/cdn/autoloader.js',
      '/dist/cdn/define/course-catalog.js',
      '/dist/cdn/define/ecosystem-grid.js',
    ]);
    // The icons of the cards shown (the default live apps; coming soon is hidden) came with the default apps' chunk:
    // drawn, and no icon module requested.
    await expect(page.locator('ecosystem-grid [part~="card-icon"] svg')).toHaveCount(LIVE_APPS);
    await expect(page.locator('ecosystem-grid [part~="card-icon"]:not(:has(svg))')).toHaveCount(0);
    expect(scripts(requests).filter((path) => path.startsWith('/dist/cdn/icons/'))).toEqual([]);
    // Everything from the partner's origin; no bare import specifier left for the browser to choke on.
    expect(requests.filter((url) => !url.startsWith(PARTNER_ORIGIN) && !url.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('coursify-elements.js registers every element', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await servePartner(page);
    await page.goto(`${PARTNER_ORIGIN}/test/fixtures/partner-all.html`);
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    await expect(page.locator('site-navbar').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    const defined = await page.evaluate(() =>
      [
        'course-catalog',
        'ecosystem-grid',
        'site-navbar',
        'accessibility-panel',
        'install-prompt',
        'theme-toggle',
        'login-form',
      ].filter((tag) => !customElements.get(tag)),
    );
    expect(defined, 'undefined tags').toEqual([]);
    expect(errors).toEqual([]);
  });
});
