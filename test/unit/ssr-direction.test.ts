// @vitest-environment node
/**
 * The server reads `dir` as a browser does (src/lib/i18n/direction.ts), so the direction of its first render is the
 * one the browser's hydration reads: a value that is no keyword inherits, `auto` follows the element's own text.
 * Found by the parity test (test/element/ssr-parity.test.ts): `dir=" rtl"` was right to left on the server only,
 * `dir="auto"` around Arabic text left to right on the server only.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '../../src/ssr/render-html';

const direction = (html: string) => /class="cf-root"[^>]* dir="(ltr|rtl)"/.exec(renderHtml(html))?.[1];

describe('the server reads dir as the browser does', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('a value that is no keyword inherits the parent’s direction', () => {
    expect(direction('<ecosystem-grid dir=" rtl"></ecosystem-grid>')).toBe('ltr');
    expect(direction('<div dir="rtl"><ecosystem-grid dir="right"></ecosystem-grid></div>')).toBe('rtl');
    expect(direction('<div dir="rtl"><div dir=" ltr"><course-catalog></course-catalog></div></div>')).toBe('rtl');
  });

  it('keywords in any case', () => {
    expect(direction('<ecosystem-grid dir="RTL"></ecosystem-grid>')).toBe('rtl');
  });

  it('dir="auto" follows the first strong character of the element’s own text, not its scripts', () => {
    expect(direction('<course-catalog dir="auto"><p>مرحباx</p></course-catalog>')).toBe('rtl');
    expect(direction('<course-catalog dir="auto"><p>x مرحبا</p></course-catalog>')).toBe('ltr');
    expect(
      direction(
        '<course-catalog dir="auto"><script type="application/json">[{"title":"مرحبا"}]</script></course-catalog>',
      ),
    ).toBe('ltr');
    // A descendant with a direction of its own is passed over.
    expect(direction('<course-catalog dir="auto"><p dir="ltr">Java</p>שלום</course-catalog>')).toBe('rtl');
    expect(direction('<ecosystem-grid dir="auto"></ecosystem-grid>')).toBe('ltr');
  });
});
