/**
 * The languages the package ships (src/lib/i18n/locales/<code>.ts), found by file name when the site is built, so
 * the docs list whichever exist with no list written here. Each module is loaded on demand: by a live example's
 * language picker (and registered, so the element shows it at once) or by the translators' page.
 */
import { registerTranslation } from '../../src/lib/i18n/register';
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

/** A bundled language's catalogue (its module loaded once), registered for the elements; undefined if none. */
export function loadLanguage(code: string): Promise<Catalogue | undefined> {
  const load = loaders.get(code);
  if (!load) return Promise.resolve(undefined);
  let promise = loaded.get(code);
  if (!promise) {
    promise = load().then((module) => {
      const catalogue = catalogueFromModule(module);
      if (catalogue) registerTranslation(code, catalogue as Record<string, unknown>);
      return catalogue;
    });
    loaded.set(code, promise);
  }
  return promise;
}

/** Every bundled language's catalogue, for the translators' page. */
export async function loadAllLanguages(): Promise<LanguageColumn[]> {
  const columns = await Promise.all(
    BUNDLED_LANGUAGES.map(async (code) => ({ code, catalogue: (await loadLanguage(code)) ?? {} })),
  );
  return columns;
}
