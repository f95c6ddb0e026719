import { useMemo, useState } from 'react';
import {
  type CatalogQuery,
  difficultiesOf,
  EMPTY_QUERY,
  filterCourses,
  type IndexedCourse,
  indexCourses,
  paginate,
  sortCourses,
} from '../../lib/catalog-query';
import type { Course } from '../../lib/courses';

/**
 * Search, filters, sort and page over the catalog. The expensive steps are memoised on what they depend on:
 * indexing once per data set, sorting once per sort choice, so a keystroke only filters a pre-sorted list. And
 * they wait until they are needed: the index (each course's search text and hours) is built on the first search,
 * filter or sort, not when the data arrives, so a catalog shown as given (every catalog's first render; 10,000
 * courses set at once) indexes nothing and shows the data itself.
 */
export function useCatalogView(courses: readonly Course[], pageSize: number) {
  const [query, setQuery] = useState<CatalogQuery>(EMPTY_QUERY);
  const [page, setPage] = useState(1);

  const index = useMemo(() => {
    let indexed: readonly IndexedCourse[] | undefined;
    return () => {
      indexed ??= indexCourses(courses);
      return indexed;
    };
  }, [courses]);
  const difficulties = useMemo(() => difficultiesOf(courses), [courses]);
  // The data's own order ("featured") needs no sorting, nor an index.
  const sorted = useMemo(
    () => (query.sort === 'featured' ? undefined : sortCourses(index(), query.sort)),
    [index, query.sort],
  );
  // New data may lack the chosen difficulty; the select then shows "Any", so the filter must not linger unseen.
  const difficulty = difficulties.includes(query.difficulty) ? query.difficulty : EMPTY_QUERY.difficulty;
  const { search, price } = query;
  const asGiven = query.sort === 'featured' && difficulty === 'all' && price === 'all' && search.trim() === '';
  const matches = useMemo(
    () => (asGiven ? courses : filterCourses(sorted ?? index(), { search, difficulty, price })),
    [asGiven, courses, index, sorted, search, difficulty, price],
  );
  const current = paginate(matches, page, pageSize);

  const update = (change: Partial<CatalogQuery>) => {
    setQuery((previous) => ({ ...previous, ...change }));
    setPage(1);
  };
  const reset = () => {
    setQuery(EMPTY_QUERY);
    setPage(1);
  };

  return {
    query: { ...query, difficulty },
    update,
    reset,
    difficulties,
    total: matches.length,
    page: current,
    setPage,
  };
}
