import { useId, useLayoutEffect, useRef } from 'react';
import { type Course, parseCourses } from '../../lib/courses';
import { formatCount } from '../../lib/price';
import { dataSpec, useElementData } from '../element-data/useElementData';
import { useElementTag } from '../shared/element-tag';
import { type HeadingLevel, toHeadingLevel } from '../shared/heading-level';
import { CatalogControls } from './CatalogControls';
import { CatalogPager } from './CatalogPager';
import { CourseCard } from './CourseCard';
import type { CourseNavigateDetail } from './types';
import { useCatalogView } from './useCatalogView';

export type CourseCatalogProps = {
  /**
   * Course data (an array). Takes precedence over `src`. With neither, the three default courses show; null,
   * like undefined, is absent.
   */
  courses?: unknown;
  /** URL of a JSON array of courses. */
  src?: string;
  locale?: string;
  currency?: string;
  pageSize?: number;
  hideSearch?: boolean;
  hideFilters?: boolean;
  hideSort?: boolean;
  /** Accessible name of the catalog region. */
  label?: string;
  /** Heading level (2–6) of the card titles, so they fit under the host page's own headings. Default 2. */
  headingLevel?: number;
  /** Called before a Syllabus/Course link navigates; return false to cancel (the host routes itself). */
  onCourseNavigate?: (detail: CourseNavigateDetail) => boolean;
};

type ViewProps = Omit<CourseCatalogProps, 'courses' | 'src'>;

const NAME = 'course-catalog';
// The defaults the element declares (src/elements/course-catalog.ts): each value is written once, here.
export const DEFAULT_LABEL = 'Course catalog';
export const DEFAULT_PAGE_SIZE = 9;
export const DEFAULT_HEADING_LEVEL: HeadingLevel = 2;
export { DEFAULT_CURRENCY } from '../../lib/price';

const GRID = 'grid grid-cols-1 gap-6 @5xl:grid-cols-3';

/**
 * Where the courses come from (useElementData.ts): `courses`, then `src`, then the three default courses
 * (src/lib/default-courses.ts), a chunk of their own, so a partner who passes courses never downloads them.
 */
const COURSES = dataSpec({
  noun: 'course',
  prop: 'courses',
  parse: parseCourses,
  load: async () => (await import('../../lib/default-courses')).DEFAULT_COURSES,
  part: 'catalog',
  grid: GRID,
  card: 'h-80',
});

/** Loads the default courses now, so every catalog rendered after it has them in its first render. */
export const loadDefaultCourses = () => COURSES.defaults.load();

export function CourseCatalog({ courses, src, ...view }: CourseCatalogProps) {
  const tag = useElementTag(NAME);
  const [parsed, instead] = useElementData({ value: courses, src }, COURSES, tag, view.label ?? DEFAULT_LABEL);
  return parsed ? <CatalogView {...view} courses={parsed.courses} /> : instead;
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
}: ViewProps & { courses: Course[] }) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const view = useCatalogView(courses, pageSize && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE);
  const { items, page, pageCount, start, end } = view.page;
  const count = (n: number) => formatCount(n, locale);
  const noun = view.total === 1 ? 'course' : 'courses';
  const status =
    pageCount > 1
      ? `Showing ${count(start)}–${count(end)} of ${count(view.total)} ${noun}`
      : `${count(view.total)} ${noun}${courses.length === view.total ? '' : ' found'}`;

  // The new results appear above the pager: take keyboard and screen-reader users to them, once they are
  // rendered, so the list's label announces the new page. A layout effect: before the next key or click lands on
  // the old focus (Preact runs plain effects only after the next paint).
  const focusResults = useRef(false);
  useLayoutEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    listRef.current?.focus();
  });
  const goToPage = (next: number) => {
    focusResults.current = true;
    view.setPage(next);
  };

  return (
    <section part="catalog" aria-label={label ?? DEFAULT_LABEL} className="@container">
      <CatalogControls
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
        <EmptyState filtered={courses.length > 0} onReset={view.reset} />
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={pageCount > 1 ? `Courses, page ${page} of ${pageCount}` : 'Courses'}
          className={`${GRID} rounded-card`}
        >
          {items.map((course, index) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                titleId={`${id}-course-${start + index}`}
                headingLevel={toHeadingLevel(headingLevel, DEFAULT_HEADING_LEVEL)}
                locale={locale}
                currency={currency}
                onNavigate={onCourseNavigate}
              />
            </li>
          ))}
        </ul>
      )}
      <CatalogPager page={page} pageCount={pageCount} label="Course pages" formatNumber={count} onPage={goToPage} />
    </section>
  );
}

function EmptyState({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  return (
    <div part="empty" className="rounded-card border-2 border-dashed border-line p-8 text-center">
      <p className="text-lg font-semibold">
        {filtered ? 'No courses match your search.' : 'No courses are available yet.'}
      </p>
      {filtered && (
        <>
          <p className="mt-1 text-sm text-fg-muted">Try other words, or clear the search and filters.</p>
          <button
            type="button"
            onClick={onReset}
            className="mt-4 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:opacity-90"
          >
            Clear search and filters
          </button>
        </>
      )}
    </div>
  );
}
