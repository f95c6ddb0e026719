/**
 * The languages the page has: English, built in (each element carries its own English messages, src/lib/i18n/en/),
 * and every catalogue registered with `registerTranslation` (register.ts: only pages that call it load it). A catalogue may be partial: a key it lacks is shown in
 * English. Later, a language we ship is a module of its own, loaded the first time a page asks for it
 * (`setTranslationLoader`), so an English page never downloads one.
 */
import type { MessageValue } from './format';

export type Catalogue = Readonly<Record<string, MessageValue>>;

/** Registered catalogues by lower-case language code (register.ts writes them). */
export const catalogues = new Map<string, Catalogue>();
/** Told when a catalogue arrives, so elements showing that language re-render (observe.ts). */
export const catalogueListeners = new Set<() => void>();
/** Loads the catalogue of a language not registered yet (calls registerTranslation); see setTranslationLoader. */
let loader: ((code: string) => Promise<unknown> | undefined) | undefined;
const loading = new Set<string>();

export const normalise = (code: string) => code.trim().toLowerCase();

/**
 * The hook the shipped languages will use: `load(code)` imports `./locales/<code>.js` (which registers itself) and
 * returns its promise, or undefined for a language we do not ship. Called once per language a page asks for.
 */
export function setTranslationLoader(load: typeof loader): void {
  loader = load;
}

/**
 * The catalogue language for a requested tag: itself if registered, else its primary language (`de-AT` → `de`),
 * else English (`en`, also for an empty tag). `missing` is true when a language was asked for that we have no
 * catalogue for (a loader, if any, has been asked for it: its arrival re-renders).
 */
export function matchLanguage(requested: string): { lang: string; catalogue?: Catalogue; missing: boolean } {
  const tag = normalise(requested);
  const primary = tag.split('-')[0];
  for (const code of [tag, primary]) {
    const catalogue = catalogues.get(code);
    if (catalogue) return { lang: code, catalogue, missing: false };
  }
  const missing = !!primary && primary !== 'en';
  if (missing && loader && !loading.has(primary)) {
    loading.add(primary);
    loader(primary)?.catch(() => undefined);
  }
  return { lang: 'en', missing };
}
