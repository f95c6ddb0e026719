import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { loadBundled } from '../lib/i18n/bundled';
import { subscribeLocale } from '../lib/i18n/observe';
import { setTranslationLoader } from '../lib/i18n/registry';
import { DEFAULT_LOCALE, type Locale, resolveLocale, sameLocale } from '../lib/i18n/resolve';

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The host element's language and direction, as the custom element resolves its own (its `lang`/`dir` props, its
 * ancestors', the page's), followed through the page's one observer. English on the server and the first render.
 */
export function useLocale(host: RefObject<HTMLElement | null>, tag: string): Locale {
  const [locale, setLocale] = useState(DEFAULT_LOCALE);
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
  return locale;
}
