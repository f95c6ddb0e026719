/** The built demo shell (vite preview of dist/demo). */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { waitForInteractive } from './site-helpers';

const CATALOG_PAGE = '/public/features/courses/all';

test.describe('demo shell', () => {
  test('the course grid is the custom element, reached from the home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse free courses' }).click();
    await expect(page).toHaveURL(CATALOG_PAGE);
    const catalog = page.locator('course-catalog');
    await expect(catalog.locator('[part~="card"]')).toHaveCount(3);
    expect(
      await catalog.evaluate((el) => el.shadowRoot !== null && customElements.get('course-catalog') !== undefined),
    ).toBe(true);
    await expect(page).toHaveTitle('All courses · Coursify');
  });

  test('a deep link survives a reload', async ({ page }) => {
    await page.goto(CATALOG_PAGE);
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    await page.reload();
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
  });

  test('Syllabus and Course route inside the app, without a page load', async ({ page }) => {
    await page.goto(CATALOG_PAGE);
    await waitForInteractive(page, ['course-catalog']);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await page.locator('course-catalog').getByRole('link', { name: 'Syllabus for Java Programming' }).click();
    await expect(page).toHaveURL('/public/features/courses/syllabus/java');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    await page.goBack();
    await page.locator('course-catalog').getByRole('link', { name: 'Course for MySQL' }).click();
    await expect(page).toHaveURL('/public/features/courses/content/mysql');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });

  test('an unknown URL shows the routing error screen with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('axe-core finds no violations on the home and catalog pages', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
    await page.goto(CATALOG_PAGE);
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});
