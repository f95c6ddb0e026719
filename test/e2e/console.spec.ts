/**
 * Loading the shell says nothing in the console: no warning, no error, no uncaught exception. React Router's
 * "No `HydrateFallback` element provided" warning was logged on every load of a page that loads on demand.
 */
import { expect, type Page, test } from '@playwright/test';

/** Every console warning and error, and every uncaught exception, from now on. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      const { url, lineNumber } = message.location();
      heard.push(`${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  return heard;
}

const LOADS = [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/public/features/courses/all',
    ready: (page: Page) => page.locator('course-catalog [part~="card"]').first(),
  },
  { path: '/public/features/courses/syllabus/java', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/docs/elements/course-catalog', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  // A redirect (a loader) before any page: /public → the catalog.
  { path: '/public', ready: (page: Page) => page.locator('course-catalog [part~="card"]').first() },
];

test.describe('the console on load', () => {
  // As a visitor loads it: the shell registers its service worker (the config blocks workers, which logs a warning).
  test.use({ serviceWorkers: 'allow' });

  for (const { path, ready } of LOADS) {
    test(`stays quiet on ${path}`, async ({ page }) => {
      const heard = listen(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      // What an effect, a lazy chunk or an idle callback would log comes a little after the first paint.
      await page.waitForLoadState('networkidle');
      expect(heard).toEqual([]);
    });
  }
});
