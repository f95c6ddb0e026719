import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { type Page, test } from '@playwright/test';

/** A made-up origin for partner pages: Playwright answers it from disk, so no server runs and nothing leaves. */
export const PARTNER_ORIGIN = 'http://partner.test';

const ROOT = join(import.meta.dirname, '..', '..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
};

/**
 * The build a partner page gets: fixtures load `/elements/<tag>.js`, answered from dist/elements (React inside) or
 * dist/cdn (the lite build), by the Playwright project's `elementBuild` (playwright.config.ts): every partner spec
 * runs on both builds.
 */
const BUILD_DIRS: Record<string, string> = { react: 'dist/elements', lite: 'dist/cdn' };

export function elementBuild(): string {
  return String(test.info().project.metadata?.elementBuild ?? 'react');
}

type Options = {
  /** Response headers for HTML pages (from disk or `extra`), e.g. a Content-Security-Policy. */
  headers?: Record<string, string>;
  /** Extra routes answered from memory: path → [status, body, content type]. */
  extra?: Record<string, [number, string, string?]>;
};

/**
 * Serves the repository read-only on PARTNER_ORIGIN: `/test/fixtures/*.html` pages loading `/elements/*.js`, the
 * very files partners load, from the build under test (`/dist/…` directly too). Every request is recorded in the
 * returned list.
 */
export async function servePartner(page: Page, options: Options = {}): Promise<string[]> {
  const buildDir = BUILD_DIRS[elementBuild()];
  if (!buildDir) throw new Error(`unknown element build "${elementBuild()}"`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(`${PARTNER_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const extra = options.extra?.[url.pathname];
    if (extra) {
      const [status, body, contentType = 'application/json'] = extra;
      const headers = contentType.startsWith('text/html') ? (options.headers ?? {}) : {};
      return route.fulfill({ status, body, headers: { ...headers, 'content-type': contentType } });
    }
    const pathname = url.pathname.replace(/^\/elements\//, `/${buildDir}/`);
    const path = normalize(join(ROOT, decodeURIComponent(pathname)));
    if (!path.startsWith(ROOT) || !/^\/(dist|test\/fixtures)\//.test(pathname)) {
      // The partner's other pages (where Syllabus/Course links lead): a real document, so navigation completes.
      return route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not here</title>' });
    }
    try {
      const body = await readFile(path);
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const headers = type.startsWith('text/html') ? (options.headers ?? {}) : {};
      return route.fulfill({ status: 200, body, headers: { ...headers, 'content-type': type } });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  return requests;
}
