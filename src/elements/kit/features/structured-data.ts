/**
 * The catalog's structured data (DESIGN.md rule 13), for an element or a coursify-elements/react host: the function
 * the component reports what it shows to (`structuredData` prop, src/react/course-catalog/useStructuredData.ts),
 * bound to the element whose light DOM carries the script. The code that builds and writes it is a chunk of its own
 * (src/lib/structured-data-script.ts), loaded the first time there is something to write: a catalog with no courses
 * yet, or opted out, never downloads it.
 *
 * Opt-in code: the catalog's declaration passes it to defineElement (`ElementFeatures`), so no other element has it.
 */
import type { CourseList } from '../../../lib/course-structured-data';
import { reportError } from '../../../lib/report';

export type StructuredDataSink = (list: CourseList | undefined) => void;

type Writer = typeof import('../../../lib/structured-data-script');

/**
 * The sink for `host` (a function: the element's, or the React host's current element). Writes happen in the order
 * they were asked for (one chain); a chunk that fails to load leaves the page without structured data, nothing else.
 */
export function structuredData(host: () => Element | null | undefined): StructuredDataSink {
  let writes: Promise<Writer | undefined> | undefined;
  return (list) => {
    const element = host();
    if (!element) return;
    // Nothing to describe and nothing written (not even by the server): no chunk to load. Any JSON-LD child counts
    // (the writer then touches only its own, marked one): naming the mark here would put structured-data-mark.ts in
    // the catalog's entry, which its lazy chunk would then import back from it (test/package/entries.spec.ts).
    if (!list && !writes && !element.querySelector(':scope>script[type="application/ld+json"]')) return;
    writes = (writes ?? import('../../../lib/structured-data-script').catch(() => undefined)).then((writer) => {
      try {
        writer?.describeCourses(element, list);
      } catch (error) {
        // Never into the page, and the next write still happens.
        reportError(element.localName, { where: 'structured data', message: 'could not be written' }, error);
      }
      return writer;
    });
  };
}
