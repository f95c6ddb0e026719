import { Link, useParams } from 'react-router';
import { LessonControls } from '../../components/progress/LessonControls';
import { usePageMeta } from '../../components/usePageMeta';
import { type NotesView, notesPath, notesTarget, VIEW_NAMES } from './notes-frame';
import { SubjectNotFound } from './SubjectNotFound';

/**
 * A subject's syllabus or content: its notes page in a frame that fills the room under the navbar (the courses
 * layout keeps the document from scrolling, so the notes scroll inside the frame only). The frame is sandboxed with
 * `allow-same-origin` alone: the notes are static HTML, so no scripts, forms, popups or top navigation; the same
 * origin lets the service worker serve them offline and their stylesheet load under the page's CSP.
 */
export function NotesFramePage({ view }: { view: NotesView }) {
  const target = notesTarget(useParams().subject);
  const heading = target.kind === 'unknown-subject' ? 'Course not found' : `${target.title} ${VIEW_NAMES[view]}`;
  usePageMeta(`${heading} · Coursify`);
  if (target.kind === 'unknown-subject') {
    return (
      <SubjectNotFound
        heading={heading}
        message={`There is no course named “${target.value}”. Coursify has three courses: Java Programming, Spring Boot and MySQL.`}
      />
    );
  }
  if (target.kind === 'no-notes') {
    return <SubjectNotFound heading={heading} message={`The notes of ${target.title} are not available right now.`} />;
  }
  const other: NotesView = view === 'syllabus' ? 'content' : 'syllabus';
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h1 className="text-xl font-bold">{heading}</h1>
        <Link
          to={notesPath(other, target.subject)}
          className="text-sm font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
        >
          {other === 'content' ? 'Open the course content' : 'Open the syllabus'}
        </Link>
      </div>
      <iframe
        src={target.url}
        title={`${target.title} study notes`}
        sandbox="allow-same-origin"
        referrerPolicy="same-origin"
        className="block min-h-48 w-full flex-1 border-0 bg-white"
      />
      {view === 'content' && (
        // The controls bring their own region, border and height cap; the frame is what grows.
        <div className="shrink-0">
          <LessonControls subject={target.subject} />
        </div>
      )}
    </>
  );
}

export function SyllabusPage() {
  return <NotesFramePage view="syllabus" />;
}

export function ContentPage() {
  return <NotesFramePage view="content" />;
}
