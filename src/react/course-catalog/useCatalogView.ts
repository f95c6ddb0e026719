import { useMemo, useState } from 'react';
import {
  type CatalogQuery,
  difficultiesOf,
  EMPTY_QUERY,
  filterCourses,
  indexCourses,
  paginate,
  sortCourses,
} from '../../lib/catalog-query';
import type { Course } from '../../lib/courses';

/**
 * Search, filters, sort and page over the catalog. The expensive steps are memoised on what they depend on:
 * indexing once per data set, sorting once per sort choice, so a keystroke only filters a pre-sorted list.
 */
export function useCatalogView(courses: readonly Course[], pageSize: number) {
  const [query, setQuery] = useState<CatalogQuery>(EMPTY_QUERY);
  const [page, setPage] = useState(1);

  const indexed = useMemo(() => indexCourses(courses), [courses]);
  const difficulties = useMemo(() => difficultiesOf(courses), [courses]);
  const sorted = useMemo(() => sortCourses(indexed, query.sort), [indexed, query.sort]);
  // New data may lack the chosen difficulty; the select then shows "Any", so the filter must not linger unseen.
  const difficulty = difficulties.includes(query.difficulty) ? query.difficulty : EMPTY_QUERY.difficulty;
  const { search, price } = query;
  const matches = useMemo(
    () => filterCourses(sorted, { search, difficulty, price }),
    [sorted, search, difficulty, price],
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
