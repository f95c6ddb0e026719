// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { digitOptions, formatCount, formatPrice, numberLocale, priceCurrency } from '../../../src/lib/price';

// Intl inserts narrow/no-break spaces in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('says "Free" for 0, whatever the currency', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(0, { locale: 'de-DE', currency: 'EUR' })).toBe('Free');
  });

  it('uses a custom free label', () => {
    expect(formatPrice(0, { freeLabel: 'Gratis' })).toBe('Gratis');
  });

  it('formats USD by default', () => {
    expect(formatPrice(49.99, { locale: 'en-US' })).toBe('$49.99');
  });

  it('formats in the given locale and currency', () => {
    const de = plain(formatPrice(1234.5, { locale: 'de-DE', currency: 'EUR' }));
    expect(de).toContain('€');
    expect(de).toBe('1.234,50 €');
    expect(formatPrice(10, { locale: 'en-GB', currency: 'GBP' })).toBe('£10.00');
    expect(plain(formatPrice(1000, { locale: 'ja-JP', currency: 'JPY' }))).toMatch(/^[￥¥]1,000$/);
  });

  it('does not throw on an invalid currency code and still shows the amount', () => {
    let text = '';
    expect(() => {
      text = formatPrice(25, { locale: 'en-US', currency: 'not-a-currency' });
    }).not.toThrow();
    expect(text).toContain('25');
  });

  it('does not throw on an invalid locale, and keeps the currency', () => {
    expect(() => formatPrice(25, { locale: 'xx_invalid!!', currency: 'USD' })).not.toThrow();
    expect(formatPrice(25, { locale: 'xx_invalid!!', currency: 'EUR' })).toBe('€25.00');
  });

  // The server and every browser must agree (a hydration keeps the server's text only if they do): no fallback may
  // be the runtime's own default locale, which differs between them.
  it('falls back to English, never to the runtime default, for an empty currency or a locale Intl cannot use', () => {
    expect(formatPrice(10, { locale: 'en', currency: '' })).toBe('$10.00');
    expect(formatPrice(10, { locale: 'zz-Latn', currency: 'USD' })).toBe('$10.00');
    expect(plain(formatPrice(10, { locale: 'de', currency: '' }))).toBe('10,00 $');
  });

  it('returns the same result for repeated calls (cached formatter)', () => {
    const first = formatPrice(5, { locale: 'fr-FR', currency: 'EUR' });
    expect(formatPrice(5, { locale: 'fr-FR', currency: 'EUR' })).toBe(first);
    expect(plain(first)).toBe('5,00 €');
  });
});

describe('formatCount', () => {
  it('groups thousands in the given locale', () => {
    expect(formatCount(10000, 'en-US')).toBe('10,000');
    expect(formatCount(10000, 'de-DE')).toBe('10.000');
    expect(formatCount(3, 'en-US')).toBe('3');
  });

  it('falls back to English for an invalid locale instead of throwing', () => {
    expect(() => formatCount(1234, 'not a locale!')).not.toThrow();
    expect(formatCount(1234, 'not a locale!')).toBe('1,234');
  });

  it('works without a locale', () => {
    expect(formatCount(7)).toBe('7');
  });
});

describe('numberLocale', () => {
  it('keeps a locale Intl formats numbers in, with a region it may not know', () => {
    expect(numberLocale('de-XX')).toBe('de-XX');
    expect(numberLocale('ja')).toBe('ja');
  });

  it('gives the fallback for no locale, a locale without data, or no tag at all', () => {
    expect(numberLocale(undefined)).toBe('en');
    expect(numberLocale('')).toBe('en');
    expect(numberLocale('zz-Latn')).toBe('en');
    expect(numberLocale('not a locale!', 'fr')).toBe('fr');
  });
});

describe('digits', () => {
  // WebKitGTK's system ICU gave Arabic-Indic digits where Node, Chromium and Firefox give Latin ones.
  it('pins the digits where runtimes disagree, and keeps digits a tag asks for', () => {
    expect(digitOptions('ar')).toEqual({ numberingSystem: 'latn' });
    expect(formatCount(1234, 'ar')).toMatch(/^1\D?234$/);
    expect(plain(formatPrice(49.99, { locale: 'ar', currency: 'USD' }))).toContain('49.99');
    expect(digitOptions('ar-EG')).toEqual({});
    expect(digitOptions('de')).toEqual({});
    expect(formatCount(12, 'ar-u-nu-arab')).toBe('١٢');
  });
});

describe('priceCurrency', () => {
  it('keeps a listed currency in any case, and gives USD for any other code', () => {
    expect(priceCurrency('eur')).toBe('EUR');
    expect(priceCurrency(' JPY ')).toBe('JPY');
    expect(priceCurrency('')).toBe('USD');
    expect(priceCurrency('E')).toBe('USD');
    expect(priceCurrency(undefined)).toBe('USD');
  });

  // "No currency" was "¤49.99" on the server and "XXX 49.99" in Chromium, so hydration rendered again.
  it('gives USD for the codes that are not money, and keeps the currencies that start with X', () => {
    expect(priceCurrency('XXX')).toBe('USD');
    expect(priceCurrency('xau')).toBe('USD');
    expect(formatPrice(49.99, { locale: 'en', currency: 'XXX' })).toBe('$49.99');
    expect(priceCurrency('XOF')).toBe('XOF');
    expect(priceCurrency('XCD')).toBe('XCD');
  });
});
