import { warnProblems } from '../../lib/report';
import { capText, overLimitProblem } from '../../lib/text-cap';
import { useInputReport } from './browser-effects';

/**
 * An attribute shown as text (`heading`, `app-name`), cut to `limit` characters (src/lib/text-cap.ts says why),
 * with one warning naming the element and the attribute each time a too-long value arrives.
 */
export function useCappedText<T extends string | undefined>(
  tag: string,
  attribute: string,
  value: T,
  limit: number,
): T {
  const length = typeof value === 'string' ? value.length : 0;
  useInputReport(() => {
    if (length > limit) warnProblems(tag, [overLimitProblem(`attribute "${attribute}"`, length, limit)]);
  }, [tag, attribute, length, limit]);
  return (typeof value === 'string' ? capText(value, limit) : value) as T;
}
