import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { CourseInput } from '../../../../src/lib/courses';
import type { CourseNavigateDetail } from '../../../../src/react/course-catalog/CourseCard';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';

function makeCourse(n: number, overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    id: `c${n}`,
    title: `Course ${String(n).padStart(2, '0')}`,
    description: `Description of course ${n}.`,
    instructor: 'Ann Lee',
    duration: `${n} Weeks`,
    difficulty: n % 2 ? 'Beginner' : 'Advanced',
    price: n % 3 === 0 ? 0 : n * 10,
    syllabus: `/syllabus/c${n}`,
    content: `/content/c${n}`,
    ...overrides,
  };
}
const generated = (count: number) => Array.from({ length: count }, (_, i) => makeCourse(i + 1));

// happy-dom lays the visually hidden span out as a block, so the computed name may have a space before the colon.
const linkName = (label: 'Syllabus' | 'Course', title: string) => new RegExp(`^${label}\\s+for ${title}$`);
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const status = () => screen.getByRole('status').textContent;

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;

/**
 * console.error calls other than React's development notice that happy-dom has no `<search>` element
 * (every engine we support has it; React only says so once per run).
 */
const errors = () =>
  error.mock.calls.filter(
    (call) => !(String(call[0]).includes('is unrecognized in this browser') && call[1] === 'search'),
  );

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

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

describe('CourseCatalog: bad input', () => {
  it.each([
    [{ courses: [] }, 'a object'],
    ['not json', '"not json"'],
    [null, 'null'],
    [42, 'a number'],
  ])('shows an error state for the non-array %j and logs an error naming <course-catalog>', (courses, got) => {
    render(<CourseCatalog courses={courses} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Courses could not be shown');
    expect(alert.textContent).toContain('The course data is not a list of courses.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(errors()).toHaveLength(1);
    const message = String(errors()[0][0]);
    expect(message.startsWith('<course-catalog> courses:')).toBe(true);
    expect(message).toContain(got);
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
    expect(container.querySelectorAll('img')).toHaveLength(1); // only the cover image
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

  it('uses drawn cover art for an unsafe image', () => {
    render(<CourseCatalog courses={[makeCourse(1, { image: 'javascript:alert(1)', imageAlt: 'Cover' })]} />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('gives duplicated ids distinct cards', () => {
    render(<CourseCatalog courses={[makeCourse(1, { id: 'same' }), makeCourse(2, { id: 'same' })]} />);
    expect(cardTitles()).toEqual(['Course 01', 'Course 02']);
    // React logs duplicate keys through console.error.
    expect(errors()).toEqual([]);
  });
});

describe('CourseCatalog: src (useJsonSource)', () => {
  type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void };
  function deferred<T>(): Deferred<T> {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
  function jsonResponse(data: unknown, init: { status?: number; statusText?: string } = {}): Response {
    const status = init.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: init.statusText ?? 'OK',
      json: async () => data,
    } as Response;
  }
  function htmlResponse(): Response {
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => {
        throw new SyntaxError('Unexpected token < in JSON');
      },
    } as unknown as Response;
  }

  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const signalOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).signal as AbortSignal;

  it('shows a loading state, then the fetched courses', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    render(<CourseCatalog src="/api/courses.json" label="Remote courses" />);
    expect(screen.getByRole('status').textContent).toBe('Loading courses…');
    expect(screen.getByRole('region', { name: 'Remote courses' }).getAttribute('aria-busy')).toBe('true');

    answer.resolve(jsonResponse(generated(2)));
    expect(await screen.findByRole('heading', { name: 'Course 01' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Course 01', 'Course 02']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/courses.json');
    expect(init).toMatchObject({ headers: { Accept: 'application/json' } });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(errors()).toEqual([]);
  });

  it('prefers courses over src and fetches nothing', () => {
    render(<CourseCatalog courses={generated(1)} src="/api/courses.json" />);
    expect(cardTitles()).toEqual(['Course 01']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error with Retry for a 404, logging the URL and status', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(null, { status: 404, statusText: 'Not Found' }));
    render(<CourseCatalog src="/missing.json" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Courses could not be loaded');
    expect(alert.textContent).toContain('/missing.json answered 404 Not Found');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('<course-catalog> attribute "src": /missing.json answered 404 Not Found');
  });

  it('shows an error when the answer is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(htmlResponse());
    render(<CourseCatalog src="/page.html" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('/page.html did not answer with JSON');
    expect(error).toHaveBeenCalledWith('<course-catalog> attribute "src": /page.html did not answer with JSON');
  });

  it('shows an error when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<CourseCatalog src="https://api.example.com/courses.json" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('https://api.example.com/courses.json Failed to fetch');
    expect(errors()).toHaveLength(1);
    expect(String(errors()[0][0])).toMatch(/^<course-catalog> attribute "src": .*Failed to fetch$/);
  });

  it('refetches on Retry and shows the courses when it then works', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(jsonResponse(generated(3)));
    render(<CourseCatalog src="/api/courses.json" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Course 03' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/courses.json');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an unsafe src without fetching', () => {
    render(<CourseCatalog src="javascript:alert(1)" />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('is not an http(s) or relative URL');
    expect(error).toHaveBeenCalledWith(
      '<course-catalog> attribute "src": "javascript:alert(1)" is not an http(s) or relative URL; nothing was fetched',
    );
  });

  it('aborts the request in flight when src changes, and ignores its late answer', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    fetchMock.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { rerender } = render(<CourseCatalog src="/a.json" />);
    expect(signalOf(0).aborted).toBe(false);

    rerender(<CourseCatalog src="/b.json" />);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][0]).toBe('/b.json');
    expect(signalOf(0).aborted).toBe(true);
    expect(signalOf(1).aborted).toBe(false);

    second.resolve(jsonResponse([makeCourse(2, { title: 'From B' })]));
    expect(await screen.findByRole('heading', { name: 'From B' })).toBeTruthy();
    // The stale answer arrives last (a server that ignores the abort): it must not replace B.
    first.resolve(jsonResponse([makeCourse(1, { title: 'From A' })]));
    await first.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(cardTitles()).toEqual(['From B']);
  });

  it('does not report the aborted request as an error', async () => {
    const first = deferred<Response>();
    fetchMock.mockReturnValueOnce(first.promise).mockResolvedValueOnce(jsonResponse(generated(1)));
    const { rerender } = render(<CourseCatalog src="/a.json" />);
    rerender(<CourseCatalog src="/b.json" />);
    first.reject(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await screen.findByRole('heading', { name: 'Course 01' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(errors()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts when unmounted', () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = render(<CourseCatalog src="/a.json" />);
    unmount();
    expect(signalOf(0).aborted).toBe(true);
  });

  it('falls back to the default courses when src is removed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(generated(1)));
    const { rerender } = render(<CourseCatalog src="/a.json" />);
    expect(await screen.findByRole('heading', { name: 'Course 01' })).toBeTruthy();
    rerender(<CourseCatalog />);
    expect(cardTitles()).toEqual(['Java Programming', 'Spring Boot', 'MySQL']);
  });

  it('validates fetched data: a non-array shows the error state', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ courses: [] }));
    render(<CourseCatalog src="/a.json" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Courses could not be shown');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^<course-catalog> courses: expected an array/));
  });

  it('validates fetched data: bad items are skipped with a warning', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([makeCourse(1), { ...makeCourse(2), duration: 12 }]));
    render(<CourseCatalog src="/a.json" />);
    expect(await screen.findByRole('heading', { name: 'Course 01' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Course 01']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^<course-catalog> courses\[1\]\.duration: /));
  });
});

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
