import { Link } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { USER_TYPES } from './DashboardPage';

const LINK = 'font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

/** `/private` and `/private/features`: the private area's index, one dashboard per user type, and the admin area. */
export function PrivateHomePage() {
  usePageMeta('Private area · Remotelify', 'Dashboards for learners, proctors, admins and instructors.');
  return (
    <>
      <h1 className="text-3xl font-bold">Private area</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">Open the dashboard of your role.</p>
      <ul className="mt-6 list-disc space-y-2 pl-6">
        {USER_TYPES.map((type) => (
          <li key={type}>
            <Link to={`/private/features/${type}/dashboard`} className={`${LINK} capitalize`}>
              {type} dashboard
            </Link>
          </li>
        ))}
        <li>
          <Link to="/private/admin" className={LINK}>
            Administration
          </Link>
        </li>
      </ul>
    </>
  );
}
