/**
 * The guides on the shell's docs site (issue #32): the README at /docs, the guides' index and every guide of
 * docs/guides, each prerendered from its Markdown (scripts/markdown-pages.mjs, the page list read here too, not
 * written here), axe clean in light and dark, its navigation reachable by keyboard, its code copyable; and a walk
 * over every link of every page, to every route and anchor it names.
 */
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { markdownPages, readPage } from '../../scripts/markdown-pages.mjs';
import { expectNoAxeViolations } from './axe';
import { DARK, THEME_KEY, tabTo } from './prefs-helpers';

const ROOT = resolve(import.meta.dirname, '../..');
const ALL = markdownPages(ROOT).map((page) => readPage(ROOT, page));
/** The pages rendered as guides (the element pages' words are shown on the element pages: docs.spec.ts). */
const GUIDES = ALL.filter((page) => page.kind !== 'element');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The ids and the links of a page's HTML as the server sends it (before any script). */
function readHtml(html: string) {
  const root = html.slice(html.indexOf('<div id="root">'));
  return {
    ids: new Set([...root.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id as string)),
    hrefs: [...root.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => (href as string).replace(/&amp;/g, '&')),
  };
}

const article = (page: Page) => page.locator('#main article');

test.describe('guides on the docs site', () => {
  test('every guide is prerendered: its words, title and description are in the HTML before any script', async ({
    request,
  }) => {
    expect(GUIDES.length).toBeGreaterThanOrEqual(14);
    for (const guide of GUIDES) {
      const response = await request.get(guide.route);
      expect(response.status(), guide.route).toBe(200);
      const html = await response.text();
      expect(html, guide.route).not.toContain('<div id="root"></div>');
      const h1 = guide.headings.find((heading) => heading.level === 1);
      expect(html, guide.route).toContain(`<h1 id="${h1?.id}"`);
      expect(html, guide.route).toContain(`<title>${guide.title.replace(/&/g, '&amp;')} · Docs · Coursify</title>`);
      expect(html, guide.route).toContain('<nav aria-label="Docs"');
      // The docs' stylesheet comes with the page, not with its script (first paint as after hydration).
      expect(html, guide.route).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/docs-[\w-]+\.css">/);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

    test('a guide reads and is laid out as with it: the navigation beside the page, code in its dark block', async ({
      page,
    }) => {
      await page.goto('/docs/guides/embedding');
      const nav = await page.getByRole('navigation', { name: 'Docs' }).boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(nav && heading && nav.x + nav.width <= heading.x, 'the navigation is beside the page').toBe(true);
      const code = page.getByRole('region', { name: 'Code example 1 (html)' });
      await expect(code).toContainText('dist/cdn/autoloader.js');
      expect(await code.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    });
  });

  test('a guide hydrates in place: no console error, the code blocks copy, a link routes without a reload', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The service worker is blocked in these tests (playwright.config.ts): not the page's fault.
      if (message.text().includes('blocked by Playwright')) return;
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/docs/guides/embedding');
    const heading = page.getByRole('heading', { level: 1, name: /Embedding and the CDN/ });
    await expect(heading).toBeVisible();
    // The same node before and after hydration: the server's h1 is kept.
    await page.evaluate(() => {
      (window as unknown as { h1: Element | null }).h1 = document.querySelector('h1');
    });
    await page.getByRole('button', { name: 'Copy code example 1' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('dist/cdn/autoloader.js');
    expect(await page.evaluate(() => (window as unknown as { h1: Element }).h1 === document.querySelector('h1'))).toBe(
      true,
    );
    // A link to another guide goes through the router: the page is not reloaded (the marker survives).
    await article(page).getByRole('link', { name: 'security and CSP' }).first().click();
    await expect(page).toHaveURL(/\/docs\/guides\/security#content-security-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: /Security and CSP/ })).toBeVisible();
    // Focus (and the view) go to the section the link names, not to the top of the page.
    await expect(page.locator('#content-security-policy')).toBeFocused();
    await expect(page.locator('#content-security-policy')).toBeInViewport();
    expect(await page.evaluate(() => 'h1' in window)).toBe(true);
    await expect(page).toHaveTitle('Security and CSP · Docs · Coursify');
    expect(errors).toEqual([]);
  });

  test('the navigation beside a guide is reached and followed by keyboard, and marks the current page', async ({
    page,
  }) => {
    await page.goto('/docs/guides');
    const nav = page.getByRole('navigation', { name: 'Docs' });
    await expect(nav.getByRole('link', { name: 'All guides' })).toHaveAttribute('aria-current', 'page');
    const target = nav.getByRole('link', { name: 'Server rendering' });
    await tabTo(page, target, 'Tab', 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/guides\/server-rendering$/);
    await expect(page.getByRole('heading', { level: 1, name: /Server rendering/ })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Server rendering' })).toHaveAttribute('aria-current', 'page');
    // Every guide and every element page is in it.
    for (const guide of GUIDES.filter((g) => g.kind === 'guide')) {
      await expect(nav.getByRole('link', { name: guide.title, exact: true })).toHaveAttribute('href', guide.route);
    }
    for (const element of ALL.filter((page) => page.kind === 'element')) {
      await expect(nav.locator(`a[href="${element.route}"]`)).toHaveCount(1);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on any guide, ${theme}`, async ({ page }) => {
      // One axe pass per page, fourteen pages and more: past the default 30 s beside the other stages.
      test.setTimeout(180_000);
      if (theme === 'dark') await page.addInitScript((key) => localStorage.setItem(key, '"dark"'), THEME_KEY);
      for (const guide of GUIDES) {
        await test.step(guide.route, async () => {
          await page.goto(guide.route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(DARK);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test('every link of every guide leads to a page of the site, and every #anchor to an element of it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const html = new Map<string, ReturnType<typeof readHtml>>();
    for (const guide of GUIDES) html.set(guide.route, readHtml(await (await request.get(guide.route)).text()));
    const targets = new Map<string, Set<string>>(); // route → the anchors asked for on it
    let links = 0;
    for (const [route, { hrefs }] of html) {
      for (const href of hrefs) {
        if (/^[a-z]+:/.test(href)) continue;
        const [path = '', fragment] = href.split('#');
        if (!path.startsWith('/docs') && path !== '') continue; // the shell's own navbar and footer
        links++;
        const target = path === '' ? route : path;
        const anchors = targets.get(target) ?? new Set<string>();
        if (fragment) anchors.add(fragment);
        targets.set(target, anchors);
      }
    }
    expect(links).toBeGreaterThan(100);
    for (const [target, anchors] of targets) {
      await test.step(target, async () => {
        const known = html.get(target);
        if (known) {
          for (const anchor of anchors) expect(known.ids.has(anchor), `${target}#${anchor}`).toBe(true);
          return;
        }
        // Not prerendered (an element's page, the translations): open it and look for each anchor once it rendered.
        const response = await page.goto(target);
        expect(response?.status(), target).toBe(200);
        // The translations page loads every bundled language first: slow beside the other stages.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
        for (const anchor of anchors)
          await expect(page.locator(`[id="${anchor}"]`), `${target}#${anchor}`).toHaveCount(1);
      });
    }
  });

  test('an element page shows its words from docs/elements, with their anchors', async ({ page }) => {
    await page.goto('/docs/elements/theme-toggle#no-flash-on-load');
    const section = page.getByRole('region', { name: 'Using it' });
    await expect(section.getByRole('heading', { level: 3, name: /No flash on load/ })).toBeVisible();
    await expect(page.locator('#no-flash-on-load')).toBeInViewport();
    await section.getByRole('link', { name: 'styling and theming' }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/styling#dark-mode-and-the-theme-attribute$/);
    await expect(article(page).getByRole('heading', { level: 1, name: /Styling and theming/ })).toBeVisible();
  });
});
