/**
 * The default courses are a chunk of their own, loaded only when the page gives no courses (CourseCatalog.tsx, and
 * react/element-data/useDefaultData.ts). Each test imports the catalog afresh, so the chunk is not yet loaded: what
 * shows while it loads, and when it fails.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardTitles, errors, makeCourse, spyOnConsole, warn } from './fixtures';

spyOnConsole();

const DATA = '../../../../src/lib/default-courses';

async function freshCatalog() {
  return (await import('../../../../src/react/course-catalog/CourseCatalog')).CourseCatalog;
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock(DATA);
});

describe('CourseCatalog: the default courses chunk', () => {
  it('renders nothing until the default courses arrive (no loading, empty or error flash), then all three', async () => {
    const CourseCatalog = await freshCatalog();
    const { container } = render(<CourseCatalog />);
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(cardTitles()).toEqual(['Java Programming', 'Spring Boot', 'MySQL']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    // Loaded once for the page: a later catalog has them in its first render.
    render(<CourseCatalog label="Second" />);
    expect(screen.getByRole('region', { name: 'Second' })).toBeTruthy();
  });

  it('given courses, the catalog renders them at once and never asks for the default ones', async () => {
    const load = vi.fn(() => ({ DEFAULT_COURSES: [makeCourse(9)] }));
    vi.doMock(DATA, load);
    const CourseCatalog = await freshCatalog();
    render(<CourseCatalog courses={[makeCourse(1)]} />);
    expect(cardTitles()).toEqual(['Course 01']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('a chunk that fails to load shows the error state and logs it naming the element; Retry loads it', async () => {
    vi.doMock(DATA, () => {
      throw new Error('offline');
    });
    const CourseCatalog = await freshCatalog();
    render(<CourseCatalog />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Courses could not be loaded');
    expect(errors().map((call) => String(call[0]))).toEqual([
      '<course-catalog> default courses: could not be loaded; give `courses` or `src`',
    ]);
    expect(cardTitles()).toEqual([]);

    vi.doUnmock(DATA);
    vi.doMock(DATA, () => ({ DEFAULT_COURSES: [makeCourse(1), makeCourse(2)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Course 01', 'Course 02']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
