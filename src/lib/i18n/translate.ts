import { plainText } from '../plain-text';
import { formatMessage, type MessageParams } from './format';
import type { Catalogue } from './registry';
import type { Locale } from './resolve';

/** `t('key', { count: 3 })`: the message of `key` in the element's language, as text. */
export type Translate<M extends Catalogue> = (key: keyof M & string, params?: MessageParams) => string;

/**
 * Per key: the instance's `strings`, else the language's catalogue, else the element's English; plain text
 * (plain-text.ts: a page's `strings` may hold what HTML would change).
 */
export function translator<M extends Catalogue>(english: M, locale: Locale, strings?: Catalogue): Translate<M> {
  return (key, params) =>
    plainText(formatMessage(locale.lang, strings?.[key] ?? locale.catalogue?.[key] ?? english[key], params));
}
