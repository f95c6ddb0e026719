/** The learner and admin shells' breadcrumb and side menu, and focus plus announcement after navigation (issue 5). */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_TRACKER, expectPage, LEARNER, mainHeading, TEMPLATES, TRACKER } from './site-helpers';

// The service worker's precache would download the whole shell again in every test (each starts without one, see
// isolation.spec.ts); no test here needs it.

const crumbs = (page: Page) => page.locator('nav[aria-label="Breadcrumb"] ol > li');
const learnerMenu = (page: Page) => page.getByRole('navigation', { name: 'Learner menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const announcer = (page: Page) => page.getByTestId('route-announcer');

/** The trail's labels, each linked crumb's href, and the current page as plain text with aria-current. */
async function expectTrail(page: Page, links: [string, string][], current: string) {
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol')).toHaveCount(1);
  await expect(crumbs(page)).toHaveText([...links.map(([label]) => label), current].map((l) => new RegExp(`${l}$`)));
  for (const [index, [label, href]] of links.entries()) {
    const link = crumbs(page).nth(index).getByRole('link');
    await expect(link).toHaveText(label);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).not.toHaveAttribute('aria-current', /.*/);
  }
  const last = crumbs(page).last();
  await expect(last.getByRole('link')).toHaveCount(0);
  await expect(last.locator('[aria-current="page"]')).toHaveText(current);
  await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]')).toHaveCount(1);
}

test.describe('breadcrumb', () => {
  test('progress tracker and finalizing features: Home first, the page last', async ({ page }) => {
    await page.goto(TRACKER);
    await expectTrail(page, [['Home', '/']], 'Progress Tracker');
    await page.goto(`${TRACKER}/finalizing-features`);
    await expectTrail(
      page,
      [
        ['Home', '/'],
        ['Progress Tracker', TRACKER],
      ],
      'Finalizing features',
    );
  });

  test('templates, then a template app named by ?appId', async ({ page }) => {
    await page.goto(TEMPLATES);
    const base: [string, string][] = [
      ['Home', '/'],
      ['Progress Tracker', TRACKER],
    ];
    await expectTrail(page, base, 'Templates');
    // Client-side: the trail follows the query.
    await page.getByRole('link', { name: 'Open template Study Tracker' }).click();
    await expect(page).toHaveURL(`${TEMPLATES}?appId=study-tracker`);
    await expectTrail(page, [...base, ['Templates', TEMPLATES]], 'Study Tracker');
    await page.goto(`${TEMPLATES}?appId=expense-splitter`);
    await expectTrail(page, [...base, ['Templates', TEMPLATES]], 'Expense Splitter');
    // An unknown appId names no template: the trail ends at Templates, the page says so.
    await page.goto(`${TEMPLATES}?appId=nope`);
    await expectTrail(page, base, 'Templates');
    await expect(page.getByRole('status')).toContainText('There is no template “nope”');
  });

  test('a breadcrumb link navigates in the app', async ({ page }) => {
    await page.goto(`${TRACKER}/finalizing-features`);
    await crumbs(page).getByRole('link', { name: 'Progress Tracker' }).click();
    await expect(page).toHaveURL(TRACKER);
    await expectTrail(page, [['Home', '/']], 'Progress Tracker');
  });

  test('learner login and the admin area', async ({ page }) => {
    await page.goto(`${LEARNER}/login`);
    await expectTrail(page, [['Home', '/']], 'Log in');
    await page.goto(ADMIN_TRACKER);
    await expectTrail(page, [['Home', '/']], 'Admin Progress Tracker');
  });
});

test.describe('side menu', () => {
  test('learner menu: Progress Tracker with its icon, Templates, the current one marked', async ({ page }) => {
    await page.goto(TRACKER);
    const menu = learnerMenu(page);
    const tracker = menu.getByRole('link', { name: 'Progress Tracker' });
    const templates = menu.getByRole('link', { name: /^Templates/ });
    await expect(tracker).toHaveAttribute('href', TRACKER);
    await expect(tracker.locator('svg.lucide-chart-line')).toHaveAttribute('aria-hidden', 'true');
    await expect(templates).toHaveAttribute('href', TEMPLATES);
    await expect(tracker).toHaveAttribute('aria-current', 'page');
    await expect(templates).not.toHaveAttribute('aria-current', /.*/);
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    // The secondary section.
    await expect(menu.getByRole('list', { name: 'More' }).getByRole('link')).toHaveText([
      'All courses',
      'Account help',
      'Log in',
    ]);

    await templates.click();
    await expect(page).toHaveURL(TEMPLATES);
    await expect(templates).toHaveAttribute('aria-current', 'page');
    await expect(tracker).not.toHaveAttribute('aria-current', /.*/);

    // A page below the tracker keeps it active.
    await page.goto(`${TRACKER}/finalizing-features`);
    await expect(tracker).toHaveAttribute('aria-current', 'page');
    await page.goto(`${TEMPLATES}?appId=todo-api`);
    await expect(templates).toHaveAttribute('aria-current', 'page');
  });

  test('admin menu: Admin Progress Tracker, current', async ({ page }) => {
    await page.goto(ADMIN_TRACKER);
    const item = adminMenu(page).getByRole('link', { name: 'Admin Progress Tracker' });
    await expect(item).toHaveAttribute('href', ADMIN_TRACKER);
    await expect(item).toHaveAttribute('aria-current', 'page');
    await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
    await adminMenu(page).getByRole('link', { name: 'Learner progress tracker' }).click();
    await expect(page).toHaveURL(TRACKER);
    await expect(learnerMenu(page).getByRole('link', { name: 'Progress Tracker' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('focus and announcement', () => {
  test('first load keeps the browser focus and announces nothing', async ({ page }) => {
    await page.goto(TRACKER);
    await expect(mainHeading(page)).toHaveText('Progress Tracker');
    await expect(page).toHaveTitle('Progress Tracker · Coursify');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(announcer(page)).toHaveText('');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('after a client-side navigation, focus is on the new h1 and its title is announced', async ({ page }) => {
    await page.goto(TRACKER);
    await expect(mainHeading(page)).toHaveText('Progress Tracker');
    await learnerMenu(page)
      .getByRole('link', { name: /^Templates/ })
      .click();
    await expectPage(page, { title: 'Templates · Coursify', h1: 'Templates' });
    await expect(mainHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText('Templates · Coursify');

    // Across shells: from the learner menu to the courses shell.
    await learnerMenu(page).getByRole('link', { name: 'All courses' }).click();
    await expectPage(page, { title: 'All courses · Coursify', h1: 'All courses' });
    await expect(mainHeading(page)).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect(announcer(page)).toHaveText('All courses · Coursify');
  });
});
