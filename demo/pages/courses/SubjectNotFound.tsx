import { Link } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { SubjectLinks } from './SubjectLinks';

type Props = { heading: string; message: string };

/** An unknown subject, or notes that cannot be framed: a clear state inside the courses shell, never an empty frame. */
export function SubjectNotFound({ heading, message }: Props) {
  usePageMeta(`${heading} · Coursify`);
  return (
    <div className="mx-auto w-full max-w-5xl overflow-y-auto px-4 py-8">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{message}</p>
      <SubjectLinks />
      <p className="mt-8">
        <Link
          to="/public/features/courses/all"
          className="font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          Browse all courses
        </Link>
      </p>
    </div>
  );
}
