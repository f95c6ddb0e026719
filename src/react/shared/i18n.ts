/**
 * Messages inside an element: ElementHost provides the element's resolved locale and its `strings`
 * (locale-context.ts); a component asks for its own English catalogue's translator with `useMessages(en)`.
 * Re-renders with the new words when the page's `lang`/`dir` changes, keeping every state. Only elements with
 * messages import this module (not the `define` chunk every element loads).
 */
import { useContext, useMemo } from 'react';
import type { Catalogue } from '../../lib/i18n/registry';
import { validStrings } from '../../lib/i18n/strings';
import { type Translate, translator } from '../../lib/i18n/translate';
import { ElementTagContext } from './element-tag';
import { LocaleContext } from './locale-context';

export { LocaleContext, type LocaleValue, useLocale } from './locale-context';

export function useMessages<M extends Catalogue>(english: M): Translate<M> {
  const tag = useContext(ElementTagContext);
  const { locale, strings } = useContext(LocaleContext);
  const valid = useMemo(() => validStrings(tag, strings, english), [tag, strings, english]);
  return useMemo(() => translator(english, locale, valid), [english, locale, valid]);
}
