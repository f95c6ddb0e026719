/**
 * The languages the page has: English, built in (each element carries its own English messages, src/lib/i18n/en/),
 * and every catalogue registered with `registerTranslation` (register.ts: only pages that call it load it). A catalogue may be partial: a key it lacks is shown in
 * English. A language we ship is a module of its own, loaded the first time a page asks for it
 * (`setTranslationLoader`, bundled.ts), so an English page never downloads one.
 */
import type { MessageValue } from './format';

export type Catalogue = Readonly<Record<string, MessageValue>>;

/** Registered catalogues by lower-case language code (register.ts writes them). */
export const catalogues = new Map<string, Catalogue>();
/** Told when a catalogue arrives, so elements showing that language re-render (observe.ts). */
export const catalogueListeners = new Set<() => void>();
/** Loads the catalogue of a language we ship (bundled.ts); see setTranslationLoader. */
let loader: ((code: string) => Promise<unknown> | undefined) | undefined;
/** Languages the loader was asked for: true when it loads one (we ship it), false when it had none. */
const loading = new Map<string, boolean>();
/**
 * Shipped languages whose module could not be loaded (bundled.ts warns once, naming the module): their elements
 * show English, as for a language we do not ship, but without a warning per element.
 */
export const failedLanguages = new Set<string>();

export const normalise = (code: string) => code.trim().toLowerCase();

/**
 * The hook the shipped languages use (bundled.ts): `load(code)` imports `locales/<code>.js`, adds its words under
 * any registered for that language, and returns its promise; or undefined for a language we do not ship. Called
 * once per language a page asks for, even when the page registered some words of it first.
 */
export function setTranslationLoader(load: typeof loader): void {
  loader = load;
}

/**
 * The catalogue language for a requested tag: itself if registered, else its primary language (`de-AT` → `de`),
 * else English (`en`, also for an empty tag). `missing` is true when a language was asked for that we have no
 * catalogue for and do not ship (one we ship is being loaded: its arrival re-renders).
 */
export function matchLanguage(requested: string): { lang: string; catalogue?: Catalogue; missing: boolean } {
  const tag = normalise(requested);
  const primary = tag.split('-')[0];
  const other = !!primary && primary !== 'en';
  if (other && loader && !loading.has(primary)) loading.set(primary, !!loader(primary)?.catch(() => undefined));
  for (const code of [tag, primary]) {
    const catalogue = catalogues.get(code);
    if (catalogue) return { lang: code, catalogue, missing: false };
  }
  // A language on its way is not missing: its arrival re-renders, with no warning before.
  return { lang: 'en', missing: other && !loading.get(primary) && !failedLanguages.has(primary) };
}

/** One Intl.PluralRules per language (format.ts): making one costs far more than `select`. */
export const pluralRules: Record<string, Intl.PluralRules> = {};
