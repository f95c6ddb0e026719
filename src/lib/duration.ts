/** Course durations are free text ("12 Weeks", "90 minutes", "3 months"); sorting needs a number. */

const HOURS_PER_UNIT: Record<string, number> = {
  minute: 1 / 60,
  min: 1 / 60,
  hour: 1,
  hr: 1,
  h: 1,
  day: 24,
  d: 24,
  week: 24 * 7,
  wk: 24 * 7,
  w: 24 * 7,
  month: 24 * 30,
  mo: 24 * 30,
  year: 24 * 365,
  yr: 24 * 365,
};

// Catalogs repeat a handful of durations ("12 Weeks") across thousands of courses: parse each text once.
const cache = new Map<string, number>();
const CACHE_LIMIT = 1000;

/** Hours in a duration such as "12 Weeks"; `Infinity` when the text has no recognisable amount, so it sorts last. */
export function durationInHours(text: string): number {
  let hours = cache.get(text);
  if (hours === undefined) {
    hours = parseDuration(text);
    if (cache.size < CACHE_LIMIT) cache.set(text, hours);
  }
  return hours;
}

function parseDuration(text: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*([a-z]+)/i.exec(text);
  if (!match) return Number.POSITIVE_INFINITY;
  const amount = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase().replace(/s$/, '');
  const factor = HOURS_PER_UNIT[unit];
  return factor === undefined ? Number.POSITIVE_INFINITY : amount * factor;
}
