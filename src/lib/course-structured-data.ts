/**
 * What a catalog shows, described for search engines (DESIGN.md rule 13; issue #28): a schema.org `ItemList` of the
 * courses, in JSON-LD, the shape of Google's "course list" and "course info" results. Built from the catalog's own
 * parsed courses (src/lib/courses.ts), so it lists what the cards show: the data as given, never translated.
 *
 * Pure and DOM-free: coursify-elements/ssr writes it next to the element's declarative shadow root, and in a browser
 * structured-data-script.ts keeps the element's copy current. Both load it only where a catalog describes courses.
 */
import type { ItemList, ListItem, Course as SchemaCourse, WithContext } from 'schema-dts';
import type { Course } from './courses';
import { isoDuration } from './iso-duration';
import { STRUCTURED_DATA_ATTRIBUTE } from './structured-data-mark';

/** What the catalog reports (CourseCatalog.tsx): its courses in its own order, and the element's attributes. */
export type CourseList = {
  readonly courses: readonly Course[];
  /** The currency the cards show their prices in: price.ts's priceCurrency of the element's `currency`. */
  readonly currency: string;
  /** The element's `provider`: the organization offering the courses. Absent or blank: no `provider`. */
  readonly provider?: string;
  /** The element's `provider-url`, already passed through safeFetchUrl (null: refused). */
  readonly providerUrl?: string | null;
};

/**
 * The JSON-LD text for `list`, with `<` escaped (`\u003c`) so no course text can end the script (`</script>`) or
 * open a comment (`<!--`) in it; undefined when no course can be listed (a catalog with no courses, or none with a
 * page to link to): then there is no script at all, never an empty list. `lang` is the element's language
 * (`inLanguage`).
 */
export function courseListJsonLd(list: CourseList, lang: string): string | undefined {
  const { currency } = list;
  const name = list.provider?.trim();
  const provider: SchemaCourse['provider'] = name
    ? { '@type': 'Organization', name, ...(list.providerUrl ? { url: list.providerUrl } : {}) }
    : undefined;
  const items: ListItem[] = [];
  for (const course of list.courses) {
    // The course's page, as the card links it: its content, else its syllabus. A course whose links were both
    // refused is not listed (the catalog has warned about each link); the positions stay 1…n.
    const url = course.content ?? course.syllabus;
    if (url === null) continue;
    items.push({ '@type': 'ListItem', position: items.length + 1, item: describeCourse(course, url) });
  }
  if (items.length === 0) return undefined;

  function describeCourse(course: Course, url: string): SchemaCourse {
    const workload = isoDuration(course.duration);
    return {
      '@type': 'Course',
      name: course.title,
      description: course.description,
      url,
      ...(provider ? { provider } : {}),
      offers: {
        '@type': 'Offer',
        category: course.price === 0 ? 'Free' : 'Paid',
        price: course.price,
        priceCurrency: currency,
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(workload ? { courseWorkload: workload } : {}),
        instructor: { '@type': 'Person', name: course.instructor },
      },
      educationalLevel: course.difficulty,
      inLanguage: lang,
    };
  }

  const data: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The whole script element, as the server writes it (the browser builds the same element: structured-data-script.ts). */
export function structuredDataScript(json: string): string {
  return `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${json}</script>`;
}

/** The element's language as `inLanguage`: the tag the page gives it (its own `lang` or an ancestor's), else English. */
export function dataLanguage(requested: string): string {
  return requested.trim() || 'en';
}
