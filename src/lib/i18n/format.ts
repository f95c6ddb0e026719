import { pluralRules } from './registry';
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

/**
 * The text of `message` in `lang` with `params` filled in; a placeholder without a value stays as written.
 * Numbers go through `toLocaleString` (few messages have one).
 */
export function formatMessage(lang: string, message: MessageValue, params: MessageParams = {}): string {
  const text =
    typeof message === 'string'
      ? message
      : // biome-ignore lint/suspicious/noAssignInExpressions: the language's one PluralRules, made on first use (registry.ts)
        (message[(pluralRules[lang] ??= new Intl.PluralRules(lang)).select(+params.count)] ?? message.other);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : typeof value === 'number' ? value.toLocaleString(lang) : value;
  });
}
