import { describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../../../src/lib/i18n/format';
import { isMessage } from '../../../../src/lib/i18n/strings';

describe('formatMessage', () => {
  it('fills placeholders; one without a value stays as written', () => {
    expect(formatMessage('en', 'Install {appName}', { appName: 'Coursify' })).toBe('Install Coursify');
    expect(formatMessage('en', 'Install {appName}')).toBe('Install {appName}');
  });

  it('formats numbers in the language', () => {
    expect(formatMessage('en', '{count} courses', { count: 1234.5 })).toBe('1,234.5 courses');
    expect(formatMessage('de', '{count} Kurse', { count: 1234.5 })).toBe('1.234,5 Kurse');
  });

  it('makes one Intl.PluralRules per language, not one per message (100 catalogs made 100)', () => {
    const Real = Intl.PluralRules;
    // A constructor: `new` on the spy returns the real object made here (an arrow function cannot be called with `new`).
    // biome-ignore lint/complexity/useArrowFunction: called with `new`
    const made = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (lang) {
      return new Real(lang);
    } as typeof Real);
    try {
      const courses = { one: '{count} course', other: '{count} courses' };
      for (const count of [1, 2, 3]) formatMessage('it', courses, { count });
      expect(formatMessage('it', courses, { count: 1 })).toBe('1 course');
      expect(formatMessage('fr', courses, { count: 0 })).toBe('0 course');
      expect(made.mock.calls.map(([lang]) => lang)).toEqual(['it', 'fr']);
    } finally {
      made.mockRestore();
    }
  });

  it('picks plural variants with Intl.PluralRules, falling back to `other`', () => {
    const fields = { one: '{count} field needs attention', other: '{count} fields need attention' };
    expect(formatMessage('en', fields, { count: 1 })).toBe('1 field needs attention');
    expect(formatMessage('en', fields, { count: 3 })).toBe('3 fields need attention');
    expect(formatMessage('en', fields, { count: 0 })).toBe('0 fields need attention');
    const polish = { one: '{count} plik', few: '{count} pliki', many: '{count} plików', other: '{count} pliku' };
    expect([1, 2, 5, 22].map((count) => formatMessage('pl', polish, { count }))).toEqual([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
    ]);
    expect(formatMessage('ja', { other: '{count} 件' }, { count: 1 })).toBe('1 件');
  });

  it('returns text: markup in a message or a parameter stays characters', () => {
    const text = formatMessage('en', '<img src=x onerror="alert(1)"> {name}', { name: '<b>x</b>' });
    expect(text).toBe('<img src=x onerror="alert(1)"> <b>x</b>');
  });
});

describe('isMessage', () => {
  it('is text, or plural variants of text with `other`', () => {
    expect(isMessage('x')).toBe(true);
    expect(isMessage({ one: 'a', other: 'b' })).toBe(true);
    for (const value of [1, null, undefined, [], ['x'], { one: 'a' }, { other: 2 }, { other: 'b', one: 1 }]) {
      expect(isMessage(value), JSON.stringify(value)).toBe(false);
    }
  });
});
