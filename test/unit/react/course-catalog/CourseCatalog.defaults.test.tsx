import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import type { CourseNavigateDetail } from '../../../../src/react/course-catalog/types';
import { cardTitles, errors, linkName, makeCourse, spyOnConsole, status, warn, withDefaultCourses } from './fixtures';

spyOnConsole();
withDefaultCourses();

describe('CourseCatalog: default data', () => {
  it('shows the three default courses, all Free, 12 Weeks, Advanced, with no console output', () => {
    render(<CourseCatalog />);
    expect(cardTitles()).toEqual(['Java Programming', 'Spring Boot', 'MySQL']);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const card$ = within(card);
      expect(card$.getByText('Free')).toBeTruthy();
      expect(card$.getByText('12 Weeks')).toBeTruthy();
      expect(card$.getByText('Advanced')).toBeTruthy();
      expect(card$.getByText('Daniel Brooks')).toBeTruthy();
    }
    expect(status()).toBe('3 courses');
    expect(warn).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
  });

  it('null courses (a property reset) are absent: the default courses show, not an error', () => {
    const { rerender } = render(<CourseCatalog courses={[makeCourse(1)]} />);
    expect(cardTitles()).toEqual(['Course 01']);
    rerender(<CourseCatalog courses={null} />);
    expect(cardTitles()).toEqual(['Java Programming', 'Spring Boot', 'MySQL']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors()).toEqual([]);
  });

  it('labels each card with its title', () => {
    render(<CourseCatalog />);
    expect(screen.getByRole('article', { name: 'Spring Boot' })).toBeTruthy();
  });

  it('links Syllabus and Course to each course’s pages', () => {
    render(<CourseCatalog />);
    for (const [id, title] of [
      ['java', 'Java Programming'],
      ['spring-boot', 'Spring Boot'],
      ['mysql', 'MySQL'],
    ]) {
      expect(screen.getByRole('link', { name: linkName('Syllabus', title) }).getAttribute('href')).toBe(
        `/public/features/courses/syllabus/${id}`,
      );
      expect(screen.getByRole('link', { name: linkName('Course', title) }).getAttribute('href')).toBe(
        `/public/features/courses/content/${id}`,
      );
    }
  });

  it('names the region with the label prop, "Course catalog" by default', () => {
    const { rerender } = render(<CourseCatalog />);
    expect(screen.getByRole('region', { name: 'Course catalog' })).toBeTruthy();
    rerender(<CourseCatalog label="Our courses" />);
    expect(screen.getByRole('region', { name: 'Our courses' })).toBeTruthy();
  });

  it('formats paid prices in the given locale and currency', () => {
    render(<CourseCatalog courses={[makeCourse(1, { price: 1234.5 })]} locale="de-DE" currency="EUR" />);
    const price = within(screen.getByRole('article')).getByText(/€/);
    expect(price.textContent?.replace(/\s/g, ' ')).toBe('1.234,50 €');
  });
});

describe('CourseCatalog: onCourseNavigate', () => {
  // Records whether the click's default was prevented once React has handled it, then stops happy-dom from
  // actually navigating.
  function watchClicks() {
    const seen: boolean[] = [];
    const listener = (event: Event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', listener);
    return { seen, stop: () => document.removeEventListener('click', listener) };
  }

  it('is called with {course, target} on a plain click, and a false return prevents the navigation', () => {
    const onCourseNavigate = vi.fn((_: CourseNavigateDetail) => false);
    render(<CourseCatalog onCourseNavigate={onCourseNavigate} />);
    const clicks = watchClicks();
    try {
      fireEvent.click(screen.getByRole('link', { name: linkName('Syllabus', 'Spring Boot') }));
      fireEvent.click(screen.getByRole('link', { name: linkName('Course', 'MySQL') }));
    } finally {
      clicks.stop();
    }
    expect(onCourseNavigate).toHaveBeenCalledTimes(2);
    const [first] = onCourseNavigate.mock.calls[0];
    expect(first.target).toBe('syllabus');
    expect(first.course).toMatchObject({ id: 'spring-boot', title: 'Spring Boot', syllabus: expect.any(String) });
    expect(onCourseNavigate.mock.calls[1][0]).toMatchObject({ target: 'content', course: { id: 'mysql' } });
    expect(clicks.seen).toEqual([true, true]);
  });

  it('lets the link navigate when the callback returns true', () => {
    const onCourseNavigate = vi.fn(() => true);
    render(<CourseCatalog onCourseNavigate={onCourseNavigate} />);
    const clicks = watchClicks();
    try {
      fireEvent.click(screen.getByRole('link', { name: linkName('Course', 'Java Programming') }));
    } finally {
      clicks.stop();
    }
    expect(onCourseNavigate).toHaveBeenCalledTimes(1);
    expect(clicks.seen).toEqual([false]);
  });

  it('reports a prevented default through the click’s return value', () => {
    render(<CourseCatalog onCourseNavigate={() => false} />);
    const link = screen.getByRole('link', { name: linkName('Syllabus', 'Java Programming') });
    // fireEvent returns dispatchEvent's result: false when preventDefault() was called.
    expect(fireEvent.click(link)).toBe(false);
  });

  it.each([
    ['ctrlKey', { ctrlKey: true }],
    ['metaKey', { metaKey: true }],
    ['shiftKey', { shiftKey: true }],
    ['altKey', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('is not called for a %s click (new tab, download…), which is left alone', (_, init) => {
    const onCourseNavigate = vi.fn(() => false);
    render(<CourseCatalog onCourseNavigate={onCourseNavigate} />);
    const clicks = watchClicks();
    try {
      fireEvent.click(screen.getByRole('link', { name: linkName('Syllabus', 'Java Programming') }), init);
    } finally {
      clicks.stop();
    }
    expect(onCourseNavigate).not.toHaveBeenCalled();
    expect(clicks.seen).toEqual([false]);
  });
});
