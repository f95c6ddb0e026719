import { describeValue, gotOrMissing } from './describe-value';
import type { Problem } from './report';
import { capField } from './text-cap';

/** A validated list: the usable items and the problems met, or, for data that is not a list, only problems. */
export type ParsedList<T> = { ok: true; items: T[]; problems: Problem[] } | { ok: false; problems: Problem[] };

/** The keys of T whose values are strings. */
type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

export type ParseListOptions<T> = {
  /** Where the data came from, as the problem of data that is not a list names it (`courses`, `items`). */
  where: string;
  /** What the list holds, in "expected an array of …" (`courses`, `apps`, `menu items`). */
  of: string;
  /** A field made unique across the items (`x`, then `x~3`, …): React keys must not collide. */
  uniqueKey?: StringKey<T>;
};

/**
 * Validates an untrusted list item by item: `parseOne` returns an item, or null to skip it, pushing what was
 * wrong to `problems`. One bad item never empties the list; data that is not an array is unusable (`ok: false`).
 */
export function parseList<T>(
  input: unknown,
  parseOne: (raw: unknown, index: number, problems: Problem[]) => T | null,
  { where, of, uniqueKey }: ParseListOptions<T>,
): ParsedList<T> {
  if (!Array.isArray(input)) {
    return { ok: false, problems: [{ where, message: `expected an array of ${of}, got ${describeValue(input)}` }] };
  }
  const problems: Problem[] = [];
  const items: T[] = [];
  const seen = new Set<string>();
  // A plain loop: 10,000 items are a common list, and this runs before a catalog can show any of them. Holes of a
  // sparse array are passed over, as forEach does.
  for (let index = 0; index < input.length; index++) {
    if (!(index in input)) continue;
    const item = parseOne(input[index], index, problems);
    if (!item) continue;
    if (uniqueKey !== undefined) {
      // A duplicated id from data would silently merge cards.
      const keyed = item as Record<StringKey<T>, string>;
      if (seen.has(keyed[uniqueKey])) {
        let unique = `${keyed[uniqueKey]}~${index}`;
        while (seen.has(unique)) unique += '~';
        keyed[uniqueKey] = unique;
      }
      seen.add(keyed[uniqueKey]);
    }
    items.push(item);
  }
  return { ok: true, items, problems };
}

/**
 * The item as a record, or null (with a problem at `where`) when it is not a plain object. `where` may be a function,
 * called only for a problem: a valid item (nearly all of 10,000) then costs no string.
 */
export function itemRecord(
  raw: unknown,
  where: string | (() => string),
  problems: Problem[],
): Record<string, unknown> | null {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) return raw as Record<string, unknown>;
  problems.push({
    where: typeof where === 'string' ? where : where(),
    message: `expected an object, got ${describeValue(raw)}; item skipped`,
  });
  return null;
}

/**
 * The named fields as non-empty text, each cut to its limit (`limits`: field → characters; text-cap.ts) with a
 * problem when it was longer; or null when one is not non-empty text (the first such field becomes a problem and
 * the item is skipped).
 */
export function textFields<F extends string>(
  item: Record<string, unknown>,
  limits: Readonly<Record<F, number>>,
  at: (field: string) => string,
  problems: Problem[],
): Record<F, string> | null {
  const fields = {} as Record<F, string>;
  for (const field in limits) {
    const value = item[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({ where: at(field), message: `expected non-empty text, ${gotOrMissing(value)}; item skipped` });
      return null;
    }
    fields[field] = capField(value, limits[field], at(field), problems);
  }
  return fields;
}
