/**
 * Phone numbers from an attribute → a `tel:` link. Only digits and a leading `+` go into the link; the usual
 * separators (spaces, `-`, `.`, `/`, parentheses) are allowed in the input and dropped. Anything else (letters,
 * a second `+`, too few or too many digits) is not a number we can dial, and gets no link.
 */

export type PhoneLink = {
  /** `tel:+15550100` */
  href: string;
  /** The number as the page wrote it (trimmed, without a `tel:` prefix), for the accessible name. */
  display: string;
};

const SEPARATORS = /[\s\-./()]/g;
/** E.164 allows at most 15 digits; fewer than 3 is not a number anyone can call. */
const MIN_DIGITS = 3;
const MAX_DIGITS = 15;

export function phoneLink(value: unknown): PhoneLink | null {
  if (typeof value !== 'string') return null;
  const display = value.trim().replace(/^tel:/i, '').trim();
  const compact = display.replace(SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return null;
  const digits = match[2];
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return { href: `tel:${match[1]}${digits}`, display };
}
