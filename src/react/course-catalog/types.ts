/** <course-catalog>'s public types, in one place: its data and its event's detail. */
import type { Course } from '../../lib/courses';

export type { CourseInput } from '../../lib/courses';

/** Which of a card's two links: the Syllabus or the Course. */
export type CourseTarget = 'syllabus' | 'content';

/** `course-navigate`: the validated course, and which of its links is about to navigate. */
export type CourseNavigateDetail = { course: Course; target: CourseTarget };
