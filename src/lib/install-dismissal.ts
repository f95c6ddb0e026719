/**
 * Remembers that the user closed the install dialog, for a number of days, in localStorage through
 * safe-storage: storage that throws or holds garbage means "not remembered", and the dialog shows normally.
 */
import { readStored, writeStored } from './safe-storage';

/** Shared by every <install-prompt> on the origin: `{ "at": <epoch milliseconds> }`. */
export const DISMISSAL_KEY = 'coursify-elements.install-prompt.dismissed';
export const DEFAULT_DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A usable number of days (0 = remember nothing); anything else, the default. */
export function dismissDays(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_DISMISS_DAYS;
}

/** Stores the dismissal time; with 0 days there is nothing to remember. False when nothing was stored. */
export function rememberDismissal(days: unknown, now: number = Date.now()): boolean {
  if (dismissDays(days) === 0) return false;
  return writeStored(DISMISSAL_KEY, { at: now });
}

/** Whether a dismissal younger than `days` is stored. A timestamp from the future counts as garbage. */
export function isDismissalRemembered(days: unknown, now: number = Date.now()): boolean {
  const span = dismissDays(days) * DAY_MS;
  const stored = readStored(DISMISSAL_KEY);
  if (span === 0 || typeof stored !== 'object' || stored === null) return false;
  const at = (stored as { at?: unknown }).at;
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now) return false;
  return now - at < span;
}

export function forgetDismissal(): void {
  writeStored(DISMISSAL_KEY, null);
}
