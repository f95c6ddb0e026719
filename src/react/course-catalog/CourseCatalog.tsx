import { useId, useRef } from 'react';
import { type Course, parseCourses } from '../../lib/courses';
import { JSON_CHILD_SOURCE, type JsonChildState } from '../../lib/json-child';
import { formatCount, numberLocale } from '../../lib/price';
import { dataSpec, useElementData } from '../element-data/useElementData';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { useElementTag } from '../shared/element-tag';
import { type HeadingLevel, toHeadingLevel } from '../shared/heading-level';
import { useLocale } from '../shared/locale-context';
import { CatalogControls } from './CatalogControls';
import { CatalogPager } from './CatalogPager';
import { CourseCard } from './CourseCard';
import { type CatalogMessages, useCatalogMessages } from './messages';
import type { CourseNavigateDetail } from './types';
import { useCatalogView } from './useCatalogView';
import { type StructuredDataProps, useStructuredData } from './useStructuredData';

export type CourseCatalogProps = {
  /**
   * Course data (an array). Takes precedence over `src` and the inline JSON child. With none of them, the three
   * default courses show; null, like undefined, is absent.
   */
  courses?: unknown;
  /** URL of a JSON array of courses; takes precedence over the inline JSON child. */
  src?: string;
  /**
   * What the element's inline `<script type="application/json">` child holds (set by the element, as the grid's):
   * its courses, its invalid JSON, or text with no such child (what a CMS sanitizer leaves of a pasted snippet: an
   * error, never the default courses).
   */
  jsonChild?: JsonChildState;
  locale?: string;
  currency?: string;
  pageSize?: number;
  hideSearch?: boolean;
  hideFilters?: boolean;
  hideSort?: boolean;
  /** Accessible name of the catalog region; absent or empty, the `catalogLabel` message. */
  label?: string;
  /** Heading level (2–6) of the card titles, so they fit under the host page's own headings. Default 2. */
  headingLevel?: number;
  /** Called before a Syllabus/Course link navigates; return false to cancel (the host routes itself). */
  onCourseNavigate?: (detail: CourseNavigateDetail) => boolean;
} & StructuredDataProps;

type ViewProps = Omit<CourseCatalogProps, 'courses' | 'src' | 'jsonChild' | keyof StructuredDataProps>;

const NAME = 'course-catalog';
// The defaults the element declares (src/elements/course-catalog.ts): each value is written once, here. The label's
// is a message (`catalogLabel`), in the page's language.
export const DEFAULT_PAGE_SIZE = 9;
export const DEFAULT_HEADING_LEVEL: HeadingLevel = 2;
export { DEFAULT_CURRENCY } from '../../lib/price';

const GRID = 'grid grid-cols-1 gap-6 @5xl:grid-cols-3';

/**
 * Where the courses come from (useElementData.ts): `courses`, then `src`, then the inline JSON child, then the three
 * default courses (src/lib/default-courses.ts), a chunk of their own, so a partner who passes courses never
 * downloads them. An element holding text instead of a JSON child shows an error, not the defaults.
 */
const COURSES = dataSpec({
  nouns: 'Courses',
  prop: 'courses',
  parse: parseCourses,
  childSource: JSON_CHILD_SOURCE,
  load: async () => (await import('../../lib/default-courses')).DEFAULT_COURSES,
  part: 'catalog',
  grid: GRID,
  card: 'h-80',
});

/** Loads the default courses now, so every catalog rendered after it has them in its first render. */
export const loadDefaultCourses = () => COURSES.defaults.load();

export function CourseCatalog({
  courses,
  src,
  jsonChild,
  structuredData,
  provider,
  providerUrl,
  noStructuredData,
  ...view
}: CourseCatalogProps) {
  const tag = useElementTag(NAME);
  const t = useCatalogMessages();
  // The page's label is its data and wins; without one, the region's name is in the page's language.
  const label = view.label || t('catalogLabel');
  const [parsed, instead] = useElementData({ value: courses, src, jsonChild }, COURSES, tag, label, t);
  // What it shows, described for search engines in the light DOM (the parsed courses, in their own order).
  useStructuredData(tag, parsed?.courses, view.currency, { structuredData, provider, providerUrl, noStructuredData });
  return parsed ? <CatalogView {...view} label={label} t={t} courses={parsed.courses} /> : instead;
}

function CatalogView({
  courses,
  locale,
  currency,
  pageSize,
  hideSearch,
  hideFilters,
  hideSort,
  label,
  headingLevel,
  onCourseNavigate,
  t,
}: ViewProps & { courses: Course[]; label: string; t: CatalogMessages }) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const view = useCatalogView(courses, pageSize && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE);
  const { items, page, pageCount, start, end } = view.page;
  // Prices and counts in the page's language; `locale`, where the page sets it and Intl can use it, wins for them.
  const { lang } = useLocale();
  const numbers = numberLocale(locale, numberLocale(lang));
  const count = (n: number) => formatCount(n, numbers);
  // The plural variant is picked by the number (`count`); `{total}` shows it as formatted here.
  const total = { count: view.total, total: count(view.total) };
  // The list's name and the pager's line, over several pages.
  const pages = { page: count(page), pageCount: count(pageCount) };
  const status =
    pageCount > 1
      ? t('courseRangeStatus', { ...total, start: count(start), end: count(end) })
      : t(courses.length === view.total ? 'courseCount' : 'courseMatchCount', total);

  // The new results appear above the pager: take keyboard and screen-reader users to them, once they are
  // rendered, so the list's label announces the new page. A layout effect: before the next key or click lands on
  // the old focus (Preact runs plain effects only after the next paint).
  const focusResults = useRef(false);
  useBrowserLayoutEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    listRef.current?.focus();
  });
  const goToPage = (next: number) => {
    focusResults.current = true;
    view.setPage(next);
  };

  return (
    <section part="catalog" aria-label={label} className="@container">
      <CatalogControls
        t={t}
        idPrefix={id}
        query={view.query}
        difficulties={view.difficulties}
        onChange={view.update}
        showSearch={!hideSearch}
        showFilters={!hideFilters}
        showSort={!hideSort}
      />
      <p role="status" part="status" className="mb-3 text-sm text-fg-muted">
        {status}
      </p>
      {view.total === 0 ? (
        <EmptyState filtered={courses.length > 0} onReset={view.reset} t={t} />
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={pageCount > 1 ? t('courseListPageLabel', pages) : t('courseListLabel')}
          className={`${GRID} rounded-card`}
        >
          {items.map((course, index) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                titleId={`${id}-course-${start + index}`}
                headingLevel={toHeadingLevel(headingLevel, DEFAULT_HEADING_LEVEL)}
                locale={numbers}
                currency={currency}
                onNavigate={onCourseNavigate}
                t={t}
              />
            </li>
          ))}
        </ul>
      )}
      <CatalogPager page={page} pageCount={pageCount} pages={pages} onPage={goToPage} t={t} />
    </section>
  );
}

function EmptyState({ filtered, onReset, t }: { filtered: boolean; onReset: () => void; t: CatalogMessages }) {
  return (
    <div part="empty" className="rounded-card border-2 border-dashed border-line p-8 text-center">
      <p className="text-lg font-semibold">{t(filtered ? 'noMatchesMessage' : 'noCoursesMessage')}</p>
      {filtered && (
        <>
          <p className="mt-1 text-sm text-fg-muted">{t('noMatchesHint')}</p>
          <button
            type="button"
            onClick={onReset}
            className="mt-4 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:opacity-90"
          >
            {t('clearFiltersButton')}
          </button>
        </>
      )}
    </div>
  );
}
