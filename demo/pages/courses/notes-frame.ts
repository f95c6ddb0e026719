import { safeFetchUrl } from '../../../src/lib/safe-url';
import { isSubject, SUBJECT_TITLES, type Subject } from '../../data/lessons';
import { NOTES_URLS } from '../../data/notes';

export type NotesView = 'syllabus' | 'content';

/** What a syllabus or content URL leads to: a subject's notes, an unknown subject, or notes with an unusable URL. */
export type NotesTarget =
  | { kind: 'notes'; subject: Subject; title: string; url: string }
  | { kind: 'unknown-subject'; value: string }
  | { kind: 'no-notes'; subject: Subject; title: string };

/**
 * Validates the `:subject` of a syllabus or content route (exactly the three subjects of lessons.ts) and its notes URL
 * (http(s) or relative only: a frame never loads `javascript:` or `data:`, whatever the data says).
 */
export function notesTarget(value: string | undefined, urls: Record<Subject, string> = NOTES_URLS): NotesTarget {
  if (!isSubject(value)) return { kind: 'unknown-subject', value: value ?? '' };
  const title = SUBJECT_TITLES[value];
  const url = safeFetchUrl(urls[value]);
  return url ? { kind: 'notes', subject: value, title, url } : { kind: 'no-notes', subject: value, title };
}

export const COURSES_BASE = '/public/features/courses';
export const notesPath = (view: NotesView, subject: Subject) => `${COURSES_BASE}/${view}/${subject}`;
export const VIEW_NAMES: Record<NotesView, string> = { syllabus: 'syllabus', content: 'course content' };
