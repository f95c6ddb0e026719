/**
 * Message text → the words shown: `{name}` placeholders filled in (numbers in the reader's language), plural
 * variants picked with Intl.PluralRules. The result is always plain text for React to render as text: nothing here
 * builds markup, so a translation holding `<img onerror>` shows as those characters.
 */

/** A message with plural variants, picked by the `count` parameter (`other` is required; `one`, `few`… optional). */
export type PluralMessage = { readonly other: string } & { readonly [category: string]: string };

/** One message: text with `{name}` placeholders, or plural variants of it. */
export type MessageValue = string | PluralMessage;

export type MessageParams = Readonly<Record<string, string | number>>;

/** Plural rules and number formats per language, made once: Intl constructors are slow. */
const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, lang: string, make: () => T): T {
  let value = cache.get(lang);
  if (!value) {
    value = make();
    cache.set(lang, value);
  }
  return value;
}

/** Is `value` usable as a message (text, or plural variants with `other`, every variant text)? */
export function isMessage(value: unknown): value is MessageValue {
  if (typeof value === 'string') return true;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const variants = Object.values(value);
  return typeof (value as PluralMessage).other === 'string' && variants.every((v) => typeof v === 'string');
}

/** The text of `message` in `lang` with `params` filled in; a placeholder without a value stays as written. */
export function formatMessage(lang: string, message: MessageValue, params: MessageParams = {}): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(params.count);
    const category = cached(plurals, lang, () => new Intl.PluralRules(lang)).select(count);
    text = message[category] ?? message.other;
  }
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? cached(numbers, lang, () => new Intl.NumberFormat(lang)).format(value) : value;
  });
}
