import { Link } from 'react-router';
import { SUBJECT_TITLES, SUBJECTS } from '../../data/lessons';
import { notesPath } from './notes-frame';

const LINK = 'font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

/** The three courses, each with its syllabus and content: for the content index and the not-found state. */
export function SubjectLinks() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {SUBJECTS.map((subject) => (
        <li
          key={subject}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-800"
        >
          <h2 className="text-lg font-semibold">{SUBJECT_TITLES[subject]}</h2>
          <p className="mt-3 flex gap-4">
            <Link
              className={LINK}
              to={notesPath('content', subject)}
              aria-label={`${SUBJECT_TITLES[subject]} course content`}
            >
              Content
            </Link>
            <Link
              className={LINK}
              to={notesPath('syllabus', subject)}
              aria-label={`${SUBJECT_TITLES[subject]} syllabus`}
            >
              Syllabus
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
