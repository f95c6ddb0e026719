/** The learning site's route map on the built shell (issue 5): every route's title, shell and heading; failures. */
import { expect, test } from '@playwright/test';
import { COURSES, expectErrorScreen, expectPage, expectShell, mainHeading, ROUTE_GROUPS, ROUTES } from './site-helpers';

// The service worker's precache would download the whole shell again in every test (each starts without one, see
// isolation.spec.ts); no test here needs it.

test.describe('every route', () => {
  test('the shell groups cover every route once', () => {
    for (const route of ROUTES)
      expect(
        ROUTE_GROUPS.filter(([, has]) => has(route)),
        route.path,
      ).toHaveLength(1);
  });

  // One test per shell group (fewer page loads, a shorter run); each route is its own step in the report.
  for (const [name, has] of ROUTE_GROUPS) {
    test(`${name}: title, navbar variant, footer year and version, h1`, async ({ page }) => {
      for (const route of ROUTES.filter(has)) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expectPage(page, route);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expectShell(page, route.shell);
          // No redirect: the route is the page itself.
          const url = new URL(page.url());
          expect(url.pathname + url.search).toBe(route.path);
        });
      }
    });
  }
});

test.describe('routing failures', () => {
  test('an unknown URL shows the error screen in the public shell, with a link home that works', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectErrorScreen(page, 'public');
    await page.locator('#main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expectShell(page, 'landing');
  });

  test('an unknown page below the learner shell keeps its breadcrumb shell', async ({ page }) => {
    await page.goto('/public/features/learner/nowhere');
    await expectErrorScreen(page, 'public');
    await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]')).toHaveText('Page not found');
  });

  test('an unknown userType is a 404 inside the private shell', async ({ page }) => {
    await page.goto('/private/features/developer/dashboard');
    await expectErrorScreen(page, 'private');
  });

  test('unknown private paths show the error screen in the private shell', async ({ page }) => {
    await page.goto('/private/nowhere');
    await expectErrorScreen(page, 'private');
  });
});

test.describe('deep links', () => {
  test('a reload on a deep link keeps the page', async ({ page }) => {
    const path = `${COURSES}/content/mysql`;
    await page.goto(path);
    await expectPage(page, { title: 'MySQL course content · Coursify', h1: 'MySQL course content' });
    await page.reload();
    await expect(page).toHaveURL(path);
    await expectPage(page, { title: 'MySQL course content · Coursify', h1: 'MySQL course content' });
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('MySQL');
    await expectShell(page, 'public');
  });

  test('a reload on a private dashboard keeps the page', async ({ page }) => {
    await page.goto('/private/features/instructor/dashboard');
    await expect(mainHeading(page)).toHaveText('Instructor dashboard');
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Instructor dashboard');
    await expectShell(page, 'private');
  });

  test('/public/* leads into /public/features/*, query kept', async ({ page }) => {
    await page.goto('/public/learner/templates?appId=todo-api');
    await expect(page).toHaveURL('/public/features/learner/templates?appId=todo-api');
    await expect(mainHeading(page)).toHaveText('Todo API template');
  });
});
