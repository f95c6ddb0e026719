import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import { cardTitles, generated, makeCourse, spyOnConsole, status, withDefaultCourses } from './fixtures';

spyOnConsole();
withDefaultCourses();

describe('CourseCatalog: search, filters and sort', () => {
  it('filters as you type and updates the status', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog />);
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'mysql');
    expect(cardTitles()).toEqual(['MySQL']);
    expect(status()).toBe('1 course found');
  });

  it('searches descriptions and instructors too, with several words', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog />);
    const search = screen.getByRole('searchbox', { name: 'Search courses' });
    await user.type(search, 'brooks REST');
    expect(cardTitles()).toEqual(['Spring Boot']);
    await user.clear(search);
    await user.type(search, 'daniel');
    expect(cardTitles()).toEqual(['Java Programming', 'Spring Boot', 'MySQL']);
    expect(status()).toBe('3 courses');
  });

  it('shows an empty state whose button clears the search and filters', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog />);
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search courses' });
    await user.type(search, 'haskell');
    expect(cardTitles()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Courses' })).toBeNull();
    expect(screen.getByText('No courses match your search.')).toBeTruthy();
    expect(status()).toBe('0 courses found');

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search.value).toBe('');
    expect(cardTitles()).toEqual(['Java Programming', 'Spring Boot', 'MySQL']);
    expect(status()).toBe('3 courses');
    expect(screen.queryByText('No courses match your search.')).toBeNull();
  });

  it('resets the filters too when clearing', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog />);
    const price = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Price' });
    await user.selectOptions(price, 'paid');
    expect(screen.getByText('No courses match your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(price.value).toBe('all');
    expect(cardTitles()).toHaveLength(3);
  });

  it('says so, without a clear button, when there are no courses at all', () => {
    render(<CourseCatalog courses={[]} />);
    expect(screen.getByText('No courses are available yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
    expect(status()).toBe('0 courses');
  });

  it('offers the difficulties found in the data and filters by them', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog courses={generated(4)} />);
    const difficulty = screen.getByRole('combobox', { name: 'Difficulty' });
    expect(
      within(difficulty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any difficulty', 'Beginner', 'Advanced']);
    await user.selectOptions(difficulty, 'Advanced');
    expect(cardTitles()).toEqual(['Course 02', 'Course 04']);
    expect(status()).toBe('2 courses found');
  });

  it('filters free and paid courses', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog courses={generated(6)} />);
    const price = screen.getByRole('combobox', { name: 'Price' });
    await user.selectOptions(price, 'free');
    expect(cardTitles()).toEqual(['Course 03', 'Course 06']);
    await user.selectOptions(price, 'paid');
    expect(cardTitles()).toEqual(['Course 01', 'Course 02', 'Course 04', 'Course 05']);
  });

  it('sorts by title, duration and price, and back to featured', async () => {
    const user = userEvent.setup();
    const courses = [
      makeCourse(1, { title: 'Rust', duration: '2 months', price: 30 }),
      makeCourse(2, { title: 'Go', duration: '90 minutes', price: 50 }),
      makeCourse(3, { title: 'Ada', duration: '3 weeks', price: 'Free' }),
    ];
    render(<CourseCatalog courses={courses} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(cardTitles()).toEqual(['Rust', 'Go', 'Ada']);
    await user.selectOptions(sort, 'title');
    expect(cardTitles()).toEqual(['Ada', 'Go', 'Rust']);
    await user.selectOptions(sort, 'duration');
    expect(cardTitles()).toEqual(['Go', 'Ada', 'Rust']);
    await user.selectOptions(sort, 'price');
    expect(cardTitles()).toEqual(['Ada', 'Rust', 'Go']);
    await user.selectOptions(sort, 'featured');
    expect(cardTitles()).toEqual(['Rust', 'Go', 'Ada']);
  });

  it.each([
    ['hideSearch', { hideSearch: true }, 'searchbox', 'Search courses'],
    ['hideFilters', { hideFilters: true }, 'combobox', 'Difficulty'],
    ['hideFilters', { hideFilters: true }, 'combobox', 'Price'],
    ['hideSort', { hideSort: true }, 'combobox', 'Sort by'],
  ] as const)('%s hides the %s "%s"', (_, props, role, name) => {
    const { rerender } = render(<CourseCatalog />);
    expect(screen.getByRole(role, { name })).toBeTruthy();
    rerender(<CourseCatalog {...props} />);
    expect(screen.queryByRole(role, { name })).toBeNull();
  });

  it('keeps the other controls when one kind is hidden, and drops the bar when all are', () => {
    const { container, rerender } = render(<CourseCatalog hideSearch />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toBeTruthy();
    rerender(<CourseCatalog hideSearch hideFilters hideSort />);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(container.querySelector('search')).toBeNull();
    expect(cardTitles()).toHaveLength(3);
  });
});

describe('CourseCatalog: pagination', () => {
  it('pages 20 courses by 9 with Previous/Next disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog courses={generated(20)} pageSize={9} />);
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' });
    const pager = screen.getByRole('navigation', { name: 'Course pages' });

    expect(status()).toBe('Showing 1–9 of 20 courses');
    expect(cardTitles()).toHaveLength(9);
    expect(cardTitles()[0]).toBe('Course 01');
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    await user.click(next);
    expect(status()).toBe('Showing 10–18 of 20 courses');
    expect(cardTitles()[0]).toBe('Course 10');
    expect(previous.disabled).toBe(false);
    const list = screen.getByRole('list', { name: 'Courses, page 2 of 3' });
    expect(document.activeElement).toBe(list);

    await user.click(next);
    expect(status()).toBe('Showing 19–20 of 20 courses');
    expect(cardTitles()).toEqual(['Course 19', 'Course 20']);
    expect(next.disabled).toBe(true);

    await user.click(previous);
    expect(status()).toBe('Showing 10–18 of 20 courses');
  });

  it('goes back to page 1 when the search changes', async () => {
    const user = userEvent.setup();
    render(<CourseCatalog courses={generated(20)} pageSize={9} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByRole('searchbox'), 'course');
    expect(status()).toBe('Showing 1–9 of 20 courses');
  });

  it('hides the pager when everything fits on one page', () => {
    render(<CourseCatalog courses={generated(9)} pageSize={9} />);
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).toBeNull();
    expect(status()).toBe('9 courses');
  });

  it.each([0, -3, Number.NaN])('uses 9 per page for the invalid pageSize %s', (pageSize) => {
    render(<CourseCatalog courses={generated(20)} pageSize={pageSize} />);
    expect(cardTitles()).toHaveLength(9);
  });

  it('formats counts in the given locale', () => {
    render(<CourseCatalog courses={generated(1200)} pageSize={2} locale="en-US" />);
    expect(status()).toBe('Showing 1–2 of 1,200 courses');
    expect(screen.getByText('Page 1 of 600')).toBeTruthy();
  });
});
