import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import { cardTitles, error, errors, generated, makeCourse, spyOnConsole, warn, withDefaultCourses } from './fixtures';

spyOnConsole();
withDefaultCourses();

/** Records what every commit put on screen, in the layout phase: before any effect can change it. */
function CommitProbe({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByRole('heading', { name: 'From the first URL' }) ? 'old data' : 'no old data');
  });
  return null;
}

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
  // The fetching code is a chunk loaded with the first `src` (fetch-json.ts): the request follows a moment later.
  const fetched = (times: number) => vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(times));

  it('never shows the old URL’s courses for a new URL, not even for one render', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([makeCourse(1, { title: 'From the first URL' })]));
    const { rerender } = render(<CourseCatalog src="/first.json" />);
    expect(await screen.findByRole('heading', { name: 'From the first URL' })).toBeTruthy();
    fetchMock.mockReturnValueOnce(deferred<Response>().promise);
    const seen: string[] = [];
    rerender(
      <>
        <CourseCatalog src="/second.json" />
        <CommitProbe seen={seen} />
      </>,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('old data');
    expect(screen.getByRole('status').textContent).toBe('Loading courses…');
    await fetched(2);
  });

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

  it('treats null courses as absent, like undefined: src is fetched', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(generated(2)));
    render(<CourseCatalog courses={null} src="/api/courses.json" />);
    expect(await screen.findByRole('heading', { name: 'Course 02' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors()).toEqual([]);
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
    await fetched(1);
    expect(signalOf(0).aborted).toBe(false);

    rerender(<CourseCatalog src="/b.json" />);
    await fetched(2);
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

  it('aborts when unmounted', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = render(<CourseCatalog src="/a.json" />);
    await fetched(1);
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
