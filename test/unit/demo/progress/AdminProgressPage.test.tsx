import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatActivity } from '../../../../demo/components/progress/format';
import { markLessonComplete, resetProgressStoreForTests } from '../../../../demo/lib/progress-store';
import { AdminProgressPage } from '../../../../demo/pages/admin/AdminProgressPage';
import { storeProgress, T1 } from './helpers';

afterEach(() => {
  resetProgressStoreForTests();
  localStorage.clear();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/public/features/admin/admin-progress-tracker']}>
      <AdminProgressPage />
    </MemoryRouter>,
  );

/** The cells of the row headed `name`: [done, total, percent, last activity]. */
const row = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('<AdminProgressPage>', () => {
  it('has its title, one <h1>, and says the data is this browser’s learner (no backend)', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Progress Tracker');
    expect(document.title).toBe('Admin Progress Tracker · Coursify');
    expect(screen.getByText(/no backend/).textContent).toContain('the one using this browser');
    expect(screen.getByRole('link', { name: 'learner progress tracker' }).getAttribute('href')).toBe(
      '/public/features/learner/learner-progress-tracker',
    );
  });

  it('a table with a caption, column headers and a row header per course', () => {
    renderPage();
    const table = screen.getByRole('table', { name: "Progress of this browser's learner, by course" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Course', 'col'],
      ['Lessons done', 'col'],
      ['Lessons', 'col'],
      ['Percent', 'col'],
      ['Last activity', 'col'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Java Programming', 'row'],
      ['Spring Boot', 'row'],
      ['MySQL', 'row'],
      ['All courses', 'row'],
    ]);
  });

  it('shows done, total, percent and last activity per course, and the totals', () => {
    storeProgress({ java: ['java-basics', 'java-oop'], mysql: ['mysql-joins'] });
    renderPage();
    expect(row('Java Programming')).toEqual(['2', '6', '33%', formatActivity(T1)]);
    expect(row('Spring Boot')).toEqual(['0', '6', '0%', 'No activity yet']);
    expect(row('MySQL')).toEqual(['1', '6', '17%', formatActivity(T1)]);
    expect(row('All courses')).toEqual(['3', '18', '17%', formatActivity(T1)]);
  });

  it('follows the tracker live', () => {
    renderPage();
    expect(row('All courses')).toEqual(['0', '18', '0%', 'No activity yet']);
    act(() => {
      markLessonComplete('spring-boot', 'spring-setup');
    });
    expect(row('Spring Boot').slice(0, 3)).toEqual(['1', '6', '17%']);
    expect(row('All courses').slice(0, 3)).toEqual(['1', '18', '6%']);
  });
});
