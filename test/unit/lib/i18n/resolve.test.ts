import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { resolveDir, resolveLang, resolveLocale } from '../../../../src/lib/i18n/resolve';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  registerTranslation('de', { loginButton: 'Jetzt anmelden' });
  registerTranslation('pt', { loginButton: 'Entrar agora' });
});
afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.replaceChildren();
});

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('#target') as HTMLElement;
}

describe('resolveLang: the element, its ancestors, <html>, English', () => {
  it('is English with nothing said anywhere', () => {
    expect(resolveLang(element('<p id="target"></p>'))).toBe('en');
  });

  it('follows <html lang>', () => {
    document.documentElement.lang = 'de';
    expect(resolveLang(element('<p id="target"></p>'))).toBe('de');
  });

  it('prefers the nearest ancestor, and the element’s own lang over both', () => {
    document.documentElement.lang = 'en';
    expect(resolveLang(element('<div lang="de"><section><p id="target"></p></section></div>'))).toBe('de');
    expect(resolveLang(element('<div lang="de"><p id="target" lang="pt"></p></div>'))).toBe('pt');
  });

  it('crosses shadow boundaries: an element in a shadow root follows its host’s ancestors', () => {
    const host = element('<div lang="de"><span id="target"></span></div>');
    const inner = document.createElement('p');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(resolveLang(inner)).toBe('de');
    const nested = document.createElement('b');
    const innerHost = document.createElement('div');
    innerHost.setAttribute('lang', 'pt');
    host.shadowRoot?.append(innerHost);
    innerHost.attachShadow({ mode: 'open' }).append(nested);
    expect(resolveLang(nested)).toBe('pt');
  });

  it('falls back from a region to its language (de-AT → de, pt-PT → pt), case-insensitively', () => {
    expect(resolveLang(element('<p id="target" lang="de-AT"></p>'))).toBe('de');
    expect(resolveLang(element('<p id="target" lang="PT-pt"></p>'))).toBe('pt');
    expect(resolveLang(element('<p id="target" lang="en-GB"></p>'))).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });

  it('an unknown language is English, with one warning naming the element and the language', () => {
    const target = element('<course-thing id="target" lang="xx-YY"></course-thing>');
    expect(resolveLang(target)).toBe('en');
    expect(resolveLang(target)).toBe('en');
    resolveLocale(target, 'acme-thing');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<course-thing> lang "xx-YY": no messages in this language, English shown.',
      '<acme-thing> lang "xx-YY": no messages in this language, English shown.',
    ]);
  });

  it('an empty lang (language unknown, by HTML) is English without a warning', () => {
    document.documentElement.lang = 'de';
    expect(resolveLang(element('<p id="target" lang=""></p>'))).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('resolveDir: the same walk with dir', () => {
  it('is ltr with nothing said, and follows <html dir>, an ancestor and the element itself', () => {
    expect(resolveDir(element('<p id="target"></p>'))).toBe('ltr');
    document.documentElement.dir = 'rtl';
    expect(resolveDir(element('<p id="target"></p>'))).toBe('rtl');
    expect(resolveDir(element('<div dir="ltr"><p id="target"></p></div>'))).toBe('ltr');
    expect(resolveDir(element('<div dir="ltr"><p id="target" dir="RTL"></p></div>'))).toBe('rtl');
  });

  it('crosses shadow boundaries', () => {
    const host = element('<div dir="rtl"><span id="target"></span></div>');
    const inner = document.createElement('p');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(resolveDir(inner)).toBe('rtl');
  });

  it('dir="auto" is what the browser computed for the element', () => {
    const target = element('<div dir="auto"><p id="target"></p></div>');
    const computed = vi.spyOn(window, 'getComputedStyle');
    computed.mockReturnValue({ direction: 'rtl' } as CSSStyleDeclaration);
    expect(resolveDir(target)).toBe('rtl');
    expect(computed).toHaveBeenCalledWith(target);
    computed.mockReturnValue({ direction: 'ltr' } as CSSStyleDeclaration);
    expect(resolveDir(target)).toBe('ltr');
    computed.mockRestore();
  });
});
