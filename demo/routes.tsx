import type { RouteObject } from 'react-router';
import { LandingLayout } from './layouts/LandingLayout';
import { ShellLayout } from './layouts/ShellLayout';
import { LandingPage } from './pages/landing/LandingPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * The site map, shared by the browser router (main.tsx) and the build-time prerender (entry-server.tsx).
 * The landing page is in the first bundle; every other page loads on demand, so the marketing page does not pay
 * for the course catalog.
 */
export const routes: RouteObject[] = [
  {
    element: <LandingLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ path: '/', element: <LandingPage /> }],
  },
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/public/features/courses/all',
        lazy: async () => ({ Component: (await import('./pages/CoursesAllPage')).CoursesAllPage }),
      },
      {
        path: '/public/pages/about',
        lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }),
      },
      { path: '*', element: <RouteErrorPage /> },
    ],
  },
];
