/**
 * The suite shares one browser context and tab per worker (playwright.config.ts, reuseContext), reset between
 * tests. These two run in order in one worker: the first leaves every kind of state a test can leave behind, the
 * second proves none of it reached it. Should a Playwright upgrade reset less, this fails.
 */
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

const KEY = 'isolation-probe';

test('a test leaves state behind: storage, a cookie, IndexedDB, a route, an init script, emulation, a viewport', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: KEY, value: '1', url: 'http://localhost' }]);
  await page.addInitScript((key) => Object.assign(window, { [key]: true }), KEY);
  await context.route('**/probe-route', (route) => route.fulfill({ body: 'routed' }));
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 400, height: 500 });
  await page.goto('/');
  await page.evaluate(async (key) => {
    localStorage.setItem(key, '1');
    sessionStorage.setItem(key, '1');
    await new Promise((resolve, reject) => {
      const open = indexedDB.open(key);
      open.onsuccess = () => {
        open.result.close();
        resolve(null);
      };
      open.onerror = () => reject(open.error);
    });
  }, KEY);
  // What the next test must not see, seen here: the checks below can fail.
  expect(await page.evaluate((key) => Boolean((window as unknown as Record<string, unknown>)[key]), KEY)).toBe(true);
  expect(await page.evaluate(() => fetch('/probe-route').then((r) => r.text()))).toBe('routed');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  expect(await page.evaluate(() => document.cookie)).toContain(KEY);
});

test('the next test in the worker starts clean', async ({ page }) => {
  await page.goto('/');
  const state = await page.evaluate(
    async (key) => ({
      local: localStorage.getItem(key),
      session: sessionStorage.getItem(key),
      cookie: document.cookie.includes(key),
      databases: (await indexedDB.databases()).map((db) => db.name),
      initScript: Boolean((window as unknown as Record<string, unknown>)[key]),
      routed: (await (await fetch('/probe-route')).text()) === 'routed',
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      width: innerWidth,
    }),
    KEY,
  );
  expect(state).toEqual({
    local: null,
    session: null,
    cookie: false,
    databases: [],
    initScript: false,
    routed: false,
    dark: false,
    reducedMotion: false,
    width: 1280,
  });
});
