import { ActivityTime } from '../../components/progress/ActivityTime';
import { CourseProgressCard } from '../../components/progress/CourseProgressCard';
import { CARD } from '../../components/progress/classes';
import { ProgressMeter } from '../../components/progress/ProgressMeter';
import { ResetProgress } from '../../components/progress/ResetProgress';
import { useProgress } from '../../components/progress/useProgress';
import { usePageMeta } from '../../components/usePageMeta';
import { SUBJECTS } from '../../data/lessons';
import { overallSummary } from '../../lib/progress-store';

/**
 * The learner progress tracker: each course's lessons and percent, overall progress, last activity, Reset. The
 * data lives in this browser (demo/lib/progress-store.ts); lessons are marked on the course content pages.
 */
export function ProgressTrackerPage() {
  usePageMeta(
    'Progress Tracker · Coursify',
    'Your progress in Java Programming, Spring Boot and MySQL: lessons done, percent per course, last activity.',
  );
  const progress = useProgress();
  const overall = overallSummary(progress);
  return (
    <section aria-labelledby="progress-title">
      <h1 id="progress-title" className="text-3xl font-bold">
        Progress Tracker
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        Mark lessons complete on each course's content page; your progress is kept in this browser.
      </p>

      <section aria-labelledby="overall-title" className={`${CARD} mt-8`}>
        <h2 id="overall-title" className="text-xl font-semibold">
          Overall
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {overall.done} of {overall.total} lessons done in {SUBJECTS.length} courses
        </p>
        <ProgressMeter label="Overall progress" percent={overall.percent} className="mt-4" />
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Last activity: <ActivityTime iso={overall.lastActivity} />
        </p>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {SUBJECTS.map((subject) => (
          <CourseProgressCard key={subject} progress={progress} subject={subject} />
        ))}
      </div>

      <section aria-labelledby="reset-title" className="mt-10">
        <h2 id="reset-title" className="text-xl font-semibold">
          Start over
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Clears the completed lessons of all courses in this browser.
        </p>
        <ResetProgress />
      </section>
    </section>
  );
}
