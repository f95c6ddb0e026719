/** axe-core on every route of the learning site (issue 5), one test per shell to keep the run short. */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectErrorScreen, expectPage, ROUTE_GROUPS, ROUTES, type RouteCase } from './site-helpers';

// The service worker's precache would download the whole shell again in every test (each starts without one, see
// isolation.spec.ts); no test here needs it.

/** The page is rendered: h1, title, its own content (custom elements, the login form, the notes frame). */
async function ready(page: Page, route: RouteCase) {
  await expectPage(page, route);
  if (route.ready) await expect(page.locator(route.ready).first()).toBeVisible();
  if (page.url().includes('login') || page.url().includes('register')) {
    await expect(page.locator('login-form [data-part="email"]')).toBeVisible();
  }
  if (await page.locator('#main iframe').count()) {
    await expect(page.frameLocator('#main iframe').getByRole('heading', { level: 1 })).toBeVisible();
  }
}

test.describe('axe-core finds no violations', () => {
  for (const [name, has] of ROUTE_GROUPS) {
    test(name, async ({ page }) => {
      test.setTimeout(60_000);
      for (const route of ROUTES.filter(has)) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await ready(page, route);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test('error screens and the unknown-subject state', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectErrorScreen(page, 'public');
    await expectNoAxeViolations(page);
    await page.goto('/private/features/developer/dashboard');
    await expectErrorScreen(page, 'private');
    await expectNoAxeViolations(page);
    await page.goto('/public/features/courses/syllabus/python');
    await expectPage(page, { title: 'Course not found · Coursify', h1: 'Course not found' });
    await expectNoAxeViolations(page);
  });
});
