/**
 * The languages we ship (src/lib/i18n/locales/<code>.ts) against the English catalogue: the same keys, the same
 * placeholders, the plural categories each language's Intl.PluralRules uses, no markup characters; and the loader
 * (bundled.ts): a region tag loads its language's module once, a language we do not ship loads nothing.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED, loadBundled } from '../../../../src/lib/i18n/bundled';
import { en } from '../../../../src/lib/i18n/en';
import type { MessageValue } from '../../../../src/lib/i18n/format';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { catalogueListeners, matchLanguage, setTranslationLoader } from '../../../../src/lib/i18n/registry';

const LOCALES_DIR = resolve(import.meta.dirname, '../../../../src/lib/i18n/locales');
const CODES = readdirSync(LOCALES_DIR)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
const modules = import.meta.glob<{ default: Record<string, MessageValue> }>('../../../../src/lib/i18n/locales/*.ts', {
  eager: true,
});
const catalogueOf = (code: string) =>
  (modules[`../../../../src/lib/i18n/locales/${code}.ts`] as { default: Record<string, MessageValue> }).default;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const variants = (message: MessageValue) => (typeof message === 'string' ? [message] : Object.values(message));
const englishPlaceholders = (message: MessageValue) => [...new Set(variants(message).flatMap(placeholders))].sort();

describe('the bundled languages', () => {
  it('are the eight of the issue, and the loader knows exactly those', () => {
    expect(CODES).toEqual(['ar', 'de', 'es', 'fr', 'he', 'it', 'ja', 'pt']);
    for (const code of CODES) expect(BUNDLED.test(code), code).toBe(true);
    for (const code of ['en', 'nl', 'e', 'de-at', 'xde', 'dee', '']) expect(BUNDLED.test(code), code).toBe(false);
  });

  for (const code of ['ar', 'de', 'es', 'fr', 'he', 'it', 'ja', 'pt']) {
    describe(code, () => {
      it('has exactly the English keys', () => {
        expect(Object.keys(catalogueOf(code)).sort()).toEqual(Object.keys(en).sort());
      });

      it('keeps every placeholder of each message, and adds none', () => {
        for (const [key, english] of Object.entries(en) as [string, MessageValue][]) {
          const message = catalogueOf(code)[key];
          const expected = englishPlaceholders(english);
          if (typeof english === 'string') {
            expect(typeof message, key).toBe('string');
            expect(placeholders(message as string), key).toEqual(expected);
            continue;
          }
          // Plural variants: `other` has them all; a variant for one number may write it in words.
          expect(placeholders((message as { other: string }).other), `${key}.other`).toEqual(expected);
          for (const [category, text] of Object.entries(message)) {
            for (const name of placeholders(text)) expect(expected, `${key}.${category}`).toContain(name);
          }
        }
      });

      it('has the plural categories its Intl.PluralRules uses, and no others', () => {
        const categories = [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
        for (const [key, english] of Object.entries(en) as [string, MessageValue][]) {
          if (typeof english === 'string') continue;
          expect(Object.keys(catalogueOf(code)[key] as object).sort(), key).toEqual(categories);
        }
      });

      it('is text without markup characters, and not left in English', () => {
        const values = Object.values(catalogueOf(code)).flatMap(variants);
        for (const text of values) {
          expect(text, text).not.toMatch(/[<>]/);
          expect(text.trim(), text).toBe(text);
          expect(text.length).toBeGreaterThan(0);
        }
        // Words identical in English and this language are few (a `{size} px`, "Menu"…); most must differ.
        const same = Object.entries(en).filter(
          ([key, english]) => JSON.stringify(english) === JSON.stringify(catalogueOf(code)[key]),
        );
        expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThanOrEqual(5);
      });
    });
  }
});

describe('the loader', () => {
  afterEach(() => setTranslationLoader(undefined));

  it('loads a language we ship for its region tags, once, and tells the elements', async () => {
    const load = vi.fn(loadBundled);
    const told = vi.fn();
    catalogueListeners.add(told);
    setTranslationLoader(load);
    try {
      expect(matchLanguage('he-IL')).toEqual({ lang: 'en', missing: false });
      matchLanguage('he');
      matchLanguage('HE-il');
      expect(load.mock.calls).toEqual([['he']]);
      await load.mock.results[0].value;
      expect(told).toHaveBeenCalledTimes(1);
      const { lang, catalogue } = matchLanguage('he-IL');
      expect(lang).toBe('he');
      expect(catalogue?.darkModeLabel).toBe(catalogueOf('he').darkModeLabel);
    } finally {
      catalogueListeners.delete(told);
    }
  });

  it('loads nothing for a language we do not ship, nor for English', () => {
    expect(loadBundled('nl')).toBeUndefined();
    expect(loadBundled('en')).toBeUndefined();
    expect(loadBundled('de-AT')).toBeUndefined();
    const load = vi.fn(loadBundled);
    setTranslationLoader(load);
    expect(matchLanguage('en-GB')).toEqual({ lang: 'en', missing: false });
    expect(matchLanguage('')).toEqual({ lang: 'en', missing: false });
    expect(matchLanguage('tlh')).toEqual({ lang: 'en', missing: true });
    expect(load.mock.calls).toEqual([['tlh']]);
    expect(load.mock.results[0].value).toBeUndefined();
  });

  it('words the page registered for the language stay over the module’s, whichever comes first', async () => {
    registerTranslation('ja', { loginButton: 'サインイン' });
    const load = vi.fn(loadBundled);
    setTranslationLoader(load);
    expect(matchLanguage('ja-JP').lang).toBe('ja');
    await load.mock.results[0].value;
    const { catalogue } = matchLanguage('ja');
    expect(catalogue?.loginButton).toBe('サインイン');
    expect(catalogue?.passwordLabel).toBe(catalogueOf('ja').passwordLabel);
    registerTranslation('ja', { passwordLabel: '合言葉' });
    expect(matchLanguage('ja').catalogue?.passwordLabel).toBe('合言葉');
    expect(matchLanguage('ja').catalogue?.loginButton).toBe('サインイン');
  });
});
