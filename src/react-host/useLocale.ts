import { type RefObject, useState } from 'react';
import { arrived, BUNDLED, loadBundled } from '../lib/i18n/bundled';
import { subscribeLocale } from '../lib/i18n/observe';
import { catalogues, matchLanguage, normalise, setTranslationLoader } from '../lib/i18n/registry';
import { DEFAULT_LOCALE, type Locale, resolveLocale, sameLocale } from '../lib/i18n/resolve';
import { useBrowserLayoutEffect } from '../react/shared/browser-effects';
import { shippedCatalogues } from './server-render';

const onServer = typeof document === 'undefined';

/**
 * The server's loader: a language we ship is at hand at once (server-render.ts), its words under any the page
 * registered for it, as the browser's loader merges them (lib/i18n/bundled.ts).
 */
function loadShippedNow(code: string): Promise<void> | undefined {
  const shipped = shippedCatalogues?.get(code);
  if (!shipped) return undefined;
  catalogues.set(code, { ...shipped, ...catalogues.get(code) });
  return Promise.resolve();
}

/**
 * The language and direction a component's own `lang` and `dir` props name: all a server knows of the reader (it
 * has no ancestors, no page), so what the server renders, and what the browser's hydrating render repeats, with
 * the same catalogue (a language we ship, with any words the page registered for it). Undefined in a browser while
 * that language is one we ship whose module has not arrived (even if the page registered some of its words: the
 * server rendered them over the whole language); its arrival tells catalogue listeners (server-content.ts).
 */
export function propsLocale(lang: unknown, dir: unknown): Locale | undefined {
  setTranslationLoader(onServer ? loadShippedNow : loadBundled);
  const requested = typeof lang === 'string' ? lang : '';
  const primary = normalise(requested).split('-')[0];
  // Asks for the language (the loader starts once per language) and finds its catalogue.
  const match = matchLanguage(requested);
  if (!onServer && BUNDLED.test(primary) && !arrived.has(primary)) return undefined;
  const direction = typeof dir === 'string' && normalise(dir) === 'rtl' ? 'rtl' : 'ltr';
  return { lang: match.lang, dir: direction, catalogue: match.catalogue };
}

/**
 * The host element's language and direction, as the custom element resolves its own (its `lang`/`dir` props, its
 * ancestors', the page's), followed through the page's one observer. On the server: the props' (propsLocale). In
 * the browser, English at the first render, resolved in the layout effect (a server-rendered component hydrates
 * with the server's locale first: server-content.ts).
 */
export function useLocale(host: RefObject<HTMLElement | null>, tag: string, lang: unknown, dir: unknown): Locale {
  const [locale, setLocale] = useState(DEFAULT_LOCALE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `host` is the component's own ref, set before its layout effects run
  useBrowserLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    // The languages we ship load when a component first resolves to one (lib/i18n/bundled.ts).
    setTranslationLoader(loadBundled);
    const sync = () => {
      const next = resolveLocale(element, tag);
      setLocale((previous) => (sameLocale(previous, next) ? previous : next));
    };
    sync();
    return subscribeLocale(sync, element);
  }, [tag]);
  return onServer ? (propsLocale(lang, dir) ?? DEFAULT_LOCALE) : locale;
}
