/**
 * The languages we ship, each a module of its own (locales/<code>.ts: every element's messages in that language),
 * loaded the first time an element on the page resolves to it, once for the whole page. An English page loads
 * none: this file is all it pays (the registry asks only for a language that is not English). Installed with
 * `setTranslationLoader(loadBundled)` where elements are defined (kit/define.ts) and where a React host component
 * resolves its language (src/react-host/useLocale.ts).
 */
import type { Messages } from './en';
import type { PluralMessage } from './format';
import { type Catalogue, catalogueListeners, catalogues, failedLanguages } from './registry';

/** The codes of locales/*.ts (test/unit/lib/i18n/locales.test.ts checks the two agree). */
export const BUNDLED = /^(ar|de|es|fr|he|it|ja|pt)$/;

/**
 * Every language module. The glob compiles to a table of literal `import('…/<code>.js')` calls, one per language, in
 * every build (`locales/<code>.js` in the element bundles, vite.config.ts): a partner's bundler follows each and
 * emits the language. A path built at run time (`` import(`../locales/${code}.js`) ``) was left unresolved by Vite
 * inside node_modules, so a German page bundled by a partner's Vite or Astro build asked for a file it never had.
 */
const MODULES = import.meta.glob<{ default: Catalogue }>('./locales/*.ts');

/** The element bundles (modes `elements` and `lite`) do not read `arrived` (below). */
const ELEMENT_BUNDLE = import.meta.env.MODE === 'elements' || import.meta.env.MODE === 'lite';
const load = (code: string) => MODULES[`./locales/${code}.ts`]();

/**
 * The languages whose module has arrived, for the React components' hydration (src/react-host/useLocale.ts): a
 * catalogue the page registered before the module came holds the page's words only, where the server rendered the
 * whole language. Not kept in the element bundles, which do not read it.
 */
export const arrived = new Set<string>();

/**
 * The loader: `code` is a primary language subtag (the registry strips the region). Undefined for a language we
 * do not ship. The module's words go under any the page registered for that language before it arrived
 * (registerTranslation's words win), and every element showing that language re-renders. A module that cannot be
 * loaded (a bundler that left it out, a server that lost it) leaves its elements working in English, with one
 * warning naming the module; they re-render too, so one waiting to hydrate its server content renders instead.
 */
export function loadBundled(code: string): Promise<void> | undefined {
  if (!BUNDLED.test(code)) return undefined;
  return load(code).then(
    (module: { default: Catalogue }) => {
      catalogues.set(code, { ...module.default, ...catalogues.get(code) });
      if (!ELEMENT_BUNDLE) arrived.add(code);
      for (const listener of catalogueListeners) listener();
    },
    (error: unknown) => {
      failedLanguages.add(code);
      console.warn(
        `coursify-elements: the language module "locales/${code}.js" could not be loaded; its elements show English.`,
        error,
      );
      for (const listener of catalogueListeners) listener();
    },
  );
}

/**
 * What a language module holds: every English key (src/lib/i18n/en/index.ts), no other, each as text or, where the
 * English has plural variants, as the variants its Intl.PluralRules uses. A missing or extra key fails `tsc`.
 */
export type Translation = {
  readonly [K in keyof Messages]: Messages[K] extends string ? string : PluralMessage;
};
