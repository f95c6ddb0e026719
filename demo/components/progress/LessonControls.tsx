import ChevronUp from 'lucide-react/icons/chevron-up';
import { useId, useState } from 'react';
import { useAnnouncer } from '../../../src/react/accessibility-panel/useAnnouncer';
import { LESSONS, type Lesson, SUBJECT_TITLES, type Subject } from '../../data/lessons';
import { courseSummary, isLessonComplete, markLessonComplete } from '../../lib/progress-store';
import { FOCUS_RING } from './classes';
import { ProgressMeter } from './ProgressMeter';
import { useProgress } from './useProgress';

/** What the live region says after a lesson changed: the lesson, its new state, and the course's percent. */
export function lessonMessage(subject: Subject, lesson: Lesson, done: boolean, percent: number): string {
  return `Lesson ${lesson.title} marked ${done ? 'complete' : 'not complete'}. ${SUBJECT_TITLES[subject]} ${percent}% complete.`;
}

/**
 * "Mark lesson complete" under a course's content frame. It is a compact bar (the course's progress and a
 * disclosure button "Lessons (2/6 done)") whose lesson list opens on demand and scrolls within 40% of the
 * viewport, so the bar never pushes a full-height frame off-screen: the host lays the frame out as the growing
 * part of a column and this bar as its fixed-size foot. Collapsed by default: the notes are what the page is for.
 */
export function LessonControls({ subject }: { subject: Subject }) {
  const progress = useProgress();
  const { done, total, percent } = courseSummary(progress, subject);
  const [open, setOpen] = useState(false);
  const { message, announce } = useAnnouncer();
  const panelId = useId();
  const title = SUBJECT_TITLES[subject];

  const toggle = (lesson: Lesson, complete: boolean) => {
    const next = markLessonComplete(subject, lesson.id, complete);
    announce(lessonMessage(subject, lesson, complete, courseSummary(next, subject).percent));
  };

  return (
    <section
      aria-label={`${title} lessons`}
      className="border-t border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={`inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800 ${FOCUS_RING}`}
        >
          <ChevronUp
            aria-hidden="true"
            className={`size-4 motion-safe:transition-transform ${open ? '' : 'rotate-180'}`}
          />
          Lessons ({done}/{total} done)
        </button>
        <ProgressMeter label={`${title} progress`} percent={percent} className="min-w-48 flex-1" />
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="max-h-[40dvh] overflow-y-auto border-t border-slate-200 px-4 py-3 dark:border-slate-700"
      >
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {LESSONS[subject].map((lesson) => {
            const complete = isLessonComplete(progress, subject, lesson.id);
            return (
              <li key={lesson.id}>
                <label className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                  <input
                    type="checkbox"
                    checked={complete}
                    onChange={(event) => toggle(lesson, event.currentTarget.checked)}
                    className={`mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400 ${FOCUS_RING}`}
                  />
                  <span>
                    <span className="sr-only">Mark complete: </span>
                    {lesson.title}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
      <div role="status" className="sr-only">
        {message && <span key={message.id}>{message.text}</span>}
      </div>
    </section>
  );
}
