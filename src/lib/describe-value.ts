/**
 * How input problems describe a wrong value, the same words in every element's messages: a string is quoted
 * (cut to 40 characters), anything else named by its kind.
 */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : `a ${typeof value}`;
}

/** A field's value as a message ends it: `it is missing`, or `got …`. */
export const got = (value: unknown): string => (value === undefined ? 'it is missing' : `got ${typeName(value)}`);
