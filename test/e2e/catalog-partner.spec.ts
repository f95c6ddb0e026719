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
        // Nothing beyond 'self': no data: or blob: images, no inline styles or scripts, no eval; one Trusted Types
        // policy, the catalog's structured data's (docs/guides/security.md).
        'content-security-policy':
          "default-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types coursify-structured-data",
      },
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI.slice(0, 40)}`);
        console.error(`CSP violation: ${event.violatedDirective}`);
      });
    });
    await page.goto(`${PARTNER_ORIGIN}/test/fixtures/partner-csp.html`);
    const defaults = page.locator('#defaults [part~="card"]');
    const given = page.locator('#given [part~="card"]');
    await expect(defaults).toHaveCount(3);
    await expect(given).toHaveCount(3);
    expect(await defaults.first().evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await catalog(page).first().getByRole('searchbox').fill('java');
    await expect(defaults).toHaveCount(1);
    await catalog(page).first().getByRole('searchbox').fill('');
    await expect(defaults).toHaveCount(3);

    // Every card shows its cover: drawn for the default courses, a course without an image and one whose image
    // failed to load (lazy: scrolled to, so that it loads and fails), the real image from 'self' as an img.
    await given.last().scrollIntoViewIfNeeded();
    const covers = page.locator('course-catalog [part~="card-image"]');
    await expect(covers).toHaveCount(6);
    await expect(page.locator('#given img[part~="card-image"]')).toHaveCount(1);
    await expect
      .poll(() => page.locator('#given img[part~="card-image"]').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toBeVisible();
      const box = await cover.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      // The same box as an image of the card's width: 16:9.
      expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 9) / 16)).toBeLessThan(1);
    }
    const dataImages = await page.evaluate(() =>
      [...document.querySelectorAll('course-catalog')].flatMap((el) =>
        [...(el.shadowRoot?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src') ?? ''),
      ),
    );
    expect(dataImages.filter((src) => !src.startsWith('/'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // The console's one error is the missing image's 404, which the page asked for.
    expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
    expect(problems).toHaveLength(1);
  });
});
