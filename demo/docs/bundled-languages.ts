/**
 * The languages the package ships (src/lib/i18n/locales/<code>.ts), found by file name when the site is built, so
 * the docs list whichever exist with no list written here. The translators' page loads their catalogues; a live
 * example needs nothing from here to show one (the element loads the module its `lang` asks for:
 * src/lib/i18n/bundled.ts).
 */
import { type Catalogue, catalogueFromModule, codeFromPath, type LanguageColumn } from './languages';

const LOCALE_MODULES = import.meta.glob('../../src/lib/i18n/locales/*.ts');

const loaders = new Map(
  Object.entries(LOCALE_MODULES)
    .map(([path, load]) => [codeFromPath(path), load] as const)
    .filter(([code]) => /^[a-z]{2,3}(-[a-z0-9]+)*$/i.test(code))
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** The bundled language codes, in alphabetical order (English, built in, is not one of them). */
export const BUNDLED_LANGUAGES: readonly string[] = [...loaders.keys()];

const loaded = new Map<string, Promise<Catalogue | undefined>>();

/** A bundled language's catalogue (its module loaded once); undefined if none. */
function loadCatalogue(code: string): Promise<Catalogue | undefined> {
  const load = loaders.get(code);
  if (!load) return Promise.resolve(undefined);
  let promise = loaded.get(code);
  if (!promise) {
    promise = load().then(catalogueFromModule);
    loaded.set(code, promise);
  }
  return promise;
}

/** Every bundled language's catalogue, for the translators' page. */
export async function loadAllLanguages(): Promise<LanguageColumn[]> {
  const columns = await Promise.all(
    BUNDLED_LANGUAGES.map(async (code) => ({ code, catalogue: (await loadCatalogue(code)) ?? {} })),
  );
  return columns;
}
