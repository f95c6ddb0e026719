/**
 * An element's `strings`: the page's own words for some of its messages, checked against the element's English
 * catalogue. Not an object, an unknown key or a value that is not text: a warning naming the element and the key,
 * and that part is ignored; never an error.
 */
import { isMessage, type MessageValue } from './format';
import type { Catalogue } from './registry';

export function validateStrings(tag: string, strings: unknown, english: Catalogue): Catalogue | undefined {
  if (strings == null) return undefined;
  if (typeof strings !== 'object' || Array.isArray(strings)) {
    console.warn(`<${tag}> strings: expected an object of messages by key; ignored.`);
    return undefined;
  }
  const valid: Record<string, MessageValue> = {};
  for (const [key, value] of Object.entries(strings)) {
    if (!Object.hasOwn(english, key)) console.warn(`<${tag}> strings.${key}: no such message; ignored.`);
    else if (!isMessage(value)) console.warn(`<${tag}> strings.${key}: expected text; ignored.`);
    else valid[key] = value;
  }
  return valid;
}
