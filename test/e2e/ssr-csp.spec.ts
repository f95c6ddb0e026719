/**
 * A partner page with server-rendered elements (coursify-elements/ssr, the built renderer) under a strict
 * Content-Security-Policy that allows no inline style: the policy blocks the roots' inline sheets and the grid's
 * colour attributes, and the elements still end up styled and coloured once their script runs (both builds).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN, servePartner } from './partner';

const ROOT = join(import.meta.dirname, '..', '..');

const course = (n: number) => ({
  id: `c${n}`,
  title: `Course ${n}`,
  description: `About course ${n}.`,
  instructor: 'A. Teacher',
  duration: '1 Week',
  difficulty: 'Beginner',
  price: 0,
  syllabus: `/s/${n}`,
  content: `/c/${n}`,
});
const app = { id: 'tasks', icon: 'timer', title: 'Tasks', description: 'Lists.', color: 'red', link: '/tasks' };
const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

async function serverPage(): Promise<string> {
  const { renderHtml } = (await import(pathToFileURL(join(ROOT, 'dist/ssr/index.js')).href)) as {
    renderHtml: (html: string) => string | Promise<string>;
  };
  const body = await renderHtml(
    `<course-catalog hide-filters hide-sort courses='${attribute([course(1), course(2), course(3)])}'></course-catalog>` +
      `<ecosystem-grid items='${attribute([app])}'></ecosystem-grid>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server-rendered, strict policy</title>
<script type="module" src="/elements/course-catalog.js"></script>
<script type="module" src="/elements/ecosystem-grid.js"></script></head><body><main>${body}</main></body></html>`;
}

test('server-rendered elements under style-src \u0027self\u0027: styled and coloured once their script runs', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The policy reports each inline style it blocks (the server's sheets and colours): expected here.
    if (message.type() === 'error' && !message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  await servePartner(page, {
    headers: { 'content-security-policy': "default-src 'self'; object-src 'none'; base-uri 'none'" },
    extra: { '/ssr-csp.html': [200, await serverPage(), 'text/html; charset=utf-8'] },
  });
  // The hydration code held back: the elements are defined, their server content not hydrated yet.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    page.route(/\/chunks\/hydrate-[\w-]+\.js$/, (route) => {
      release = () => void route.fallback();
      resolve();
    });
  });
  await page.goto(`${PARTNER_ORIGIN}/ssr-csp.html`);
  await held;
  const cards = page.locator('course-catalog [part~="card"]');
  await expect(cards).toHaveCount(3);
  expect(await page.evaluate(() => customElements.get('course-catalog') !== undefined)).toBe(true);
  // Styled from the upgrade on, by the element's own sheets (adopted: a policy does not apply to them), since the
  // policy blocked the server's <style>; not only once hydrated.
  await expect.poll(() => cards.first().evaluate((node) => getComputedStyle(node).borderTopStyle)).toBe('solid');
  release();
  const badge = page.locator('ecosystem-grid [part~="card-icon"]');
  await expect.poll(() => badge.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(220, 38, 38)');
  // Live: the search filters.
  await page.locator('course-catalog').getByRole('searchbox').fill('Course 2');
  await expect(cards).toHaveCount(1);
  expect(errors).toEqual([]);
});
