import type { CourseList } from '../../lib/course-structured-data';
import type { Course } from '../../lib/courses';
import { priceCurrency } from '../../lib/price';
import { warnProblems } from '../../lib/report';
import { safeFetchUrl } from '../../lib/safe-url';
import { useBrowserLayoutEffect, useInputReport } from '../shared/browser-effects';

/** Where the catalog reports what it shows (src/elements/kit/features/structured-data.ts, or the server's). */
export type StructuredDataProps = {
  /**
   * Set by the element, the React host or the server renderer: it writes the structured data in the light DOM. A
   * server renderer's has `whileRendering` (it is called during the render; the others after it, from an effect).
   */
  structuredData?: ((list: CourseList | undefined) => void) & { readonly whileRendering?: true };
  provider?: string;
  providerUrl?: string;
  noStructuredData?: boolean;
};

/**
 * Reports the catalog's courses (undefined: none to describe, or opted out with `no-structured-data`) with the
 * element's currency and provider, for its schema.org description (DESIGN.md rule 13). In a browser from a layout
 * effect, after the render that shows them, and once more, with nothing, when the catalog unmounts (the element left
 * the page): the description goes with the cards. To a server renderer's sink, while rendering: it writes the script
 * beside the shadow root it renders.
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
  // The currency the cards show their prices in (an unusable code: the default), resolved here, in the catalog's
  // own chunk: the structured-data chunk importing price.ts would make the define entry export it.
  const report = () =>
    sink?.(shown && { courses: shown, currency: priceCurrency(currency), provider, providerUrl: url });
  // A server renderer's sink takes the report while rendering: no effect runs there (nor in a server render done
  // in a browser, as the docs' Server HTML view does).
  if (sink && 'whileRendering' in sink) report();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `report` is this render's; these are what it reports
  useBrowserLayoutEffect(() => {
    if (!(sink && 'whileRendering' in sink)) report();
  }, [sink, shown, currency, provider, url]);
  useBrowserLayoutEffect(() => () => sink?.(undefined), [sink]);
}
