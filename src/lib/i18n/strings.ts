/**
 * An element's `strings`: the page's own words for some of its messages, checked against the element's English
 * catalogue. Not an object, an unknown key or a value that is not text: a warning naming the element and the key,
 * and that part is ignored; never an error. Each value is checked once per element however many of its parts
 * read messages (ElementHost checks the object; each catalogue's keys are checked once per strings object).
 */
import type { MessageValue } from './format';
import type { Catalogue } from './registry';

/** Is `value` usable as a message (text, or plural variants with `other`, every variant text)? */
export function isMessage(value: unknown): value is MessageValue {
  if (typeof value === 'string') return true;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return (
    typeof (value as { other?: unknown }).other === 'string' && Object.values(value).every((v) => typeof v === 'string')
  );
}

/** The object itself, or undefined (with a warning) for anything else but absence. */
export function stringsObject(tag: string, strings: unknown): object | undefined {
  if (strings == null) return undefined;
  if (typeof strings === 'object' && !Array.isArray(strings)) return strings;
  console.warn(`<${tag}> strings: expected an object of messages by key; ignored.`);
  return undefined;
}

const checked = new WeakMap<object, WeakMap<Catalogue, Catalogue>>();

/** The valid entries of `strings` for a component whose English is `english`. */
export function validStrings(tag: string, strings: object | undefined, english: Catalogue): Catalogue | undefined {
  if (!strings) return undefined;
  let byCatalogue = checked.get(strings);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    checked.set(strings, byCatalogue);
  }
  let valid = byCatalogue.get(english);
  if (!valid) {
    const entries: Record<string, MessageValue> = {};
    for (const [key, value] of Object.entries(strings)) {
      if (!Object.hasOwn(english, key)) console.warn(`<${tag}> strings.${key}: no such message; ignored.`);
      else if (!isMessage(value)) console.warn(`<${tag}> strings.${key}: expected text; ignored.`);
      else entries[key] = value;
    }
    valid = entries;
    byCatalogue.set(english, valid);
  }
  return valid;
}

/** Both checks at once (tests, and callers outside an element). */
export function validateStrings(tag: string, strings: unknown, english: Catalogue): Catalogue | undefined {
  return validStrings(tag, stringsObject(tag, strings), english);
}
