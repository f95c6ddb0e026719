import { formatActivity, NO_ACTIVITY } from './format';

/** A last-activity date as a machine-readable <time>, or "No activity yet". */
export function ActivityTime({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatActivity(iso)}</time> : <span>{NO_ACTIVITY}</span>;
}
