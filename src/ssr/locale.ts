/**
 * The reader's language on the server: the catalogue an element's `lang` (or its nearest ancestor's, or the page's)
 * resolves to, by the rule the browser uses (lib/i18n/registry.ts, matchLanguage): the tag, else its primary
 * language, else English. In a browser a language we ship is loaded on demand; here all of them are bundled, so the
 * first render is already in the reader's language.
 */
import { normalise } from '../lib/i18n/registry';
import type { Direction, Locale } from '../lib/i18n/resolve';
import { SHIPPED_CATALOGUES as CATALOGUES } from '../lib/i18n/shipped';

/** `lang` and `dir` as written in the markup ('' when nothing says): the same Locale the element class stores. */
export function serverLocale(lang: string, dir: string): Locale {
  const direction: Direction = normalise(dir) === 'rtl' ? 'rtl' : 'ltr';
  const tag = normalise(lang);
  for (const code of [tag, tag.split('-')[0]]) {
    const catalogue = CATALOGUES.get(code);
    if (catalogue) return { lang: code, dir: direction, catalogue };
  }
  return { lang: 'en', dir: direction };
}

/** Whether the server has a catalogue for `lang` (English is built in). */
export function knownLanguage(lang: string): boolean {
  const primary = normalise(lang).split('-')[0];
  return primary === '' || primary === 'en' || CATALOGUES.has(primary);
}
