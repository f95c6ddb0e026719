/**
 * How input problems describe a wrong value, the same words in every element's messages: a string is quoted
 * (cut to 40 characters), null and undefined are named, anything else is named by its kind with its article.
 */
export function describeValue(value: unknown): string {
  if (value == null) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.slice(0, 40)}"`;
  // `typeof` gives only two kinds that start with a vowel: "undefined" (named above) and "object".
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A field's value as a message ends it: `it is missing`, or `got …`. */
export const gotOrMissing = (value: unknown): string =>
  value === undefined ? 'it is missing' : `got ${describeValue(value)}`;
