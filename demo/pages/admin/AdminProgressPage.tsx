import { Link } from 'react-router';
import { ActivityTime } from '../../components/progress/ActivityTime';
import { LINK } from '../../components/progress/classes';
import { useProgress } from '../../components/progress/useProgress';
import { usePageMeta } from '../../components/usePageMeta';
import { SUBJECT_TITLES, SUBJECTS } from '../../data/lessons';
import { courseSummary, overallSummary, type ProgressSummary } from '../../lib/progress-store';

const CELL = 'px-4 py-3';
const NUMBER = `${CELL} text-right tabular-nums`;

function SummaryCells({ summary }: { summary: ProgressSummary }) {
  return (
    <>
      <td className={NUMBER}>{summary.done}</td>
      <td className={NUMBER}>{summary.total}</td>
      <td className={NUMBER}>{summary.percent}%</td>
      <td className={CELL}>
        <ActivityTime iso={summary.lastActivity} />
      </td>
    </>
  );
}

/**
 * The admin overview of learners' progress. There is no backend: the only learner whose progress this site knows
 * is the one using this browser, so that is what the table shows, and the page says so.
 */
export function AdminProgressPage() {
  usePageMeta(
    'Admin Progress Tracker · Coursify',
    "An overview of learners' progress per course, from the local progress tracker data of this browser.",
  );
  const progress = useProgress();
  const overall = overallSummary(progress);
  return (
    <section aria-labelledby="admin-progress-title">
      <h1 id="admin-progress-title" className="text-3xl font-bold">
        Admin Progress Tracker
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        Learners' progress from the local tracker data. This demo has no backend, so the overview shows one learner: the
        one using this browser. Their own view is the{' '}
        <Link to="/public/features/learner/learner-progress-tracker" className={LINK}>
          learner progress tracker
        </Link>
        .
      </p>
      <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800">
        <table className="w-full text-left text-sm">
          <caption className="px-4 py-3 text-left text-base font-semibold">
            Progress of this browser's learner, by course
          </caption>
          <thead className="border-y border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
            <tr>
              <th scope="col" className={CELL}>
                Course
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Lessons done
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Lessons
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Percent
              </th>
              <th scope="col" className={CELL}>
                Last activity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {SUBJECTS.map((subject) => (
              <tr key={subject}>
                <th scope="row" className={`${CELL} font-medium`}>
                  {SUBJECT_TITLES[subject]}
                </th>
                <SummaryCells summary={courseSummary(progress, subject)} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
            <tr>
              <th scope="row" className={CELL}>
                All courses
              </th>
              <SummaryCells summary={overall} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
