/**
 * One stylesheet for both: the partner's CSS for the tag (fixtures/partner.css: a type selector with a class,
 * `::part(card)`, `:state(dark)`, `content-visibility`) styles the custom element on the plain HTML page and
 * coursify-elements/react's <CourseCatalog> in the React 19 app, the same app on React 18, and the server-rendered,
 * hydrated app alike. The component's host is the tag itself (docs/decisions/react-host-tag.md); its `className`
 * lands as `class` in each React.
 */
import { expect, test } from '@playwright/test';
import { visit } from './consumer-page';

const PAGES = [
  { name: 'the custom element (plain HTML)', path: '/html/index.html' },
  { name: 'coursify-elements/react on React 19', path: '/out/react19/index.html' },
  { name: 'coursify-elements/react on React 18', path: '/out/react18/index.html' },
  { name: 'coursify-elements/react, server-rendered and hydrated', path: '/out/ssr/index.html' },
];

for (const { name, path } of PAGES) {
  test(`the partner's CSS for <course-catalog> styles ${name}`, async ({ page }) => {
    const problems = await visit(page, path);
    const host = page.locator('course-catalog.partner-catalog');
    const card = host.locator('[part~="card"]').first();
    await expect(card).toBeVisible();
    await expect(host).toHaveCSS('outline-style', 'dashed');
    await expect(host).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
    await expect(host).toHaveCSS('outline-offset', '4px');
    await expect(host).toHaveCSS('content-visibility', 'visible');
    await expect(card).toHaveCSS('border-top-color', 'rgb(200, 10, 20)');

    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(host).toHaveCSS('outline-color', 'rgb(7, 8, 9)');
    expect(await host.evaluate((el) => el.matches(':state(dark)'))).toBe(true);
    expect(problems).toEqual([]);
  });
}
