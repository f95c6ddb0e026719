const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored ISO date in the reader's locale and time zone. */
export function formatActivity(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

export const NO_ACTIVITY = 'No activity yet';
