/**
 * The catalog's default courses, ready to parse: the plain constants of src/data/courses.ts with the fields they
 * share, each cover kept for the catalog to draw, and each course's syllabus and content pages (the shell's routes)
 * linked from its id. This is code, so it lives here rather than in the data, which imports none
 * (docs/architecture.md, "Layers").
 */
import { DEFAULT_COURSE_ENTRIES, DEFAULT_COURSE_FIELDS } from '../data/courses';
import type { CourseInput } from './courses';

/**
 * The key of a course's drawn cover: the same symbol as COVER in src/lib/courses.ts, from the global registry
 * rather than imported, so that this lazy chunk imports nothing of the catalog's own code.
 */
const COVER = Symbol.for('coursify-elements.cover');

const coursePage = (page: 'syllabus' | 'content', id: string) => `/public/features/courses/${page}/${id}`;

export const DEFAULT_COURSES: readonly CourseInput[] = DEFAULT_COURSE_ENTRIES.map(({ cover, ...course }) => ({
  ...course,
  ...DEFAULT_COURSE_FIELDS,
  [COVER]: cover,
  syllabus: coursePage('syllabus', course.id),
  content: coursePage('content', course.id),
}));
