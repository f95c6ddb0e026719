import type { CourseInput } from '../lib/courses';

/** The instructor of all three courses (the original shows one). */
export const DEFAULT_INSTRUCTOR = 'Daniel Brooks';

/** What a default course's cover shows: a word on a gradient, drawn as an SVG by src/lib/cover-art.ts. */
export type CoverSpec = { label: string; from: string; to: string };

/** A default course before its cover is drawn: src/lib/default-courses.ts turns `cover` into `image`. */
export type DefaultCourseEntry = Omit<CourseInput, 'image'> & { cover: CoverSpec };

const COURSE_DEFAULTS = {
  instructor: DEFAULT_INSTRUCTOR,
  duration: '12 Weeks',
  difficulty: 'Advanced',
  price: 0,
} as const;

const syllabus = (subject: string) => `/public/features/courses/syllabus/${subject}`;
const content = (subject: string) => `/public/features/courses/content/${subject}`;

/** The three courses of the catalog: all Free, 12 Weeks, Advanced, one instructor. */
export const DEFAULT_COURSE_ENTRIES: readonly DefaultCourseEntry[] = [
  {
    id: 'java',
    title: 'Java Programming',
    description:
      'Object-oriented design, collections, generics, streams and concurrency: write, test and package real Java applications.',
    cover: { label: 'Java', from: '#b45309', to: '#dc2626' },
    syllabus: syllabus('java'),
    content: content('java'),
    ...COURSE_DEFAULTS,
  },
  {
    id: 'spring-boot',
    title: 'Spring Boot',
    description:
      'Build production-ready REST services with dependency injection, Spring Data, validation, security and tests.',
    cover: { label: 'Spring Boot', from: '#15803d', to: '#0d9488' },
    syllabus: syllabus('spring-boot'),
    content: content('spring-boot'),
    ...COURSE_DEFAULTS,
  },
  {
    id: 'mysql',
    title: 'MySQL',
    description: 'Relational modelling, SQL from SELECT to window functions, indexes, transactions and query tuning.',
    cover: { label: 'MySQL', from: '#1d4ed8', to: '#0891b2' },
    syllabus: syllabus('mysql'),
    content: content('mysql'),
    ...COURSE_DEFAULTS,
  },
];
