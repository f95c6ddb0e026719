import type { Course } from './courses';
import { durationInHours } from './duration';

export type PriceFilter = 'all' | 'free' | 'paid';
/** `featured` is the order the data gives (the publisher's own ranking). */
export type SortKey = 'featured' | 'title' | 'duration' | 'price';

export type CatalogQuery = {
  search: string;
  difficulty: string;
  price: PriceFilter;
  sort: SortKey;
};

export const EMPTY_QUERY: CatalogQuery = { search: '', difficulty: 'all', price: 'all', sort: 'featured' };

/** A course with everything filtering and sorting need computed once, not per keystroke. */
export type IndexedCourse = {
  course: Course;
  haystack: string;
  hours: number;
  order: number;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the point
const ASCII = /^[\u0000-\u007f]*$/;

/** Lower case without accents ("Débutant" → "debutant"). Plain ASCII, the common case, skips Unicode work. */
export function normalise(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function indexCourses(courses: readonly Course[]): IndexedCourse[] {
  return courses.map((course, order) => ({
    course,
    haystack: normalise(`${course.title}\n${course.description}\n${course.instructor}`),
    hours: durationInHours(course.duration),
    order,
  }));
}

/** Difficulty options in first-seen order, so "Beginner, Intermediate, Advanced" data keeps its natural order. */
export function difficultiesOf(courses: readonly Course[]): string[] {
  return [...new Set(courses.map((course) => course.difficulty))];
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const COMPARE: Record<SortKey, (a: IndexedCourse, b: IndexedCourse) => number> = {
  featured: () => 0,
  title: (a, b) => collator.compare(a.course.title, b.course.title),
  duration: (a, b) => a.hours - b.hours,
  price: (a, b) => a.course.price - b.course.price,
};

/** Sorted copy. Done once per sort choice (not per keystroke): filtering a sorted list keeps it sorted. */
export function sortCourses(indexed: readonly IndexedCourse[], sort: SortKey): readonly IndexedCourse[] {
  if (sort === 'featured') return indexed;
  const compare = COMPARE[sort];
  // Ties keep the data's own order, whatever the engine's sort does.
  return [...indexed].sort((a, b) => compare(a, b) || a.order - b.order);
}

/** Every word of the search must appear (in any order) in title, description or instructor. */
export function filterCourses(sorted: readonly IndexedCourse[], query: Omit<CatalogQuery, 'sort'>): Course[] {
  const words = normalise(query.search).split(/\s+/).filter(Boolean);
  const result: Course[] = [];
  for (const entry of sorted) {
    if (query.difficulty !== 'all' && entry.course.difficulty !== query.difficulty) continue;
    if (query.price !== 'all' && (query.price === 'free') !== (entry.course.price === 0)) continue;
    if (words.every((word) => entry.haystack.includes(word))) result.push(entry.course);
  }
  return result;
}

export type Page<T> = { items: T[]; page: number; pageCount: number; start: number; end: number };

/** One page of results; out-of-range pages clamp, so a stale page number after filtering still shows something. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return { items: slice, page: current, pageCount, start: slice.length ? start + 1 : 0, end: start + slice.length };
}
