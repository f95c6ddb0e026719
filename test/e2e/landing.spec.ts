/** The marketing landing page at `/` on the built shell: hero, ecosystem, stats, testimonials, call to action. */
import { expect, type Page, test } from '@playwright/test';
import { LIVE_APP_TITLES } from '../fixtures/ecosystem-apps';
import { expectNoAxeViolations } from './axe';
import { waitForInteractive } from './site-helpers';

const grid = (page: Page) => page.locator('ecosystem-grid');
const navbar = (page: Page) => page.locator('site-navbar');

async function openLanding(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await expect(grid(page).locator('[part~="card"]').first()).toBeVisible();
}

test.describe('landing page', () => {
  test('is prerendered, then hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.request.get('/');
    const html = await response.text();
    expect(html).toContain('One ecosystem of small apps for work, study and life'); // in the HTML, before any script
    expect(html).toContain('id="stats"');
    await openLanding(page);
    await waitForInteractive(page, ['site-navbar']);
    // Hydrated, listeners included: the bar's brand link and the page's links are routed without a page load.
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await navbar(page)
      .getByRole('link', { name: /Coursify Labs/ })
      .click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    await page.getByRole('link', { name: 'Browse free courses' }).click();
    await expect(page).toHaveURL('/public/features/courses/all');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(errors).toEqual([]);
  });

  test('ecosystem: 11 apps open in a new tab, 9 coming-soon cards are neither links nor tab stops', async ({
    page,
  }) => {
    await openLanding(page);
    const explore = grid(page).getByRole('link', { name: /^Explore/ });
    await expect(explore).toHaveCount(11);
    for (const link of await explore.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const titles = await grid(page)
      .locator('[part~="card"]:not([part~="card-coming-soon"]) [part~="card-title"]')
      .allTextContents();
    expect(titles).toEqual(LIVE_APP_TITLES);
    const healthTracker = grid(page)
      .locator('[part~="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Health Tracker', exact: true }) });
    await expect(healthTracker).toContainText('142+ activities');

    const comingSoon = grid(page).locator('[part~="card-coming-soon"]');
    await expect(comingSoon).toHaveCount(9);
    await expect(comingSoon.locator('[part~="badge-coming-soon"]')).toHaveText(Array(9).fill('Coming soon'));
    const focusable = await comingSoon.evaluateAll(
      (cards) =>
        cards.flatMap((card) => [...card.querySelectorAll('a, button, input, select, textarea, [tabindex]')]).length,
    );
    expect(focusable).toBe(0);
  });

  test('the four stats and three five-star testimonials', async ({ page }) => {
    await openLanding(page);
    const stats = page.locator('#stats');
    await expect(stats.getByRole('listitem')).toHaveText([
      '1000+Premium Products',
      '500+Happy Customers',
      '50+Service Categories',
      '24/7Customer Support',
    ]);
    const testimonials = page.locator('#testimonials figure');
    await expect(testimonials).toHaveCount(3);
    await expect(page.locator('#testimonials').getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.locator('figcaption span')).toHaveCount(2); // name and role
      await expect(testimonial.locator('blockquote')).not.toBeEmpty();
    }
  });

  test('footer: link columns, year 2024, company, contact mail, version 7.0.0, no dead links', async ({ page }) => {
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Categories', 'Company', 'Support']);
    await expect(footer).toContainText('© 2024 Coursify Labs');
    await expect(footer).toContainText('Version 7.0.0');
    await expect(footer.getByRole('link', { name: 'hello@coursify.example', exact: true })).toHaveAttribute(
      'href',
      'mailto:hello@coursify.example',
    );
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) expect(href).toMatch(/^(\/[^#]|\/#[a-z]|mailto:|tel:)/);
  });

  test('navbar anchors scroll each section below the sticky bar and update the hash', async ({ page }) => {
    await openLanding(page);
    for (const [label, id] of [
      ['Stats', 'stats'],
      ['Testimonials', 'testimonials'],
      ['Categories', 'categories'],
      ['Home', 'home'],
    ]) {
      await navbar(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`/#${id}`);
      const barBottom = await navbar(page).evaluate((el) => el.getBoundingClientRect().bottom);
      const sectionTop = () => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
      if (id === 'home') {
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      } else {
        // Smooth scrolling ends with the section's top just below the bar (the root's scroll-padding-top), not under it.
        await expect.poll(sectionTop).toBeGreaterThanOrEqual(Math.floor(barBottom));
        await expect.poll(sectionTop).toBeLessThanOrEqual(Math.ceil(barBottom) + 32);
      }
    }
  });

  test('the root is padded by the height of the bar, which it follows, and carries no custom property', async ({
    page,
  }) => {
    // A custom property on the root (inherited by every element, shadow roots included) restyled the whole page
    // once the shell hydrated; the padding itself restyles the root alone.
    await openLanding(page, 375);
    await waitForInteractive(page, ['site-navbar']);
    const padding = () =>
      page.evaluate(() => {
        const header = document.querySelector('header') as HTMLElement;
        const root = document.documentElement;
        const custom = [...root.style].filter((name) => name.startsWith('--'));
        return { bar: header.offsetHeight, padding: getComputedStyle(root).scrollPaddingTop, custom };
      });
    const closed = await padding();
    expect(closed.custom).toEqual([]);
    expect(closed.padding).toBe(`${closed.bar + 16}px`);
    await navbar(page).getByRole('button', { name: /menu/i }).click();
    await expect.poll(async () => (await padding()).bar).toBeGreaterThan(closed.bar);
    const open = await padding();
    expect(open.padding).toBe(`${open.bar + 16}px`);
  });

  test('in-page scrolling is smooth, unless the user prefers reduced motion', async ({ page }) => {
    const behavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openLanding(page);
    expect(await behavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await behavior()).toBe('auto');
  });

  test('the bar turns translucent past 20px of scroll, not at 0', async ({ page }) => {
    await openLanding(page);
    const bar = navbar(page).locator('[part~="bar"]');
    await expect(bar).not.toHaveAttribute('data-scrolled', /.*/);
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-scrolled', /.*/);
    expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar).not.toHaveAttribute('data-scrolled', /.*/);
  });

  test('mobile menu at 375px: opens and closes by mouse and by keyboard', async ({ page }) => {
    await openLanding(page, 375);
    const button = navbar(page).getByRole('button', { name: 'Menu' });
    const menu = navbar(page).locator('[part~="mobile-menu"]');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Stats' })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await menu.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL('/#testimonials');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('is good on the web: title, description, Open Graph, Twitter card, canonical, favicon, robots.txt', async ({
    page,
  }) => {
    await openLanding(page);
    await expect(page).toHaveTitle(/Coursify Labs/);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toMatch(/\w{10}/);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(await meta(`meta[property="${property}"]`)).toBeTruthy();
    }
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://coursify.example/');
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('User-agent');
    expect((await page.request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml');
    expect((await page.request.get('/og-image.jpg')).ok()).toBe(true);
  });

  for (const width of [1280, 375]) {
    test(`axe-core finds no violations at ${width}px`, async ({ page }) => {
      await openLanding(page, width);
      await expectNoAxeViolations(page);
    });
  }
});
