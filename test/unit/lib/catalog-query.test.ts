// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type CatalogQuery,
  difficultiesOf,
  EMPTY_QUERY,
  filterCourses,
  indexCourses,
  normalise,
  paginate,
  type SortKey,
  sortCourses,
} from '../../../src/lib/catalog-query';
import type { Course } from '../../../src/lib/courses';

function course(id: string, fields: Partial<Course> = {}): Course {
  return {
    id,
    title: `Course ${id}`,
    description: 'A course.',
    instructor: 'Ann Lee',
    duration: '4 Weeks',
    difficulty: 'Beginner',
    price: 0,
    syllabus: `/s/${id}`,
    content: `/c/${id}`,
    image: null,
    ...fields,
  };
}

const COURSES: Course[] = [
  course('java', {
    title: 'Java Programming',
    description: 'Objects, generics and streams.',
    instructor: 'Daniel Brooks',
    duration: '12 Weeks',
    difficulty: 'Advanced',
    price: 0,
  }),
  course('cafe', {
    title: 'Café Latte Art',
    description: 'Milk, espresso and patience.',
    instructor: 'Zoë Müller',
    duration: '3 days',
    difficulty: 'Beginner',
    price: 25,
  }),
  course('sql', {
    title: 'MySQL',
    description: 'Relational modelling and window functions.',
    instructor: 'Daniel Brooks',
    duration: '90 minutes',
    difficulty: 'Intermediate',
    price: 10,
  }),
  course('spring', {
    title: 'spring Boot',
    description: 'REST services with Java.',
    instructor: 'Ana Pérez',
    duration: '2 months',
    difficulty: 'Advanced',
    price: 99,
  }),
];

const query = (change: Partial<CatalogQuery> = {}): Omit<CatalogQuery, 'sort'> => {
  const { sort: _sort, ...rest } = { ...EMPTY_QUERY, ...change };
  return rest;
};
const ids = (courses: readonly Course[]) => courses.map((c) => c.id);
const search = (text: string, change: Partial<CatalogQuery> = {}) =>
  ids(filterCourses(indexCourses(COURSES), query({ search: text, ...change })));

describe('normalise', () => {
  it('lower-cases and strips accents', () => {
    expect(normalise('Café ZOË Pérez')).toBe('cafe zoe perez');
  });
});

describe('indexCourses', () => {
  it('keeps data order and precomputes hours from the duration', () => {
    const indexed = indexCourses(COURSES);
    expect(indexed.map((e) => e.order)).toEqual([0, 1, 2, 3]);
    expect(indexed[0].hours).toBe(12 * 7 * 24);
    expect(indexed[2].hours).toBe(1.5);
    expect(indexed[1].haystack).toContain('zoe muller');
  });
});

describe('difficultiesOf', () => {
  it('lists each difficulty once, in first-seen order', () => {
    expect(difficultiesOf(COURSES)).toEqual(['Advanced', 'Beginner', 'Intermediate']);
  });
});

describe('filterCourses: search', () => {
  it('returns everything for an empty or blank search', () => {
    expect(search('')).toEqual(['java', 'cafe', 'sql', 'spring']);
    expect(search('   ')).toEqual(['java', 'cafe', 'sql', 'spring']);
  });

  it('matches the title, case-insensitively', () => {
    expect(search('mysql')).toEqual(['sql']);
    expect(search('JAVA PROG')).toEqual(['java']);
  });

  it('matches the description', () => {
    expect(search('window functions')).toEqual(['sql']);
    expect(search('espresso')).toEqual(['cafe']);
  });

  it('matches the instructor', () => {
    expect(search('daniel')).toEqual(['java', 'sql']);
  });

  it('requires every word, in any order, across fields', () => {
    expect(search('brooks streams')).toEqual(['java']);
    expect(search('streams brooks')).toEqual(['java']);
    expect(search('java brooks')).toEqual(['java']);
    expect(search('java rest')).toEqual(['spring']);
    expect(search('java nothing-like-this')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(search('cafe')).toEqual(['cafe']);
    expect(search('CAFÉ')).toEqual(['cafe']);
    expect(search('zoe muller')).toEqual(['cafe']);
    expect(search('perez')).toEqual(['spring']);
  });

  it('does not match text outside title, description and instructor', () => {
    expect(search('weeks')).toEqual([]);
    expect(search('beginner')).toEqual([]);
  });
});

describe('filterCourses: filters', () => {
  it('filters by difficulty', () => {
    expect(search('', { difficulty: 'Advanced' })).toEqual(['java', 'spring']);
    expect(search('', { difficulty: 'Intermediate' })).toEqual(['sql']);
  });

  it('filters free and paid courses', () => {
    expect(search('', { price: 'free' })).toEqual(['java']);
    expect(search('', { price: 'paid' })).toEqual(['cafe', 'sql', 'spring']);
  });

  it('combines search, difficulty and price', () => {
    expect(search('java', { difficulty: 'Advanced', price: 'paid' })).toEqual(['spring']);
    expect(search('java', { difficulty: 'Beginner' })).toEqual([]);
  });
});

describe('sortCourses', () => {
  const sorted = (sort: SortKey, courses: Course[] = COURSES) =>
    ids(sortCourses(indexCourses(courses), sort).map((e) => e.course));

  it('featured keeps the data order', () => {
    expect(sorted('featured')).toEqual(['java', 'cafe', 'sql', 'spring']);
  });

  it('sorts by title, ignoring case and accents', () => {
    expect(sorted('title')).toEqual(['cafe', 'java', 'sql', 'spring']);
  });

  it('sorts titles with numbers numerically', () => {
    const list = [course('b', { title: 'Level 10' }), course('a', { title: 'Level 9' })];
    expect(sorted('title', list)).toEqual(['a', 'b']);
  });

  it('sorts by duration in hours, not by the text', () => {
    // 90 minutes (1.5h) < 3 days (72h) < 2 months (1440h) < 12 Weeks (2016h); as text "12 Weeks" would sort first.
    expect(sorted('duration')).toEqual(['sql', 'cafe', 'spring', 'java']);
  });

  it('puts unreadable durations last', () => {
    const list = [course('x', { duration: 'Self-paced' }), course('y', { duration: '1 hour' })];
    expect(sorted('duration', list)).toEqual(['y', 'x']);
  });

  it('sorts by price, lowest first', () => {
    expect(sorted('price')).toEqual(['java', 'sql', 'cafe', 'spring']);
  });

  it('keeps the data order for ties, for every key', () => {
    const ties = ['d', 'a', 'c', 'b', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((id) =>
      course(id, { title: 'Same', duration: '1 week', price: 5 }),
    );
    const dataOrder = ids(ties);
    for (const key of ['title', 'duration', 'price'] as const) expect(sorted(key, ties)).toEqual(dataOrder);
  });

  it('does not reorder its input', () => {
    const indexed = indexCourses(COURSES);
    sortCourses(indexed, 'price');
    expect(indexed.map((e) => e.course.id)).toEqual(['java', 'cafe', 'sql', 'spring']);
  });

  it('filtering a sorted list keeps it sorted', () => {
    const list = sortCourses(indexCourses(COURSES), 'price');
    expect(ids(filterCourses(list, query({ price: 'paid' })))).toEqual(['sql', 'cafe', 'spring']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);

  it('gives the first page with 1-based start and end', () => {
    const page = paginate(items, 1, 9);
    expect(page).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3, start: 1, end: 9 });
  });

  it('gives a short last page', () => {
    expect(paginate(items, 3, 9)).toEqual({ items: [19, 20], page: 3, pageCount: 3, start: 19, end: 20 });
  });

  it('clamps a page past the end to the last page', () => {
    const page = paginate(items, 99, 9);
    expect(page.page).toBe(3);
    expect(page.items).toEqual([19, 20]);
  });

  it('clamps a page below 1 and floors a fractional page', () => {
    expect(paginate(items, 0, 9).page).toBe(1);
    expect(paginate(items, -4, 9).items[0]).toBe(1);
    expect(paginate(items, 2.7, 9).page).toBe(2);
  });

  it('treats a page size below 1 as 1 and floors fractions', () => {
    expect(paginate(items, 1, 0).items).toEqual([1]);
    expect(paginate(items, 1, 0).pageCount).toBe(20);
    expect(paginate(items, 1, 4.9).items).toEqual([1, 2, 3, 4]);
  });

  it('has one empty page for no items', () => {
    expect(paginate([], 5, 9)).toEqual({ items: [], page: 1, pageCount: 1, start: 0, end: 0 });
  });

  it('has exactly the pages needed when the size divides the count', () => {
    expect(paginate(items, 2, 10)).toEqual({
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      page: 2,
      pageCount: 2,
      start: 11,
      end: 20,
    });
  });
});
