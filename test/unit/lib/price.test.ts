// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from '../../../src/lib/price';

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

  it('does not throw on an invalid locale', () => {
    expect(() => formatPrice(25, { locale: 'xx_invalid!!', currency: 'USD' })).not.toThrow();
    expect(formatPrice(25, { locale: 'xx_invalid!!', currency: 'USD' })).toContain('25');
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

  it('falls back to the default locale for an invalid one instead of throwing', () => {
    expect(() => formatCount(1234, 'not a locale!')).not.toThrow();
    expect(formatCount(1234, 'not a locale!')).toMatch(/^1\D?234$/);
  });

  it('works without a locale', () => {
    expect(formatCount(7)).toBe('7');
  });
});
