/**
 * A course as partners pass it in, as plain JSON (src/lib/courses.ts parses it into what the catalog shows). It is
 * declared here, with the default courses written in it, so the data imports nothing.
 */
export type CourseInput = {
  id?: string | number;
  title: string;
  description: string;
  instructor: string;
  duration: string;
  difficulty: string;
  price: number | string;
  syllabus: string;
  content: string;
  image?: string;
  imageAlt?: string;
};

/** The instructor of all three courses (SPEC: the default courses have one instructor). */
export const DEFAULT_INSTRUCTOR = 'Daniel Brooks';

/** What the three default courses have in common: all Free, 12 Weeks, Advanced, one instructor. */
export const DEFAULT_COURSE_FIELDS = {
  instructor: DEFAULT_INSTRUCTOR,
  duration: '12 Weeks',
  difficulty: 'Advanced',
  price: 0,
} as const satisfies Partial<CourseInput>;

/**
 * What a default course's cover shows: a word on a gradient from one colour to another, drawn as SVG in the card by
 * src/react/course-catalog/CourseImage.tsx. A tuple, not an object: the three field names would be bytes in every
 * catalog bundle.
 */
export type CoverSpec = readonly [label: string, from: string, to: string];

/**
 * A default course as data: src/lib/default-courses.ts adds the common fields, passes `cover` on for the catalog to
 * draw (under the COVER symbol of src/lib/courses.ts), and links the syllabus and content pages from the id.
 */
export type DefaultCourseEntry = Pick<CourseInput, 'title' | 'description'> & { id: string; cover: CoverSpec };

/** The three courses of the catalog, in order. */
export const DEFAULT_COURSE_ENTRIES: readonly DefaultCourseEntry[] = [
  {
    id: 'java',
    title: 'Java Programming',
    description:
      'Object-oriented design, collections, generics, streams and concurrency: write, test and package real Java applications.',
    cover: ['Java', '#b45309', '#dc2626'],
  },
  {
    id: 'spring-boot',
    title: 'Spring Boot',
    description:
      'Build production-ready REST services with dependency injection, Spring Data, validation, security and tests.',
    cover: ['Spring Boot', '#15803d', '#0d9488'],
  },
  {
    id: 'mysql',
    title: 'MySQL',
    description: 'Relational modelling, SQL from SELECT to window functions, indexes, transactions and query tuning.',
    cover: ['MySQL', '#1d4ed8', '#0891b2'],
  },
];
