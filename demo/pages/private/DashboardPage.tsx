import { type LoaderFunctionArgs, useParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';

/** The user types that have a dashboard (the login form's fifth type, Developer, cannot log in). */
export const USER_TYPES = ['learner', 'proctor', 'admin', 'instructor'] as const;
export type UserType = (typeof USER_TYPES)[number];

const ROLES: Record<UserType, { title: string; intro: string; tasks: string[] }> = {
  learner: {
    title: 'Learner dashboard',
    intro: 'Pick up where you left off.',
    tasks: ['Continue Java Programming', 'Review your Spring Boot notes', 'Check your progress tracker'],
  },
  proctor: {
    title: 'Proctor dashboard',
    intro: 'Exams you supervise this week.',
    tasks: ['Review flagged exam sessions', 'Confirm upcoming exam slots', 'Download attendance reports'],
  },
  admin: {
    title: 'Admin dashboard',
    intro: 'The site at a glance.',
    tasks: ['Review learners’ progress', 'Manage user accounts', 'Publish course updates'],
  },
  instructor: {
    title: 'Instructor dashboard',
    intro: 'Your courses and learners.',
    tasks: ['Answer learners’ questions', 'Update the MySQL syllabus', 'Grade submitted assignments'],
  },
};

/** An unknown user type is a routing failure (404), shown by the error screen. */
export function dashboardLoader({ params }: LoaderFunctionArgs) {
  if (!USER_TYPES.includes(params.userType as UserType)) {
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export function DashboardPage() {
  const role = ROLES[useParams().userType as UserType];
  usePageMeta(`${role.title} · Remotelify`, role.intro);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-3xl font-bold">
        {role.title}
      </h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{role.intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {role.tasks.map((task) => (
          <li
            key={task}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-800"
          >
            {task}
          </li>
        ))}
      </ul>
    </section>
  );
}
