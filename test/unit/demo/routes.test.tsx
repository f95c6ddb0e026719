import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetRouteFocus } from '../../../demo/components/useRouteFocus';
import { routes } from '../../../demo/routes';

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the route tree', () => {
  beforeEach(() => resetRouteFocus());

  it.each([
    ['/no/such/page', 'public'],
    ['/public/features/learner/nope', 'public'],
    ['/public/features/courses/syllabus/java/extra', 'public'],
    ['/private/features/developer/dashboard', 'private'],
    ['/private/nope', 'private'],
  ])('%s: the error screen, inside the %s shell', async (path, variant) => {
    open(path);
    expect((await heading()).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('site-navbar')?.getAttribute('variant')).toBe(variant);
    expect(screen.getByRole('main').contains(await heading())).toBe(true);
  });

  it('an unknown subject shows a not-found state with the three courses, and no frame', async () => {
    open('/public/features/courses/content/python');
    expect((await heading()).textContent).toBe('Course not found');
    expect(document.querySelector('iframe')).toBeNull();
    for (const name of ['Java Programming course content', 'Spring Boot course content', 'MySQL course content']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('a syllabus frames its notes, titled and sandboxed', async () => {
    open('/public/features/courses/syllabus/spring-boot');
    expect((await heading()).textContent).toBe('Spring Boot syllabus');
    const frame = screen.getByTitle('Spring Boot study notes');
    expect(frame.getAttribute('src')).toBe('/notes/spring-boot.html');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
  });

  it('/public/* leads to /public/features/*, and the learner shell opens on the progress tracker', async () => {
    const router = open('/public/courses/all?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/features/courses/all'));
    expect(router.state.location.search).toBe('?x=1');
    await act(() => router.navigate('/public/features/learner'));
    expect(router.state.location.pathname).toBe('/public/features/learner/learner-progress-tracker');
  });

  it('the learner shell: breadcrumb, side menu with the current page, the template from ?appId=', async () => {
    open('/public/features/learner/templates?appId=quiz-service');
    expect((await heading()).textContent).toBe('Quiz Service template');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelector('ol')?.textContent).toContain('Home');
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Quiz Service');
    const menu = screen.getByRole('navigation', { name: 'Learner menu' });
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toContain('Templates');
  });

  it('after a client-side navigation, focus moves to the new h1 and its title is announced; not on first load', async () => {
    const router = open('/public/pages/about');
    await heading();
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/public/features/courses/content'));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Course content' });
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Course content · Coursify');
  });
});
