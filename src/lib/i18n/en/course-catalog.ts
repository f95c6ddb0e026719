/**
 * <course-catalog>'s English messages. The courses (titles, descriptions, instructors, durations, difficulties) are
 * the page's data: never translated. Counts are numbers as the page formats them (`locale` where it sets one).
 */
import { commonEn, retryEn } from './common';

export const courseCatalogEn = {
  ...commonEn,
  ...retryEn,
  /** The catalog region's name when the page gives no `label`. */
  catalogLabel: 'Course catalog',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Title, description or instructor',
  difficultyFilterLabel: 'Difficulty',
  /** The difficulty filter's first option; the others are the courses' own difficulties (data). */
  anyDifficulty: 'Any difficulty',
  priceFilterLabel: 'Price',
  anyPrice: 'Any price',
  /** A price filter option and the price shown on a course that costs nothing. */
  priceFree: 'Free',
  pricePaid: 'Paid',
  sortLabel: 'Sort by',
  sortFeatured: 'Featured',
  sortTitle: 'Title (A–Z)',
  sortDuration: 'Duration (shortest)',
  sortPrice: 'Price (lowest)',
  /**
   * The results line (announced): all courses on one page. The variant is picked by the number of courses;
   * `{total}` is that number as shown.
   */
  courseCount: { one: '{total} course', other: '{total} courses' },
  /** The same, after a search or filter left out some courses. */
  courseMatchCount: { one: '{total} course found', other: '{total} courses found' },
  /** The same over several pages: `{start}`–`{end}`, the courses on this page; the variant is picked by `{total}`. */
  courseRangeStatus: {
    one: 'Showing {start}–{end} of {total} course',
    other: 'Showing {start}–{end} of {total} courses',
  },
  /** The list of course cards' name (focused after a page change, so it is announced). */
  courseListLabel: 'Courses',
  courseListPageLabel: 'Courses, page {page} of {pageCount}',
  noCoursesMessage: 'No courses are available yet.',
  noMatchesMessage: 'No courses match your search.',
  noMatchesHint: 'Try other words, or clear the search and filters.',
  clearFiltersButton: 'Clear search and filters',
  /** The pagination's name (a navigation landmark). */
  pagerLabel: 'Course pages',
  previousPageButton: 'Previous',
  nextPageButton: 'Next',
  /** The Previous and Next buttons' accessible names: whole phrases, so each language orders its own words. Keep
   * the button's visible word in it (speech input users say what they see). */
  previousPageLabel: 'Previous page',
  nextPageLabel: 'Next page',
  pageStatus: 'Page {page} of {pageCount}',
  /** Screen-reader-only names of a card's details (the details themselves are data). */
  instructorTerm: 'Instructor',
  durationTerm: 'Duration',
  difficultyTerm: 'Difficulty',
  priceTerm: 'Price',
  syllabusLink: 'Syllabus',
  courseLink: 'Course',
  /** Read by screen readers only, after Syllabus or Course: “Syllabus for Web Basics”; `{title}`: the course’s title. */
  courseLinkContext: 'for {title}',
  /** Shown instead of a link whose URL was missing or unsafe. */
  syllabusUnavailable: 'Syllabus unavailable',
  courseUnavailable: 'Course unavailable',
  /** Drawn large on the cover of a course without a usable image: one short word. */
  coverFallbackLabel: 'Course',
  loadingCourses: 'Loading courses…',
  coursesLoadErrorTitle: 'Courses could not be loaded',
  /** Under that title when the built-in example courses failed to load (a network problem). */
  defaultCoursesLoadError: 'The default courses could not be loaded.',
  /** The notice when the page’s course data is not a list at all. */
  coursesDataErrorTitle: 'Courses could not be shown',
  coursesDataErrorMessage: 'The course data is not a list of courses.',
  /**
   * The error notice's text (under `inputErrorTitle`) when the element holds text but no JSON script child: what an
   * HTML sanitizer leaves of the inline data (src/lib/child-text.ts). The grid's catalogue has the same message.
   */
  childTextError: 'It holds text but no JSON data script (a sanitizer may have removed it).',
};
