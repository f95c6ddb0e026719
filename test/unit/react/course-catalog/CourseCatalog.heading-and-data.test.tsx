import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import { cardTitles, makeCourse, spyOnConsole, withDefaultCourses } from './fixtures';

spyOnConsole();
withDefaultCourses();

describe('CourseCatalog heading level', () => {
  it('uses h2 card titles by default and the given level when valid', () => {
    const { unmount } = render(<CourseCatalog headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    unmount();
    render(<CourseCatalog headingLevel={9} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

describe('CourseCatalog: new data', () => {
  it('drops a difficulty filter the new data no longer has, instead of hiding every course', () => {
    const first = [makeCourse(1, { difficulty: 'Beginner' }), makeCourse(2, { difficulty: 'Advanced' })];
    const { rerender } = render(<CourseCatalog courses={first} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Difficulty' }), { target: { value: 'Beginner' } });
    expect(cardTitles()).toHaveLength(1);
    rerender(
      <CourseCatalog
        courses={[makeCourse(3, { difficulty: 'Advanced' }), makeCourse(4, { difficulty: 'Advanced' })]}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Difficulty' }) as HTMLSelectElement).value).toBe('all');
    expect(cardTitles()).toHaveLength(2);
  });
});
