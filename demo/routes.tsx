import type { RouteObject } from 'react-router';
import { ADMIN_PROGRESS_PATH, LEARNER_PATHS } from './components/breadcrumbs';
import { PageLoading } from './components/PageLoading';
import { DOCS_ROUTES } from './docs/routes';
import { AdminLayout } from './layouts/AdminLayout';
import { AppFrame } from './layouts/AppFrame';
import { type CoursesHandle, CoursesLayout } from './layouts/CoursesLayout';
import { LandingLayout } from './layouts/LandingLayout';
import { LearnerLayout } from './layouts/LearnerLayout';
import { PrivateLayout } from './layouts/PrivateLayout';
import { ShellLayout } from './layouts/ShellLayout';
import { LandingPage } from './pages/landing/LandingPage';
import { RouteErrorFallback } from './pages/RouteErrorPage';
import { NOT_FOUND, page, redirectIntoFeatures, redirectTo, shell, titled } from './route-helpers';

const COURSES_ALL = '/public/features/courses/all';
const LOGIN = '/public/features/authentication/login';
const FILL_VIEWPORT: CoursesHandle = { fillViewport: true };

// Pages load on demand: the landing page is in the first bundle, the marketing page pays for nothing else.
const loginPage = async () => (await import('./pages/auth/AuthPage')).LoginPage;
const registerPage = async () => (await import('./pages/auth/AuthPage')).RegisterPage;
const trackerPage = async () =>
  titled((await import('./pages/learner/ProgressTrackerPage')).ProgressTrackerPage, 'Progress Tracker · Coursify');
const finalizingPage = async () =>
  titled(
    (await import('./pages/learner/ProgressTrackerPage')).ProgressTrackerPage,
    'Finalizing features · Progress Tracker · Coursify',
  );
const adminProgressPage = async () =>
  titled((await import('./pages/admin/AdminProgressPage')).AdminProgressPage, 'Admin Progress Tracker · Coursify');

/**
 * The site map, shared by the browser router (main.tsx) and the build-time prerender (entry-server.tsx).
 * Each shell is a layout route; its pages render in its <Outlet/>, and so does the error screen for any failure
 * below it (unknown path, unknown subject or user type, a thrown loader error), with that shell's navbar.
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />, // focus and announcement after each navigation, for every shell
    errorElement: <RouteErrorFallback />,
    // A first load of any page but the landing page waits for that page's module (or a redirect): the router shows
    // this until then. On the root route, so the page appears whole, with its shell, as before.
    HydrateFallback: PageLoading,
    children: [
      shell({ element: <LandingLayout /> }, [{ path: '/', element: <LandingPage /> }]),
      {
        path: 'public',
        children: [
          { index: true, element: null, loader: redirectTo(COURSES_ALL) },
          {
            path: 'features',
            children: [
              { index: true, element: null, loader: redirectTo(COURSES_ALL) },
              shell({ path: 'learner', element: <LearnerLayout /> }, [
                { index: true, element: null, loader: redirectTo(LEARNER_PATHS.tracker) },
                page('learner-progress-tracker', trackerPage),
                page('learner-progress-tracker/finalizing-features', finalizingPage),
                page('templates', async () => (await import('./pages/learner/TemplatesPage')).TemplatesPage),
                page('login', loginPage),
                NOT_FOUND,
              ]),
              shell({ path: 'authentication', element: <ShellLayout /> }, [
                { index: true, element: null, loader: redirectTo(LOGIN) },
                page('login', loginPage),
                page('register', registerPage),
                NOT_FOUND,
              ]),
              shell({ path: 'courses', element: <CoursesLayout /> }, [
                { index: true, element: null, loader: redirectTo(COURSES_ALL) },
                page('all', async () => (await import('./pages/CoursesAllPage')).CoursesAllPage),
                {
                  path: 'syllabus',
                  children: [
                    { index: true, element: null, loader: redirectTo('/public/features/courses/content') },
                    {
                      ...page(':subject', async () => (await import('./pages/courses/NotesFramePage')).SyllabusPage),
                      handle: FILL_VIEWPORT,
                    },
                  ],
                },
                {
                  path: 'content',
                  children: [
                    page(
                      undefined,
                      async () => (await import('./pages/courses/CourseContentIndexPage')).CourseContentIndexPage,
                    ),
                    {
                      ...page(':subject', async () => (await import('./pages/courses/NotesFramePage')).ContentPage),
                      handle: FILL_VIEWPORT,
                    },
                  ],
                },
                NOT_FOUND,
              ]),
              shell({ path: 'admin', element: <AdminLayout /> }, [
                { index: true, element: null, loader: redirectTo(ADMIN_PROGRESS_PATH) },
                page('admin-progress-tracker', adminProgressPage),
                NOT_FOUND,
              ]),
              // Register Now links here; the site has no page at this path, so it leads to the login screen.
              { path: 'login', element: null, loader: redirectTo(LOGIN) },
              shell({ element: <ShellLayout /> }, [NOT_FOUND]),
            ],
          },
          shell({ path: 'pages', element: <ShellLayout /> }, [
            { index: true, element: null, loader: redirectTo('/public/pages/about') },
            page('about', async () => (await import('./pages/AboutPage')).AboutPage),
            NOT_FOUND,
          ]),
          // `/public/*` leads to `/public/features/*`: `/public/courses/all` is the course grid.
          { path: '*', element: null, loader: redirectIntoFeatures },
        ],
      },
      // The login area's short routes: the same screens.
      shell({ element: <ShellLayout /> }, [page('login', loginPage), page('register', registerPage)]),
      shell({ path: 'private', element: <PrivateLayout /> }, [
        page(undefined, async () => (await import('./pages/private/PrivateHomePage')).PrivateHomePage),
        {
          path: 'features',
          children: [
            { index: true, element: null, loader: redirectTo('/private') },
            {
              path: ':userType/dashboard',
              lazy: async () => {
                const { DashboardPage, dashboardLoader } = await import('./pages/private/DashboardPage');
                return { Component: DashboardPage, loader: dashboardLoader };
              },
            },
          ],
        },
        {
          path: 'admin',
          children: [page(undefined, async () => (await import('./pages/private/AdminIndexPage')).AdminIndexPage)],
        },
        NOT_FOUND,
      ]),
      DOCS_ROUTES,
      // Any other URL: the error screen in the public shell.
      shell({ element: <ShellLayout /> }, [NOT_FOUND]),
    ],
  },
];
