/**
 * Opens a page of the consumer workspace (test/package/workspace.ts) in Playwright as if served from ORIGIN: the
 * files come from disk through a route, so no server or port is needed. Returns the page's errors and warnings, as
 * the tests that read them (no React hydration warning, no element warning) assert on them.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { CONSUMERS } from './workspace';

export const ORIGIN = 'http://consumer.test';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Answers every request to ORIGIN from the consumer workspace on disk (nothing leaves the machine), with
 *  `pageHeaders` on its HTML pages (a partner's Content-Security-Policy, say). `root`: the folder served as the site's
 *  root, the workspace or a built site in it whose pages link their files from `/` (Astro's dist). */
export async function serveConsumers(
  page: Page,
  pageHeaders: Record<string, string> = {},
  root = CONSUMERS,
): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) return route.fulfill({ status: 403, body: '' });
    try {
      const body = await readFile(file);
      const contentType = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = contentType.startsWith('text/html') ? pageHeaders : {};
      return route.fulfill({ status: 200, body, contentType, headers });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
}

/** Serves the consumer workspace on ORIGIN, opens `path`, and collects the page's errors and warnings. */
export async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await serveConsumers(page);
  await page.goto(`${ORIGIN}${path}`);
  return problems;
}
