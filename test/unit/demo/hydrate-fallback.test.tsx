import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../demo/routes';

/**
 * A first load of a page that loads on demand (every page but the landing page) renders the router's
 * HydrateFallback until the page's module is in. Without one, React Router renders nothing and warns
 * "No `HydrateFallback` element provided to render during initial hydration" on every such load.
 */
describe('the first load of a page that loads on demand', () => {
  it('shows the loading status, then the page, and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/public/pages/about'] })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(warn.mock.calls).toEqual([]);
    expect(error.mock.calls).toEqual([]);
  });
});
