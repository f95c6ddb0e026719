/**
 * Every URL that comes from data passes through here before it reaches the DOM.
 * Allow-list, not block-list: anything we do not positively recognise is refused,
 * so `javascript:`, `data:`, `vbscript:`, `blob:` and schemes not invented yet never become links.
 */

import { plainText } from './plain-text';

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const FETCH_SCHEMES = new Set(['http:', 'https:']);
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
// Browsers strip ASCII tab/newline anywhere and C0 controls/space at the ends before parsing a URL;
// "java\tscript:" must be judged as the browser will read it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const STRIPPED_BY_BROWSERS = /[\u0000-\u0020]/g;

function schemeOf(value: string): string | null {
  const compact = value.replace(STRIPPED_BY_BROWSERS, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match ? `${match[1].toLowerCase()}:` : null;
}

function cleaned(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // As HTML carries it (a lone surrogate or a NUL becomes U+FFFD in the server's bytes), so the server's href and
  // the browser's first render agree.
  const trimmed = plainText(value).trim();
  return trimmed === '' ? null : trimmed;
}

function allowScheme(value: unknown, schemes: ReadonlySet<string>): string | null {
  const url = cleaned(value);
  if (url === null) return null;
  const scheme = schemeOf(url);
  // No scheme: a relative URL ("/courses", "../x", "?q=1", "#top"). "//host/x" is protocol-relative http(s).
  if (scheme === null) return url;
  return schemes.has(scheme) ? url : null;
}

/** A URL safe for `<a href>`: http(s), mailto, tel or relative; otherwise null. */
export function safeLinkUrl(value: unknown): string | null {
  return allowScheme(value, LINK_SCHEMES);
}

/** A URL safe to `fetch()` or frame: http(s) or relative; otherwise null. */
export function safeFetchUrl(value: unknown): string | null {
  return allowScheme(value, FETCH_SCHEMES);
}

/** A URL safe for `<img src>`: http(s), relative, or an inline raster/SVG image; otherwise null. */
export function safeImageUrl(value: unknown): string | null {
  const url = cleaned(value);
  if (url !== null && IMAGE_DATA_URL.test(url)) return url;
  return safeFetchUrl(url);
}
