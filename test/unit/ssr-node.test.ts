// @vitest-environment node
/**
 * coursify-elements/ssr runs in Node without a DOM: with no browser global defined (a read of one would throw a
 * ReferenceError), a fresh import renders every element, and leaves no global behind.
 */
import { expect, it, vi } from 'vitest';
import { ELEMENT_TAGS } from '../../src/elements/tags';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'customElements',
  'HTMLElement',
  'localStorage',
  'matchMedia',
  'getComputedStyle',
  'CSSStyleSheet',
  'MutationObserver',
];

// A fresh import transforms the whole renderer (seven elements, react-dom/server, the languages) from source: on a
// loaded 2-core machine (npm test runs the build beside the unit tests) that can take longer than the default 5 s.
it('imports and renders every element with no browser global, and defines none', { timeout: 60_000 }, async () => {
  for (const name of BROWSER_GLOBALS) expect(name in globalThis, name).toBe(false);
  vi.resetModules();
  const { renderHtml } = await import('../../src/ssr');
  const out = renderHtml(ELEMENT_TAGS.map((tag) => `<${tag}></${tag}>`).join(''));
  expect(out.match(/<template shadowrootmode="open">/g)).toHaveLength(ELEMENT_TAGS.length);
  for (const name of BROWSER_GLOBALS) expect(name in globalThis, name).toBe(false);
});
