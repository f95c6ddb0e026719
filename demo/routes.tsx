import { type RouteObject, redirect } from 'react-router';
import { LandingLayout } from './layouts/LandingLayout';
import { PrivateLayout } from './layouts/PrivateLayout';
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
      // The authentication screens, the login area's short routes and the learner area's inner login (its
      // learner shell comes with the learning-site routes) show the same screens.
      ...['/public/features/authentication/login', '/login', '/public/features/learner/login'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('./pages/auth/AuthPage')).LoginPage }),
      })),
      ...['/public/features/authentication/register', '/register'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('./pages/auth/AuthPage')).RegisterPage }),
      })),
      // Register Now links here (SPEC §2); not in the spec's route tree, so it leads to the login screen.
      { path: '/public/features/login', loader: () => redirect('/public/features/authentication/login') },
      { path: '*', element: <RouteErrorPage /> },
    ],
  },
  {
    element: <PrivateLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/private/features/:userType/dashboard',
        lazy: async () => {
          const { DashboardPage, dashboardLoader } = await import('./pages/private/DashboardPage');
          return { Component: DashboardPage, loader: dashboardLoader };
        },
      },
    ],
  },
];
