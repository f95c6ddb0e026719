/**
 * Messages inside an element: ElementHost provides the element's resolved locale and its `strings`
 * (locale-context.ts); a component asks for its own English catalogue's translator with `useMessages(en)`.
 * Re-renders with the new words when the page's `lang`/`dir` changes, keeping every state. Every element speaks
 * through it, so it is in the `define` chunk every element loads (vite.config.ts); the `strings` checks are not.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import type { Catalogue } from '../../lib/i18n/registry';
import { type Translate, translator } from '../../lib/i18n/translate';
import { ElementTagContext } from './element-tag';
import { LocaleContext } from './locale-context';

export { LocaleContext, type LocaleValue, useLocale } from './locale-context';

/**
 * The `strings` checks (strings.ts), loaded the first time an element has a `strings` value: a page that never
 * sets one never downloads them. Until they arrive the element shows its usual words, then re-renders.
 */
let checks: typeof import('../../lib/i18n/strings') | undefined;
let loadingChecks: Promise<void> | undefined;

/** Loads the `strings` checks once (the element's hydration waits for them: features/hydrate.ts). */
export function loadStringsChecks(): Promise<void> {
  loadingChecks ??= import('../../lib/i18n/strings').then((module) => {
    checks = module;
  });
  return loadingChecks;
}

/** Whether the `strings` checks are here: a first render then applies an element's `strings` at once. */
export const stringsChecksLoaded = (): boolean => checks !== undefined;

/**
 * The checks, given at once where they are bundled with the renderer (coursify-elements/ssr imports them), so a
 * server render shows an element's `strings` as the browser does once they are loaded; the browser's hydration of
 * it waits for them (features/hydrate.ts), so both first renders apply them.
 */
export function provideStringsChecks(module: typeof import('../../lib/i18n/strings')): void {
  checks = module;
}

export function useMessages<M extends Catalogue>(english: M): Translate<M> {
  const tag = useContext(ElementTagContext);
  const { locale, strings } = useContext(LocaleContext);
  const [loaded, setLoaded] = useState(checks);
  useEffect(() => {
    if (!strings || loaded) return;
    void loadStringsChecks().then(() => setLoaded(checks));
  }, [strings, loaded]);
  const valid = useMemo(() => loaded?.validStrings(tag, strings, english), [loaded, tag, strings, english]);
  return useMemo(() => translator(english, locale, valid), [english, locale, valid]);
}
