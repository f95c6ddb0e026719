/**
 * Messages inside an element: ElementHost provides the element's resolved locale and its `strings`; a component
 * asks for its own English catalogue's translator with `useMessages(en)`. Re-renders with the new words when the
 * page's `lang`/`dir` changes, keeping every state.
 */
import { createContext, useContext, useMemo } from 'react';
import type { Catalogue } from '../../lib/i18n/registry';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/resolve';
import { validStrings } from '../../lib/i18n/strings';
import { type Translate, translator } from '../../lib/i18n/translate';
import { ElementTagContext } from './element-tag';

/** `strings`: the element's `strings` if it is an object (ElementHost warns about anything else). */
export type LocaleValue = { locale: Locale; strings?: object };

export const LocaleContext = createContext<LocaleValue>({ locale: DEFAULT_LOCALE });

export function useMessages<M extends Catalogue>(english: M): Translate<M> {
  const tag = useContext(ElementTagContext);
  const { locale, strings } = useContext(LocaleContext);
  const valid = useMemo(() => validStrings(tag, strings, english), [tag, strings, english]);
  return useMemo(() => translator(english, locale, valid), [english, locale, valid]);
}

/** The element's resolved language and direction (arrow keys that follow visual order, lower-casing words). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}
