/**
 * The demo shell's response headers, in one place: what scripts/serve.mjs (npm start) sends, and what the build
 * writes for static hosts beside the pages (scripts/prerender-plugin.ts), from the same hash lists
 * (dist/demo/script-hashes.txt, style-hashes.txt):
 * - `_headers`: the format of Netlify and Cloudflare Pages (a path pattern, then indented `Name: value` lines);
 * - `nginx-headers.conf`: `add_header` lines to include in an nginx `server` block, with the locations that need
 *   their own (nginx drops the inherited `add_header`s in a location that adds one, so each repeats them).
 * docs/guides/hosting.md shows both. test/e2e/serve.spec.ts holds the files to what serve.mjs sends.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The strict policy of the shell's pages: nothing inline but the exact scripts and styles the build hashed, nothing
 * from other hosts, Trusted Types enforced. The elements style themselves with constructed stylesheets once they run.
 * @param {{ scripts: string[], styles: string[] }} hashes the CSP sources of the prerendered pages' inline parts
 */
export function contentSecurityPolicy({ scripts, styles }) {
  return [
    "default-src 'self'",
    // The prerendered pages carry the boot script, the shell's stylesheet and the elements' sheets (their
    // declarative shadow roots) inline: allowed by hash only, the hashes the build wrote.
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** Sent with every response. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
/** Hashed assets never change: cached for a year. Everything else is revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** The shell's copy of the lite build (/cdn/) is for other sites' pages: module scripts load it with CORS. */
export const SHARED_PREFIX = '/cdn/';
export const ASSETS_PREFIX = '/assets/';

/** The CSP sources of the prerendered pages' inline scripts or styles, one a line; none for a build without them. */
export async function readHashes(root) {
  const read = async (file) => {
    try {
      return (await readFile(join(root, file), 'utf8')).split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };
  return { scripts: await read('script-hashes.txt'), styles: await read('style-hashes.txt') };
}

/**
 * The headers of a response of the shell (names as written in the files; compare them case-insensitively).
 * @param {string} pathname
 * @param {{ html: boolean, policy: string }} response
 */
export function headersFor(pathname, { html, policy }) {
  return {
    'Cache-Control': pathname.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE,
    ...COMMON_HEADERS,
    ...(html ? { 'Content-Security-Policy': policy } : {}),
    ...(pathname.startsWith(SHARED_PREFIX) ? { 'Access-Control-Allow-Origin': '*' } : {}),
  };
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both add every matching rule's headers to a response, so no header
 * is in two rules that can match one path: the policy goes with every response (a browser reads it on pages only),
 * and Cache-Control only on the hashed assets (both hosts revalidate everything else by default, as `no-cache` does).
 */
export function netlifyHeaders(policy) {
  const rule = (path, headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  return `${[
    "# The demo shell's headers for Netlify and Cloudflare Pages, written by `npm run build` (scripts/shell-headers.mjs)",
    '# from the hashes of this build: copy it with dist/demo, do not edit it.',
    ...rule('/*', { ...COMMON_HEADERS, 'Content-Security-Policy': policy }),
    ...rule(`${ASSETS_PREFIX}*`, { 'Cache-Control': IMMUTABLE }),
    ...rule(`${SHARED_PREFIX}*`, { 'Access-Control-Allow-Origin': '*' }),
  ].join('\n')}\n`;
}

/** `nginx-headers.conf`: include it inside the `server` block that serves dist/demo. */
export function nginxHeaders(policy) {
  // nginx reads `$` in a value as a variable and has no escape for it: a policy never holds one.
  const quote = (value) => {
    if (value.includes('$')) throw new Error(`shell-headers: a header value with $ cannot go into nginx: ${value}`);
    return `"${value.replace(/(["\\])/g, '\\$1')}"`;
  };
  const add = (headers, indent = '') =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
  const common = { ...COMMON_HEADERS, 'Content-Security-Policy': policy };
  return `${[
    "# The demo shell's headers for nginx, written by `npm run build` (scripts/shell-headers.mjs) from the hashes of",
    '# this build. Inside the server block whose root is dist/demo: include /path/to/dist/demo/nginx-headers.conf;',
    '# A location that adds a header drops the ones it inherits, so each location repeats them.',
    'location / {',
    '  # Prerendered pages by their index.html; every other route is the empty shell (history fallback).',
    '  try_files $uri $uri/index.html /app.html;',
    ...add({ 'Cache-Control': REVALIDATE, ...common }, '  '),
    '}',
    `location ${ASSETS_PREFIX} {`,
    ...add({ 'Cache-Control': IMMUTABLE, ...common }, '  '),
    '}',
    `location ${SHARED_PREFIX} {`,
    ...add({ 'Cache-Control': REVALIDATE, ...common, 'Access-Control-Allow-Origin': '*' }, '  '),
    '}',
  ].join('\n')}\n`;
}

/**
 * The headers a file of rules gives a path: `_headers` (every matching pattern's headers, `*` a splat) or the nginx
 * include (the longest matching location's). Lower-case names. For the tests and for anyone checking a host.
 * @param {string} text
 * @param {'netlify' | 'nginx'} format
 * @param {string} pathname
 */
export function headersFromFile(text, format, pathname) {
  const headers = {};
  if (format === 'netlify') {
    let matches = false;
    for (const line of text.split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue;
      if (!line.startsWith(' ')) {
        const pattern = new RegExp(
          `^${line
            .trim()
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')}$`,
        );
        matches = pattern.test(pathname);
      } else if (matches) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
    }
    return headers;
  }
  const locations = [...text.matchAll(/^location (\S+) \{\n([\s\S]*?)^\}/gm)];
  const best = locations
    .filter(([, prefix]) => pathname.startsWith(prefix))
    .sort((a, b) => b[1].length - a[1].length)[0];
  for (const [, name, value] of (best?.[2] ?? '').matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)) {
    headers[name.toLowerCase()] = value.replace(/\\(["\\])/g, '$1');
  }
  return headers;
}
