import { Link } from 'react-router';
import { ADMIN_PROGRESS_PATH } from '../../components/breadcrumbs';
import { usePageMeta } from '../../components/usePageMeta';

const LINK = 'font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

/** `/private/admin`: the private admin group's index, leading to the admin tools. */
export function AdminIndexPage() {
  usePageMeta('Administration · Remotelify', 'Administration tools of the learning site.');
  return (
    <>
      <h1 className="text-3xl font-bold">Administration</h1>
      <ul className="mt-6 list-disc space-y-2 pl-6">
        <li>
          <Link to={ADMIN_PROGRESS_PATH} className={LINK}>
            Admin Progress Tracker
          </Link>
          : learners’ progress across the three courses.
        </li>
        <li>
          <Link to="/private/features/admin/dashboard" className={LINK}>
            Admin dashboard
          </Link>
        </li>
      </ul>
    </>
  );
}
