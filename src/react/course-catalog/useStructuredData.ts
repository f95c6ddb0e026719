import type { Course } from '../../lib/courses';
import { warnProblems } from '../../lib/report';
import { safeFetchUrl } from '../../lib/safe-url';
import { useBrowserLayoutEffect, useInputReport } from '../shared/browser-effects';

/** Where the catalog reports what it shows (src/elements/kit/features/structured-data.ts, or the server's). */
export type StructuredDataProps = {
  /** Set by the element, the React host or the server renderer: it writes the structured data in the light DOM. */
  structuredData?: (list: import('../../lib/course-structured-data').CourseList | undefined) => void;
  provider?: string;
  providerUrl?: string;
  noStructuredData?: boolean;
};

/**
 * Reports the catalog's courses (undefined: none to describe, or opted out with `no-structured-data`) with the
 * element's currency and provider, for its schema.org description (DESIGN.md rule 13). In a browser from a layout
 * effect, after the render that shows them, and once more, with nothing, when the catalog unmounts (the element left
 * the page): the description goes with the cards. On a server, while rendering (browser-effects.ts): the server
 * renderer writes the script beside the shadow root it renders.
 */
export function useStructuredData(
  tag: string,
  courses: readonly Course[] | undefined,
  currency: string | undefined,
  { structuredData: sink, provider, providerUrl, noStructuredData }: StructuredDataProps,
): void {
  const shown = noStructuredData ? undefined : courses;
  const given = providerUrl?.trim() ? providerUrl : undefined;
  const url = given && safeFetchUrl(given);
  useInputReport(() => {
    if (!noStructuredData && given && url === null) {
      warnProblems(tag, [
        { where: 'attribute "provider-url"', message: 'unsafe URL refused; the provider is described without it' },
      ]);
    }
  }, [tag, noStructuredData, given, url]);
  useInputReport(() => {
    sink?.(shown && { courses: shown, currency: currency ?? '', provider, providerUrl: url });
  }, [sink, shown, currency, provider, url]);
  useBrowserLayoutEffect(() => () => sink?.(undefined), [sink]);
}
