/**
 * <course-catalog>: the course cards of the learning site, for any page.
 *
 *   <script type="module" src="…/elements/course-catalog.js"></script>
 *   <course-catalog src="/api/courses.json" currency="EUR"></course-catalog>
 *   <course-catalog><script type="application/json">[{ "title": "Java", … }]</script></course-catalog>
 */

import {
  CourseCatalog,
  DEFAULT_CURRENCY,
  DEFAULT_HEADING_LEVEL,
  DEFAULT_PAGE_SIZE,
} from '../react/course-catalog/CourseCatalog';
import type { CourseInput, CourseNavigateDetail } from '../react/course-catalog/types';
import styles from '../styles/elements/course-catalog.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';
import { structuredData } from './kit/features/structured-data';
import { watchJsonChild } from './kit/features/watch-json-child';

/** The data and event types, for host pages written in TypeScript. */
export type { CourseInput, CourseNavigateDetail };

export const courseCatalogApi = {
  tag: 'course-catalog',
  styles,
  description: 'A searchable, filterable grid of course cards with Syllabus and Course links.',
  props: {
    courses: prop.json<CourseInput[]>({
      description:
        'Course data: an array (property) or a JSON array (attribute); `null` clears it. Takes precedence over `src` and the inline JSON child.',
    }),
    src: prop.string({
      description:
        'URL of a JSON array of courses, fetched with loading and error states; takes precedence over the inline JSON child.',
    }),
    locale: prop.string({
      description: 'BCP 47 locale for prices and counts; absent, the element’s language (`lang`) formats them.',
    }),
    currency: prop.string({ default: DEFAULT_CURRENCY, description: 'ISO 4217 currency code for prices.' }),
    pageSize: prop.number({ default: DEFAULT_PAGE_SIZE, description: 'Courses per page.' }),
    hideSearch: prop.boolean({ description: 'Hides the search box.' }),
    hideFilters: prop.boolean({ description: 'Hides the difficulty and price filters.' }),
    hideSort: prop.boolean({ description: 'Hides the sort menu.' }),
    label: prop.string({
      description:
        'Accessible name of the catalog region. Absent or empty: the `catalogLabel` message ("Course catalog").',
    }),
    provider: prop.string({
      description:
        'The organization that offers the courses (its name), described as each course’s `provider` in the catalog’s schema.org structured data. Absent: no provider is given.',
    }),
    providerUrl: prop.string({
      description:
        'The URL of the `provider` organization, for the structured data (http, https or relative; an unsafe one is refused with a warning).',
    }),
    noStructuredData: prop.boolean({
      description:
        'Turns off the schema.org structured data (a `<script type="application/ld+json">` describing the courses shown, in the element’s light DOM), for a page that marks up its courses itself.',
    }),
    headingLevel: prop.number({
      default: DEFAULT_HEADING_LEVEL,
      description: 'Heading level (2–6) of the card titles, to fit under the host page’s own headings.',
    }),
  },
  jsonChild: 'courses',
  events: {
    'course-navigate': event<CourseNavigateDetail>({
      cancelable: true,
      description:
        'Before a Syllabus or Course link navigates (plain click). `detail`: `{course, target}`. `preventDefault()` cancels the navigation, so an SPA host can route instead.',
    }),
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    catalog: 'The catalog region.',
    controls: 'The search/filter/sort bar.',
    search: 'The search input.',
    filter: 'Each filter select.',
    sort: 'The sort select.',
    status: 'The result count line.',
    card: 'Each course card.',
    'card-image': 'The cover image of a card.',
    'card-title': 'The title of a card.',
    'card-price': 'The price of a card.',
    'button-syllabus': 'The Syllabus link of a card.',
    'button-content': 'The Course link of a card.',
    'button-unavailable': 'A link whose URL was missing or unsafe.',
    pager: 'The pagination bar.',
    empty: 'The empty state.',
    error: 'The error state.',
  },
  cssProperties: {
    ...sharedTokens(
      '--cf-font-size',
      '--cf-font-family',
      '--cf-radius',
      '--cf-color-primary',
      '--cf-color-on-primary',
      '--cf-color-surface',
      '--cf-color-muted',
      '--cf-color-text',
      '--cf-color-text-muted',
      '--cf-color-border',
      '--cf-color-danger',
      '--cf-color-focus',
      '--cf-color-background',
    ),
  },
} as const satisfies ElementApi;

export type CourseCatalogElement = ElementInstance<typeof courseCatalogApi>;

/**
 * Registers the element (under another tag name for pages where `course-catalog` is taken). This module registers
 * nothing by itself: `coursify-elements/course-catalog` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = courseCatalogApi.tag) {
  return defineElement(courseCatalogApi, CourseCatalog, tag, { watchJsonChild, structuredData });
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof courseCatalogApi> {}
  interface HTMLElementTagNameMap {
    'course-catalog': CourseCatalogElement;
  }
}
