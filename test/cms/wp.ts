/** What the cms tests share: the site started by global-setup.ts, logins, REST calls, and the test data. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import type { Login, Release } from '../../scripts/wordpress.mjs';

export type Site = {
  url: string;
  dir: string;
  admin: Login;
  users: Record<'author' | 'contributor' | 'editor', Login>;
  release: Release;
  wordpress: string;
};

/** The site of the running test's WordPress release (its Playwright project's `wordpress`). */
export function site(): Site {
  const json = process.env.COURSIFY_WP;
  if (!json) throw new Error('COURSIFY_WP is not set: run through playwright.cms.config.ts (npm run test:cms)');
  const release = (test.info().project.metadata?.wordpress ?? 'packaged') as Release;
  const found = (JSON.parse(json) as Record<Release, Site>)[release];
  if (!found) throw new Error(`no WordPress ${release} was started`);
  return found;
}

/** A REST client logged in with the login form's cookie, and its wp_rest nonce (no password in any URL). */
export async function restAs(
  user: Login,
): Promise<{ api: APIRequestContext; nonce: string; dispose: () => Promise<void> }> {
  const api = await request.newContext({ baseURL: site().url });
  await api.get('/wp-login.php'); // sets WordPress's test cookie
  const login = await api.post('/wp-login.php', {
    form: { log: user.login, pwd: user.password, testcookie: '1', 'wp-submit': 'Log In', redirect_to: '/wp-admin/' },
    maxRedirects: 0,
  });
  expect(login.status(), `login of ${user.login}`).toBe(302);
  const nonce = await (await api.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  return { api, nonce, dispose: () => api.dispose() };
}

/** A REST call (plain permalinks: ?rest_route=), its JSON, and a status check. */
export async function rest(
  client: { api: APIRequestContext; nonce: string },
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  data?: Record<string, unknown>,
  status = method === 'POST' && !/\/\d+$/.test(route) && !route.includes('/plugins/') ? 201 : 200,
) {
  const [path, query] = route.split('?');
  const response = await client.api.fetch(`/?rest_route=${encodeURIComponent(path)}${query ? `&${query}` : ''}`, {
    method,
    headers: { 'X-WP-Nonce': client.nonce },
    data,
  });
  const body = await response.json();
  expect(response.status(), `${method} ${route}: ${JSON.stringify(body).slice(0, 300)}`).toBe(status);
  return body;
}

/**
 * Logs `user` in to a browser page: the login form posted as restAs() does, its cookies given to the page's context.
 * (Typing into the form raced wp-login.php's own script, which focuses and selects the user name 200 ms after load:
 * the password could land there.)
 */
export async function logIn(page: Page, user: Login) {
  const client = await restAs(user);
  await page.context().addCookies((await client.api.storageState()).cookies);
  await client.dispose();
  await page.goto(`${site().url}/wp-admin/`);
  await expect(page).toHaveURL(/\/wp-admin\/$/);
}

/** The saved markup of blocks, as the plugin's own editor script serializes them (wp.blocks.serialize). */
export async function serializedBlocks(
  browser: Browser,
  user: Login,
  blocks: Array<[string, Record<string, unknown>]>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, user);
  await page.goto(`${site().url}/wp-admin/post-new.php`);
  await page.waitForFunction(
    (names) => {
      const { blocks } =
        (window as unknown as { wp?: { blocks?: { getBlockType: (name: string) => unknown } } }).wp ?? {};
      return names.every((name) => blocks?.getBlockType(name));
    },
    blocks.map(([name]) => name),
    { timeout: 30_000 },
  );
  const html = await page.evaluate((list) => {
    const { blocks } = (window as unknown as { wp: { blocks: Record<string, (...args: unknown[]) => unknown> } }).wp;
    return blocks.serialize(list.map(([name, attributes]) => blocks.createBlock(name, attributes))) as string;
  }, blocks);
  await context.close();
  return html;
}

/** Waits for the block editor on `page`, then closes its welcome guide (it would cover the editor) if it shows. */
export async function closeWelcomeGuide(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { wp?: { data?: unknown } }).wp?.data));
  await page.evaluate(() => {
    type Data = {
      select: (store: string) => { isFeatureActive: (name: string) => boolean };
      dispatch: (store: string) => { toggleFeature: (name: string) => void };
    };
    const { data } = (window as unknown as { wp: { data: Data } }).wp;
    if (data.select('core/edit-post').isFeatureActive('welcomeGuide'))
      data.dispatch('core/edit-post').toggleFeature('welcomeGuide');
  });
}

export type EditorBlock = { name: string; isValid: boolean; attributes: Record<string, unknown> };

/** The blocks of post `id` as the block editor parses them when `user` opens it (validity, attributes). */
export async function editorBlocks(browser: Browser, user: Login, id: number): Promise<EditorBlock[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, user);
  await page.goto(`${site().url}/wp-admin/post.php?post=${id}&action=edit`);
  type Data = { select: (store: string) => { getBlocks: () => EditorBlock[] } };
  await page.waitForFunction(
    () =>
      ((window as unknown as { wp?: { data?: Data } }).wp?.data?.select('core/block-editor').getBlocks().length ?? 0) >
      0,
    undefined,
    { timeout: 30_000 },
  );
  const blocks = await page.evaluate(() =>
    (window as unknown as { wp: { data: Data } }).wp.data
      .select('core/block-editor')
      .getBlocks()
      .map(({ name, isValid, attributes }) => ({ name, isValid, attributes })),
  );
  await context.close();
  return blocks;
}

/** Opens `url` as an anonymous visitor; returns the page and the console errors it logged. */
export async function visit(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (failed) => errors.push(`request failed: ${failed.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(url);
  return { page, errors, close: () => context.close() };
}

/** SQL through the site's own MariaDB socket (the tests run where the site runs). */
export function sql(query: string): string[] {
  const result = spawnSync(
    'mariadb',
    ['--no-defaults', `--socket=${join(site().dir, 'run/mysqld.sock')}`, '-u', 'root', '-N', '-B', 'coursify_wp'],
    { input: query, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`mariadb: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

export const cards = (tag: string) => [
  {
    title: `Planner ${tag}`,
    description: `Plans the week (${tag}) — with “quotes” & <angles>.`,
    link: `${site().url}/apps/planner-${tag}/?a=1&b=2`,
    icon: 'calendar',
  },
  { title: `Notes ${tag}`, description: 'Coming later.', enable: false },
];

export const courses = (tag: string) => [
  {
    title: `Rust basics ${tag}`,
    description: 'Ownership and borrowing.',
    instructor: 'Ada',
    duration: '3 weeks',
    difficulty: 'Beginner',
    price: 'Free',
    syllabus: `${site().url}/courses/rust-${tag}/syllabus`,
    content: `${site().url}/courses/rust-${tag}/`,
  },
  {
    title: `SQL joins ${tag}`,
    description: 'Inner, outer, lateral.',
    instructor: 'Edgar',
    duration: '2 weeks',
    difficulty: 'Intermediate',
    price: 12,
    syllabus: `${site().url}/courses/sql-${tag}/syllabus`,
    content: `${site().url}/courses/sql-${tag}/`,
  },
];

/** The grid on `page` shows exactly `items` (titles, and the live card's Explore link). */
export async function expectGrid(page: Page, items: ReturnType<typeof cards>) {
  const titles = page.locator('ecosystem-grid [part~="card-title"]');
  await expect(titles).toHaveText(items.map((item) => item.title));
  const explore = page.locator('ecosystem-grid [part~="button-explore"]');
  await expect(explore).toHaveCount(items.filter((item) => item.enable !== false).length);
  await expect(explore.first()).toHaveAttribute('href', items[0].link ?? '');
}

/** The catalog on `page` shows exactly `list` (titles, and each course's Syllabus link). */
export async function expectCatalog(page: Page, list: ReturnType<typeof courses>) {
  const titles = page.locator('course-catalog [part~="card-title"]');
  await expect(titles).toHaveText(list.map((course) => course.title));
  const hrefs = await page
    .locator('course-catalog [part~="button-syllabus"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(list.map((course) => course.syllabus));
}
