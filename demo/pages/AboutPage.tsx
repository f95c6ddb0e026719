import { Link } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';
import { COMPANY } from '../data/company';

/** Target of the Troubleshoot Account links: what the site is and how to get help with an account. */
export function AboutPage() {
  usePageMeta('About and account help · Coursify', 'What Coursify is, and how to get help with your account.');
  return (
    <article className="prose mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">About Coursify</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Coursify is the learning site of {COMPANY.name}: free, twelve-week courses in Java, Spring Boot and MySQL, with
        a progress tracker for learners, and areas for proctors, instructors and administrators.
      </p>
      <h2 className="mt-10 text-2xl font-semibold">Help with your account</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6">
        <li>Choose the user type you registered with (learner, proctor, admin or instructor) before you log in.</li>
        <li>Your progress is kept in this browser; clearing the site's data resets it.</li>
        <li>
          Still stuck? Write to{' '}
          <a className="font-semibold text-indigo-700 underline dark:text-indigo-300" href={`mailto:${COMPANY.email}`}>
            {COMPANY.email}
          </a>{' '}
          or call{' '}
          <a className="font-semibold text-indigo-700 underline dark:text-indigo-300" href={`tel:${COMPANY.phone}`}>
            {COMPANY.phone}
          </a>
          .
        </li>
      </ul>
      <p className="mt-10">
        <Link
          to="/public/features/courses/all"
          className="font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          Browse the courses
        </Link>
      </p>
    </article>
  );
}
