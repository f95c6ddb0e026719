/**
 * The reader's language and direction for an element: its own `lang`/`dir`, else its nearest ancestor's, crossing
 * shadow boundaries (an element in another element's shadow root follows that host), else `<html>`'s, else
 * English, left to right.
 */
import { dirState } from './direction';
import { type Catalogue, matchLanguage } from './registry';

export type Direction = 'ltr' | 'rtl';

/** What an element renders with: the catalogue language (`en` for English), its catalogue and the direction. */
export type Locale = { readonly lang: string; readonly dir: Direction; readonly catalogue?: Catalogue };

export const DEFAULT_LOCALE: Locale = { lang: 'en', dir: 'ltr' };

/**
 * The value of `attribute` on `element` or its nearest ancestor that has it, crossing shadow boundaries to their
 * hosts; '' when none has it. One walk for `lang` and `dir`.
 */
function inherited(element: Element, attribute: string): string {
  for (let node: Element | undefined = element; node; node = (node.getRootNode() as ShadowRoot).host) {
    const found = node.closest(`[${attribute}]`);
    if (found) return found.getAttribute(attribute) as string;
  }
  return '';
}

/** The language tag the walk finds (`de-AT`), or '' when nothing says. */
export const requestedLang = (element: Element): string => inherited(element, 'lang');

/** Languages already warned about, per element tag: a page of 50 cards says it once. */
const warned = new Set<string>();

/**
 * The catalogue language for `element` (`de` for `de-AT` when only `de` is registered), English when none fits:
 * then one warning naming `tag` and the language.
 */
export function resolveLang(element: Element, tag = element.localName): string {
  return resolveLocale(element, tag).lang;
}

export function resolveDir(element: Element): Direction {
  const value = inherited(element, 'dir');
  const state = dirState(value);
  if (state === 'rtl' || state === 'ltr') return state;
  // `auto`, or a value that is no keyword (the direction of an ancestor further up): what the browser made of it,
  // by the rules the server applies with the same functions (direction.ts).
  return value && getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

export function resolveLocale(element: Element, tag = element.localName): Locale {
  const requested = requestedLang(element);
  const { lang, catalogue, missing } = matchLanguage(requested);
  const key = `${tag} ${requested}`;
  if (missing && !warned.has(key)) {
    warned.add(key);
    console.warn(`<${tag}> lang "${requested}": no messages in this language, English shown.`);
  }
  return { lang, dir: resolveDir(element), catalogue };
}

export function sameLocale(a: Locale | undefined, b: Locale): boolean {
  return !!a && a.lang === b.lang && a.dir === b.dir && a.catalogue === b.catalogue;
}
