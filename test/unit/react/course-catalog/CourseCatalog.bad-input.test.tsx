import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import { cardTitles, errors, linkName, makeCourse, spyOnConsole, warn } from './fixtures';

spyOnConsole();

describe('CourseCatalog: bad input', () => {
  it.each([
    [{ courses: [] }, 'an object'],
    ['not json', '"not json"'],
    [42, 'a number'],
  ])('shows an error state for the non-array %j and logs an error naming <course-catalog>', (courses, described) => {
    render(<CourseCatalog courses={courses} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Courses could not be shown');
    expect(alert.textContent).toContain('The course data is not a list of courses.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(errors()).toHaveLength(1);
    const message = String(errors()[0][0]);
    expect(message.startsWith('<course-catalog> courses:')).toBe(true);
    expect(message).toContain(described);
  });

  it('skips a bad item with a warning naming the index and field, and shows the rest', () => {
    const courses: unknown[] = [makeCourse(1), { ...makeCourse(2), title: 42 }, makeCourse(3)];
    render(<CourseCatalog courses={courses} />);
    expect(cardTitles()).toEqual(['Course 01', 'Course 03']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      '<course-catalog> courses[1].title: expected non-empty text, got a number; item skipped',
    );
    expect(errors()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns once per bad item', () => {
    const { price: _drop, ...noPrice } = makeCourse(2);
    render(<CourseCatalog courses={[makeCourse(1), noPrice, 'oops', makeCourse(4)]} />);
    expect(cardTitles()).toEqual(['Course 01', 'Course 04']);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^<course-catalog> courses\[1\]\.price: .*missing/);
    expect(messages[1]).toMatch(/^<course-catalog> courses\[2\]: expected an object/);
  });

  it('renders HTML in data as text', () => {
    const { container } = render(
      <CourseCatalog
        courses={[makeCourse(1, { title: '<b>Bold</b> move', description: '<img src=x onerror="alert(1)">' })]}
      />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0); // no image given: the cover is drawn (svg)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Bold</b> move');
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });

  it('shows "Syllabus unavailable" instead of an unsafe link, and keeps the safe one', () => {
    render(<CourseCatalog courses={[makeCourse(1, { title: 'Risky', syllabus: 'javascript:alert(1)' })]} />);
    expect(screen.getByText('Syllabus unavailable')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Syllabus/ })).toBeNull();
    expect(screen.getByRole('link', { name: linkName('Course', 'Risky') }).getAttribute('href')).toBe('/content/c1');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^<course-catalog> courses\[0\]\.syllabus: unsafe/));
  });

  it('shows "Course unavailable" for an unsafe content link', () => {
    render(<CourseCatalog courses={[makeCourse(1, { content: 'data:text/html,<script>alert(1)</script>' })]} />);
    expect(screen.getByText('Course unavailable')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Course/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Syllabus/ })).toBeTruthy();
  });

  it('draws the cover in the card for an unsafe image, described by its alt', () => {
    render(<CourseCatalog courses={[makeCourse(1, { image: 'javascript:alert(1)', imageAlt: 'Cover' })]} />);
    const art = screen.getByRole('img', { name: 'Cover' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('img')).toBeNull();
  });

  it('gives duplicated ids distinct cards', () => {
    render(<CourseCatalog courses={[makeCourse(1, { id: 'same' }), makeCourse(2, { id: 'same' })]} />);
    expect(cardTitles()).toEqual(['Course 01', 'Course 02']);
    // React logs duplicate keys through console.error.
    expect(errors()).toEqual([]);
  });
});
