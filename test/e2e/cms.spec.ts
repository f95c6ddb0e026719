/**
 * <ecosystem-grid> on a CMS-built page (test/fixtures/cms.html): the editor pasted one module script and the
 * element with an inline `<script type="application/json">` child; no attribute, no other script.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PARTNER_ORIGIN, servePartner } from './partner';

const PAGE = `${PARTNER_ORIGIN}/test/fixtures/cms.html`;
const LIVE = ['Team Tasks', 'Wellbeing Log', 'Focus Timer'];
const SOON = ['Certificates', 'Exam Proctoring'];

const grid = (page: Page) => page.locator('ecosystem-grid');
const cards = (page: Page) => grid(page).locator('[part~="card"]');
const explore = (page: Page) => grid(page).locator('a[part~="button-explore"]');

test.describe('CMS page with an inline JSON child', () => {
  test('renders the cards from the inline JSON, live apps first, under the page’s h2', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(5);
    await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([...LIVE, ...SOON]);
    await expect(grid(page).getByRole('list', { name: 'Available apps' }).getByRole('listitem')).toHaveCount(3);
    await expect(grid(page).getByRole('list', { name: 'Coming soon' }).getByRole('listitem')).toHaveCount(2);
    await expect(grid(page).getByRole('article', { name: 'Certificates Coming soon' })).toBeVisible();
    await expect(grid(page).getByRole('article', { name: 'Wellbeing Log' })).toContainText('142+ activities');
    // Not the default apps: the child's data replaced them.
    await expect(grid(page).getByText('Philosophy')).toHaveCount(0);
    // The partner's `html { font-size: 62.5% }` does not shrink the cards.
    expect(
      await cards(page)
        .first()
        .getByRole('heading')
        .evaluate((h) => getComputedStyle(h).fontSize),
    ).toBe('18px');
    expect(problems).toEqual([]);
  });

  test('Explore links open the app in a new tab, with rel="noopener noreferrer", and say so', async ({
    page,
    context,
  }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await expect(explore(page)).toHaveCount(3);
    for (const [index, title] of LIVE.entries()) {
      const link = grid(page).getByRole('link', { name: `Explore ${title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\/[a-z]+\.coursify\.example\/$/);
      expect(await explore(page).nth(index).getAttribute('href')).toBe(await link.getAttribute('href'));
    }
    // Opening one: the app's (reserved, unreal) host is answered by the test, in a new tab with no opener.
    await context.route('https://health.coursify.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Wellbeing Log</title>' }),
    );
    const opened = context.waitForEvent('page');
    await grid(page)
      .getByRole('link', { name: /^Explore Wellbeing Log/ })
      .click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://health.coursify.example/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(PAGE);
  });

  test('coming-soon cards are not links and not tab stops', async ({ page }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(5);
    await expect(grid(page).locator('[part~="card-coming-soon"] a')).toHaveCount(0);
    const focused: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? ''));
    }
    // Three Explore links, then focus leaves the element (nothing after it on the page).
    expect(focused).toEqual([...LIVE.map((title) => `Explore ${title} (opens in a new tab)`), '']);
  });

  test('no request leaves the partner origin', async ({ page }) => {
    const requests = await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((url) => !url.startsWith(`${PARTNER_ORIGIN}/`))).toEqual([]);
  });

  test('axe-core finds no violations, light and dark', async ({ page }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(5);
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(() => grid(page).evaluate((el) => el.matches(':state(dark)'))).toBe(true);
    await page.waitForTimeout(300); // let colour transitions settle before measuring contrast
    await expectNoAxeViolations(page);
  });
});
