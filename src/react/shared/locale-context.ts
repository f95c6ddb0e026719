/**
 * The element's resolved locale and its `strings`, provided by ElementHost (every element, the `define` chunk).
 * The translator that reads it is i18n.ts.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/resolve';

/** `strings`: the element's `strings` if it is an object (ElementHost warns about anything else). */
export type LocaleValue = { locale: Locale; strings?: object };

export const LocaleContext = createContext<LocaleValue>({ locale: DEFAULT_LOCALE });

/** The element's resolved language and direction (arrow keys that follow visual order, lower-casing words). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}
