/**
 * A catalog shown as given does no search or sort work: the index (each course's search text and hours) is built
 * on the first search, filter or sort, once per data set (useCatalogView.ts). Counted through the module, not timed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import { cardTitles, generated, spyOnConsole } from './fixtures';

const { indexCourses } = vi.hoisted(() => ({ indexCourses: vi.fn() }));
vi.mock('../../../../src/lib/catalog-query', async (original) => {
  const actual = await original<typeof import('../../../../src/lib/catalog-query')>();
  indexCourses.mockImplementation(actual.indexCourses);
  return { ...actual, indexCourses };
});

spyOnConsole();

describe('CourseCatalog: the index waits until it is needed', () => {
  it('shows 1,000 courses without indexing them, then indexes once for every search after', async () => {
    indexCourses.mockClear();
    const user = userEvent.setup();
    render(<CourseCatalog courses={generated(1000)} />);
    expect(cardTitles()).toHaveLength(9);
    expect(indexCourses).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'course 1');
    expect(indexCourses).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'duration');
    expect(indexCourses).toHaveBeenCalledTimes(1);
    expect(cardTitles()[0]).toBe('Course 01');
  });

  it('indexes new data again, when it is searched', async () => {
    indexCourses.mockClear();
    const user = userEvent.setup();
    const { rerender } = render(<CourseCatalog courses={generated(20)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'free');
    expect(indexCourses).toHaveBeenCalledTimes(1);
    rerender(<CourseCatalog courses={generated(30)} />);
    expect(indexCourses).toHaveBeenCalledTimes(2);
  });
});
