import { createBrowserRouter } from 'react-router';
import { ShellLayout } from './layouts/ShellLayout';
import { CoursesAllPage } from './pages/CoursesAllPage';
import { HomePage } from './pages/HomePage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** The site map. The full learning-site tree grows here route by route. */
export const router = createBrowserRouter([
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/public/features/courses/all', element: <CoursesAllPage /> },
      { path: '*', element: <RouteErrorPage /> },
    ],
  },
]);
