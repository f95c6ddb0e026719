import type { CourseInput } from '../lib/courses';
import { coverArt } from '../lib/cover-art';

/** The instructor of all three courses (the original shows one). */
export const DEFAULT_INSTRUCTOR = 'Daniel Brooks';

const COURSE_DEFAULTS = {
  instructor: DEFAULT_INSTRUCTOR,
  duration: '12 Weeks',
  difficulty: 'Advanced',
  price: 0,
} as const;

const syllabus = (subject: string) => `/public/features/courses/syllabus/${subject}`;
const content = (subject: string) => `/public/features/courses/content/${subject}`;

/** The three courses of the catalog (SPEC §3): all Free, 12 Weeks, Advanced, one instructor. */
export const DEFAULT_COURSES: readonly CourseInput[] = [
  {
    id: 'java',
    title: 'Java Programming',
    description:
      'Object-oriented design, collections, generics, streams and concurrency: write, test and package real Java applications.',
    image: coverArt('Java', '#b45309', '#dc2626'),
    syllabus: syllabus('java'),
    content: content('java'),
    ...COURSE_DEFAULTS,
  },
  {
    id: 'spring-boot',
    title: 'Spring Boot',
    description:
      'Build production-ready REST services with dependency injection, Spring Data, validation, security and tests.',
    image: coverArt('Spring Boot', '#15803d', '#0d9488'),
    syllabus: syllabus('spring-boot'),
    content: content('spring-boot'),
    ...COURSE_DEFAULTS,
  },
  {
    id: 'mysql',
    title: 'MySQL',
    description: 'Relational modelling, SQL from SELECT to window functions, indexes, transactions and query tuning.',
    image: coverArt('MySQL', '#1d4ed8', '#0891b2'),
    syllabus: syllabus('mysql'),
    content: content('mysql'),
    ...COURSE_DEFAULTS,
  },
];
