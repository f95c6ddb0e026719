import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useId } from 'react';
import { Link } from 'react-router';
import { LESSONS, SUBJECT_TITLES, type Subject } from '../../data/lessons';
import { courseSummary, type Progress } from '../../lib/progress-store';
import { ActivityTime } from './ActivityTime';
import { CARD, LINK } from './classes';
import { formatActivity } from './format';
import { ProgressMeter } from './ProgressMeter';

export const contentPath = (subject: Subject) => `/public/features/courses/content/${subject}`;

/** One course on the tracker: lessons done, percent, last activity, each lesson's state, and the way back in. */
export function CourseProgressCard({ progress, subject }: { progress: Progress; subject: Subject }) {
  const headingId = useId();
  const title = SUBJECT_TITLES[subject];
  const { done, total, percent, lastActivity } = courseSummary(progress, subject);
  const lessons = progress.courses[subject];
  return (
    <article aria-labelledby={headingId} className={`${CARD} flex flex-col`}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {done} of {total} lessons done
      </p>
      <ProgressMeter label={`${title} progress`} percent={percent} className="mt-4" />
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Last activity: <ActivityTime iso={lastActivity} />
      </p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Lessons</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {LESSONS[subject].map((lesson) => {
          const record = lessons[lesson.id];
          return (
            <li key={lesson.id} className="flex items-start gap-2">
              {record ? (
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span>
                {lesson.title}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {record ? `Completed ${formatActivity(record.completedAt)}` : 'Not completed'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-auto pt-5">
        <Link to={contentPath(subject)} className={LINK}>
          {done === 0 ? 'Start' : done === total ? 'Review' : 'Continue'} {title}
        </Link>
      </p>
    </article>
  );
}
