// @vitest-environment node
/**
 * The rules for an element's host (and the shared `.cf-root` wrapper) live in the element's own sheet
 * (src/styles/elements/<tag>.css), the one its declaration names as `styles`: the custom element and the React
 * host component both adopt that sheet, so no component adopts anything of its own. What the rules do is checked
 * in real engines (test/element: the sticky navbar, the toggle's transparent wrapper, the install prompt's host
 * display); unit tests get no compiled CSS, so this checks the source: each rule is there, at the top level
 * (unlayered, so it wins over the shared base's layered rules).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** An element sheet's source without comments, and its top-level text (no `@layer …{…}` block in it). */
function topLevelRules(tag: string): string {
  const source = readFileSync(resolve(import.meta.dirname, `../../../src/styles/elements/${tag}.css`), 'utf8');
  return source.replace(/\/\*[\s\S]*?\*\//g, '');
}

describe('host rules in the element sheets', () => {
  it('<site-navbar>: a sticky host above the page, the bar width token, a wrapper without background', () => {
    const css = topLevelRules('site-navbar');
    expect(css).not.toMatch(/@layer[^;{]*\{/);
    expect(css).toMatch(/\n:host\s*\{[^}]*position:\s*sticky;[^}]*top:\s*0;[^}]*z-index:\s*40;/);
    expect(css).toMatch(/--_cf-navbar-max-width:\s*var\(--cf-navbar-max-width,/);
    expect(css).toMatch(/\n\.cf-root\s*\{\s*background:\s*none;\s*\}/);
  });

  it('<theme-toggle>: an inline-block host, the button size token, a wrapper without background', () => {
    const css = topLevelRules('theme-toggle');
    expect(css).not.toMatch(/@layer[^;{]*\{/);
    expect(css).toMatch(/\n:host\s*\{[^}]*display:\s*inline-block;[^}]*vertical-align:\s*middle;/);
    expect(css).toMatch(/--_cf-theme-toggle-size:\s*var\(--cf-theme-toggle-size,/);
    expect(css).toMatch(/\n\.cf-root\s*\{\s*background:\s*none;\s*\}/);
  });

  it('<install-prompt>: an inline-flex host, none without an offer, a wrapper that makes no box', () => {
    const css = topLevelRules('install-prompt');
    expect(css).not.toMatch(/@layer[^;{]*\{/);
    expect(css).toMatch(/\n:host\s*\{[^}]*display:\s*inline-flex;/);
    expect(css).toMatch(/\n:host\(:not\(:state\(offer\)\)\)\s*\{\s*display:\s*none;\s*\}/);
    expect(css).toMatch(/\n\.cf-root\s*\{\s*display:\s*contents;\s*\}/);
  });
});
