/**
 * The languages we ship, each a module of its own (locales/<code>.ts: every element's messages in that language),
 * loaded the first time an element on the page resolves to it, once for the whole page. An English page loads
 * none: this file is all it pays (the registry asks only for a language that is not English). Installed with
 * `setTranslationLoader(loadBundled)` where elements are defined (kit/define.ts) and where a React host component
 * resolves its language (src/react-host/useLocale.ts).
 */
import type { Messages } from './en';
import type { PluralMessage } from './format';
import { type Catalogue, catalogueListeners, catalogues } from './registry';

/** The codes of locales/*.ts (test/unit/lib/i18n/locales.test.ts checks the two agree). */
export const BUNDLED = /^(ar|de|es|fr|he|it|ja|pt)$/;

/** Every language module, for the builds that bundle them by glob (the React components, the shell, unit tests). */
const MODULES = import.meta.glob<{ default: Catalogue }>('./locales/*.ts');

/**
 * The element bundles (modes `elements` and `lite`) build each language as an entry of its own,
 * `locales/<code>.js` beside `chunks/`, where this code lives (vite.config.ts): imported by that path, the
 * bundle holds no table of eight imports.
 */
const ELEMENT_BUNDLE = import.meta.env.MODE === 'elements' || import.meta.env.MODE === 'lite';
const load = (code: string) =>
  ELEMENT_BUNDLE ? import(/* @vite-ignore */ `../locales/${code}.js`) : MODULES[`./locales/${code}.ts`]();

/**
 * The languages whose module has arrived, for the React components' hydration (src/react-host/useLocale.ts): a
 * catalogue the page registered before the module came holds the page's words only, where the server rendered the
 * whole language. Not kept in the element bundles, which do not read it.
 */
export const arrived = new Set<string>();

/**
 * The loader: `code` is a primary language subtag (the registry strips the region). Undefined for a language we
 * do not ship. The module's words go under any the page registered for that language before it arrived
 * (registerTranslation's words win), and every element showing that language re-renders.
 */
export function loadBundled(code: string): Promise<void> | undefined {
  return BUNDLED.test(code)
    ? load(code).then((module: { default: Catalogue }) => {
        catalogues.set(code, { ...module.default, ...catalogues.get(code) });
        if (!ELEMENT_BUNDLE) arrived.add(code);
        for (const listener of catalogueListeners) listener();
      })
    : undefined;
}

/**
 * What a language module holds: every English key (src/lib/i18n/en/index.ts), no other, each as text or, where the
 * English has plural variants, as the variants its Intl.PluralRules uses. A missing or extra key fails `tsc`.
 */
export type Translation = {
  readonly [K in keyof Messages]: Messages[K] extends string ? string : PluralMessage;
};
