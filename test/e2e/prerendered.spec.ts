/**
 * The shell's prerendered pages (`/`, the course grid) with their elements server-rendered (issue #20): readable,
 * styled and navigable with JavaScript off, and hydrated in place when it runs (same nodes, nothing moves, no
 * error from React's hydration or the elements').
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { A11Y_KEY, panelDialog, panelTrigger, seedStorage, THEME_KEY } from './prefs-helpers';
import { waitForInteractive } from './site-helpers';

const COURSES_ALL = '/public/features/courses/all';

/** Each prerendered page, with what of its elements must be in its HTML. */
const PAGES = [
  { path: '/', element: 'ecosystem-grid', cards: 20, menu: 'Categories' },
  { path: COURSES_ALL, element: 'course-catalog', cards: 3, menu: 'About' },
] as const;

test.describe('first paint', () => {
  for (const { path } of PAGES) {
    test(`${path}: the HTML alone paints it (no stylesheet or script to wait for), under the strict policy`, async ({
      page,
    }) => {
      const blocking: string[] = [];
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      page.on('request', (request) => {
        if (['stylesheet', 'script'].includes(request.resourceType())) blocking.push(new URL(request.url()).pathname);
      });
      // Every script held: what the first paint needs must already be in the HTML.
      await page.route(/\.(js|css)$/, () => {});
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('site-navbar [part~="brand"]')).toBeVisible();
      // Styled by the shell's own sheet (inline): its reset (the browser's default body margin is 8px) and font.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
      // The only requests for scripts are the module entry (fetched at low priority, for hydration) and its chunks:
      // no classic script and no stylesheet.
      expect(blocking.filter((pathname) => pathname.endsWith('.css') || pathname === '/preferences.js')).toEqual([]);
      expect(violations).toEqual([]);
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, element, cards, menu } of PAGES) {
    test(`${path}: the navbar, the cards and their styles are in the HTML`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const navbar = page.locator('site-navbar');
      await expect(navbar.getByRole('navigation').getByRole('link', { name: menu, exact: true })).toBeVisible();
      await expect(page.locator(element).locator('[part~="card"]')).toHaveCount(cards);
      // Styled from the element's own sheet: the cards' list is a grid, the bar a flex row (unstyled: block).
      const list = page.locator(element).locator('ul').first();
      expect(await list.evaluate((node) => getComputedStyle(node).display)).toBe('grid');
      const bar = navbar.locator('[part~="bar"]');
      expect(await bar.evaluate((node) => getComputedStyle(node).position)).not.toBe('');
      const brand = navbar.locator('[part~="brand"]');
      expect(await brand.evaluate((node) => getComputedStyle(node).display)).toMatch(/flex/);
    });
  }

  test('their links are real links', async ({ page }) => {
    await page.goto('/');
    await page.locator('site-navbar').getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page).toHaveURL('/#categories');
    await page.goto(COURSES_ALL);
    await page
      .locator('course-catalog')
      .getByRole('link', { name: /Syllabus/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/public\/features\/courses\/syllabus\/\w+/);
    await page.goto(COURSES_ALL);
    await page.locator('site-navbar').getByRole('navigation').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/public/pages/about');
  });
});

/** The boxes of the element's host and of every card, and each card's node marked to find it again. */
function measure(page: Page, element: string) {
  return page.evaluate((tag) => {
    const host = document.querySelector(tag) as HTMLElement;
    const cards = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('[part~="card"]') ?? [])];
    const box = (node: Element) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    cards.forEach((card, index) => {
      (card as HTMLElement & { serverNode?: number }).serverNode ??= index;
    });
    return {
      host: box(host),
      cards: cards.map(box),
      same: cards.every((card, index) => (card as HTMLElement & { serverNode?: number }).serverNode === index),
    };
  }, element);
}

test.describe('with JavaScript', () => {
  for (const { path, element } of PAGES) {
    test(`${path}: the elements hydrate in place, with no layout shift and no error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Playwright blocks the service worker in these tests (playwright.config.ts) and says so.
        if (message.text().includes('blocked by Playwright')) return;
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A phone's viewport, where the page is one column and every shift moves what follows.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(' ')}`);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The entry script is held until the server's layout is measured.
      let release: () => void = () => {};
      const held = new Promise<Route>((resolve) => {
        page.route(/\/assets\/index-[\w-]+\.js$/, (route) => resolve(route));
      });
      const navigation = page.goto(path);
      const route = await held;
      release = () => void route.continue();
      await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('style'), element);
      const before = await measure(page, element);
      release();
      await navigation;
      // Hydrated: the element adopted its sheets and dropped the server's <style>; React's shell took the HTML over.
      await page.waitForFunction((tag) => {
        const root = document.querySelector(tag)?.shadowRoot;
        return root && root.adoptedStyleSheets.length > 0 && !root.querySelector('style');
      }, element);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await measure(page, element);
      expect(after.same).toBe(true);
      expect(after.cards.length).toBe(before.cards.length);
      expect(after).toEqual(before);
      // Nothing moved from the first paint on either, before hydration included (the page parsed in parts, the
      // catalog's off-screen stand-in height, the panel's button appearing in the bar).
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('the course grid’s structured data: in the prerendered HTML, and still one, the same, after hydration', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const response = await page.request.get(COURSES_ALL);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json" data-cf-structured-data>([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  expect(html).toMatch(/<\/template><script type="application\/ld\+json"[^>]*>[^<]*<\/script><\/course-catalog>/);
  const served = JSON.parse(scripts[0][1]);
  expect(served.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toHaveLength(3);

  await page.goto(COURSES_ALL);
  await page.waitForFunction(() => {
    const root = document.querySelector('course-catalog')?.shadowRoot;
    return root && root.adoptedStyleSheets.length > 0 && !root.querySelector('style');
  });
  // Time for the structured-data chunk to load and adopt the script.
  await page.waitForTimeout(500);
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('course-catalog > script[type="application/ld+json"]')].map((s) => s.textContent),
  );
  expect(texts).toEqual([scripts[0][1]]);
  expect(errors).toEqual([]);
});

test('a dark visitor sees the server-rendered elements dark before their script runs', async ({ page }) => {
  await seedStorage(page, { [THEME_KEY]: '"dark"' }); // stored as JSON
  // The boot script (/preferences.js) applies the stored theme; the elements' module is held back.
  let release: () => void = () => {};
  const held = new Promise<Route>((resolve) => {
    page.route(/\/assets\/index-[\w-]+\.js$/, (route) => resolve(route));
  });
  const navigation = page.goto(COURSES_ALL);
  const route = await held;
  release = () => void route.continue();
  const surface = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);
  await expect(page.locator('course-catalog [part~="card"]').first()).toBeVisible();
  // The elements' dark surface (#1e293b), not their light one (#fff).
  expect(await surface('site-navbar [part~="bar"]')).toBe('rgb(30, 41, 59)');
  expect(await surface('course-catalog [part~="card"]')).toBe('rgb(30, 41, 59)');
  release();
  await navigation;
});

test('the accessibility panel is server-rendered too, and hydrates over a visitor’s stored settings', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  await seedStorage(page, { [A11Y_KEY]: JSON.stringify({ grayscale: true }) });
  // Its trigger is in the HTML, in its place in the bar, before any script of the page runs.
  let release: () => void = () => {};
  const held = new Promise<Route>((resolve) => {
    page.route(/\/assets\/index-[\w-]+\.js$/, (route) => resolve(route));
  });
  const navigation = page.goto('/');
  const route = await held;
  release = () => void route.continue();
  const trigger = page.locator('accessibility-panel').locator('[part~="trigger"]');
  await expect(trigger).toBeVisible();
  const serverTrigger = await trigger.elementHandle();
  release();
  await navigation;
  await waitForInteractive(page, ['accessibility-panel']);
  // Hydrated in place (the server's button), live, and showing the stored settings: the dialog is grey too.
  expect(await trigger.evaluate((node, server) => node === server, serverTrigger)).toBe(true);
  await panelTrigger(page).click();
  await expect(panelDialog(page)).toBeVisible();
  expect(await panelDialog(page).evaluate((node) => getComputedStyle(node).filter)).toMatch(/grayscale/);
  expect(warnings).toEqual([]);
});
