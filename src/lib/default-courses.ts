/**
 * The catalog's default courses, ready to parse: the plain constants of src/data/courses.ts with each cover drawn.
 * The drawing happens here rather than in the data so that data imports no code (see docs/architecture.md).
 */
import { DEFAULT_COURSE_ENTRIES } from '../data/courses';
import type { CourseInput } from './courses';
import { coverArt } from './cover-art';

export const DEFAULT_COURSES: readonly CourseInput[] = DEFAULT_COURSE_ENTRIES.map(({ cover, ...course }) => ({
  ...course,
  image: coverArt(cover.label, cover.from, cover.to),
}));
