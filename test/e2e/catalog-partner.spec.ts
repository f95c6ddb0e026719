/**
 * <course-catalog> on plain partner pages (no React on the page): one module script from the built elements (both builds: see partner.ts).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PARTNER_ORIGIN, servePartner } from './partner';

const PAGE = `${PARTNER_ORIGIN}/test/fixtures/partner.html`;

const catalog = (page: Page) => page.locator('course-catalog');
const cards = (page: Page) => catalog(page).locator('[part~="card"]');

async function columns(list: Locator): Promise<number> {
  return list.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
}

test.describe('partner page', () => {
  test('shows three styled course cards', async ({ page }) => {
    const requests = await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).getByRole('heading')).toHaveText(['Java Programming', 'Spring Boot', 'MySQL']);
    const card = cards(page).first();
    await expect(card).toContainText('Free');
    await expect(card).toContainText('12 Weeks');
    await expect(card).toContainText('Advanced');
    const look = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderTopStyle, shadow: style.boxShadow, radius: style.borderTopLeftRadius };
    });
    expect(look.border).toBe('solid');
    expect(look.shadow).not.toBe('none');
    expect(look.radius).toBe('12px');
    // Everything came from the partner's own origin: no fonts, icons or images from elsewhere.
    expect(requests.filter((url) => !url.startsWith(PARTNER_ORIGIN) && !url.startsWith('data:'))).toEqual([]);
  });

  test('3 columns at 1280px, 1 column at 375px', async ({ page }) => {
    await servePartner(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    const list = catalog(page).getByRole('list', { name: 'Courses' });
    await expect(cards(page)).toHaveCount(3);
    expect(await columns(list)).toBe(3);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => columns(list)).toBe(1);
  });

  test('1 column inside a 320px sidebar on a 1280px page', async ({ page }) => {
    await servePartner(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PARTNER_ORIGIN}/test/fixtures/partner-sidebar.html`);
    await expect(cards(page)).toHaveCount(3);
    expect(await columns(catalog(page).getByRole('list', { name: 'Courses' }))).toBe(1);
    expect(await catalog(page).evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(320);
  });

  test('Syllabus and Course are real links that navigate', async ({ page }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await catalog(page).getByRole('link', { name: 'Syllabus for Spring Boot' }).click();
    await expect(page).toHaveURL(`${PARTNER_ORIGIN}/public/features/courses/syllabus/spring-boot`);
    await page.goto(PAGE);
    await catalog(page).getByRole('link', { name: 'Course for MySQL' }).click();
    await expect(page).toHaveURL(`${PARTNER_ORIGIN}/public/features/courses/content/mysql`);
  });

  test('a host can cancel navigation with course-navigate and route itself', async ({ page }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await page.evaluate(() => {
      document.addEventListener('course-navigate', (event) => {
        event.preventDefault();
        const { course, target } = (event as CustomEvent).detail;
        document.title = `${target}:${course.id}`;
      });
    });
    await catalog(page).getByRole('link', { name: 'Course for Java Programming' }).click();
    await expect(page).toHaveTitle('content:java');
    expect(page.url()).toBe(PAGE);
  });

  test('search, filter and sort work by keyboard alone', async ({ page }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(3);
    const status = catalog(page).getByRole('status');

    await page.keyboard.press('Tab');
    await expect(catalog(page).getByRole('searchbox', { name: 'Search courses' })).toBeFocused();
    await page.keyboard.type('sql');
    await expect(cards(page)).toHaveCount(1);
    await expect(status).toHaveText('1 course found');
    await page.keyboard.press('Escape'); // clears a search input
    await expect(cards(page)).toHaveCount(3);

    await page.keyboard.press('Tab');
    const difficulty = catalog(page).getByRole('combobox', { name: 'Difficulty' });
    await expect(difficulty).toBeFocused();
    await page.keyboard.press('ArrowDown'); // "Advanced": every default course
    await expect(difficulty).toHaveValue('Advanced');
    await expect(cards(page)).toHaveCount(3);

    await page.keyboard.press('Tab');
    const price = catalog(page).getByRole('combobox', { name: 'Price' });
    await expect(price).toBeFocused();
    await page.keyboard.press('End'); // "Paid": none of the free default courses
    await expect(price).toHaveValue('paid');
    await expect(catalog(page).locator('[part~="empty"]')).toContainText('No courses match');
    await page.keyboard.press('Home');
    await expect(cards(page)).toHaveCount(3);

    await page.keyboard.press('Tab');
    const sort = catalog(page).getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Title (A–Z)
    await expect(sort).toHaveValue('title');
    await expect(cards(page).getByRole('heading')).toHaveText(['Java Programming', 'MySQL', 'Spring Boot']);

    await page.keyboard.press('Tab');
    await expect(catalog(page).getByRole('link', { name: 'Syllabus for Java Programming' })).toBeFocused();
  });

  test('axe-core finds no violations, light and dark', async ({ page }) => {
    await servePartner(page);
    await page.goto(PAGE);
    await expect(cards(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.querySelector('course-catalog')?.setAttribute('theme', 'dark'));
    await expect.poll(() => catalog(page).evaluate((el) => el.matches(':state(dark)'))).toBe(true);
    await page.waitForTimeout(300); // let colour transitions settle before measuring contrast
    await expectNoAxeViolations(page);
  });

  test('works under a strict Content-Security-Policy with Trusted Types enforced', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await servePartner(page, {
      headers: {
        'content-security-policy':
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types 'none'",
      },
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective}`);
      });
    });
    await page.goto(`${PARTNER_ORIGIN}/test/fixtures/partner-csp.html`);
    await expect(cards(page)).toHaveCount(3);
    expect(
      await cards(page)
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('solid');
    await catalog(page).getByRole('searchbox').fill('java');
    await expect(cards(page)).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});
