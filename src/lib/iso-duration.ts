/**
 * A course's free-text duration ("12 Weeks", "90 minutes", "1.5 hours") as an ISO 8601 duration (`P12W`, `PT90M`,
 * `PT1.5H`), for schema.org's `courseWorkload`. Read as duration.ts reads it for sorting (the first amount and the
 * unit after it), but kept apart: only the structured data needs it, and it is loaded with that (a lazy chunk).
 */

/** Each unit duration.ts knows, with its ISO 8601 designator; `T` marks the time units (hours and minutes). */
const DESIGNATORS: Record<string, string> = {
  minute: 'TM',
  min: 'TM',
  hour: 'TH',
  hr: 'TH',
  h: 'TH',
  day: 'D',
  d: 'D',
  week: 'W',
  wk: 'W',
  w: 'W',
  month: 'M',
  mo: 'M',
  year: 'Y',
  yr: 'Y',
};

/** `P12W` for "12 Weeks"; undefined when the text has no amount with a unit we know ("Self-paced"). */
export function isoDuration(text: string): string | undefined {
  const match = /(\d+(?:[.,]\d+)?)\s*([a-z]+)/i.exec(text);
  const designator = match && DESIGNATORS[match[2].toLowerCase().replace(/s$/, '')];
  if (!match || !designator) return undefined;
  // ISO 8601 allows a decimal fraction (either mark) on the smallest unit written; the point is the usual one.
  const amount = String(Number(match[1].replace(',', '.')));
  return designator.length === 2 ? `PT${amount}${designator[1]}` : `P${amount}${designator}`;
}
