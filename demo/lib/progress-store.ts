/**
 * The learner progress tracker's store: which lessons of which course this browser's learner completed, and when.
 * Persisted in localStorage like the theme and the accessibility settings: storage that throws or holds garbage
 * means empty progress, never an error; other tabs follow through `storage` events.
 *
 * The stored value carries a version, so a later format can migrate the data learners already have:
 *   { version: 1, courses: { java: { 'java-basics': { completedAt: ISO } } }, lastActivity: { java: ISO } }
 * Only the known subjects and lesson ids survive a read: a lesson removed from the course stops counting.
 */

import { createStoredStore } from '../../src/lib/stored-store';
import { LESSONS, SUBJECTS, type Subject } from '../data/lessons';

export const PROGRESS_STORAGE_KEY = 'coursify:progress';
export const PROGRESS_VERSION = 1;

export type LessonRecord = { completedAt: string };
export type Progress = {
  version: typeof PROGRESS_VERSION;
  /** Completed lessons only, by subject and lesson id. */
  courses: Record<Subject, Readonly<Record<string, LessonRecord>>>;
  /** The last change (complete or not) per course, ISO 8601. */
  lastActivity: Partial<Record<Subject, string>>;
};

export type ProgressSummary = {
  done: number;
  total: number;
  /** Whole percent, 0…100. */
  percent: number;
  /** ISO 8601, or null when nothing was ever marked. */
  lastActivity: string | null;
};

function emptyCourses(): Progress['courses'] {
  return { java: {}, 'spring-boot': {}, mysql: {} };
}

export const EMPTY_PROGRESS: Readonly<Progress> = Object.freeze({
  version: PROGRESS_VERSION,
  courses: emptyCourses(),
  lastActivity: {},
});

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Own properties only: a stored "__proto__" or "toString" must never read as a course or a lesson.
const own = (source: Json, key: string): unknown => (Object.hasOwn(source, key) ? source[key] : undefined);

/** A date string that parses, normalised to ISO 8601; anything else is null. */
function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/**
 * Steps from an older stored format to the next one, until the current version. Version 0 is the unversioned
 * shape of the first prototype: `{ courses: { java: { 'java-basics': true } } }` without dates; a completed
 * lesson of unknown date keeps counting, dated when this build first read it (a 1970 date would be a lie too).
 */
const MIGRATIONS: Record<number, (raw: Json) => Json> = {
  0: (raw) => {
    const migratedAt = new Date().toISOString();
    const courses: Json = {};
    const source = isRecord(own(raw, 'courses')) ? (own(raw, 'courses') as Json) : {};
    for (const subject of SUBJECTS) {
      const lessons = own(source, subject);
      if (!isRecord(lessons)) continue;
      const migrated: Json = {};
      for (const [id, value] of Object.entries(lessons)) {
        migrated[id] = value === true ? { completedAt: migratedAt } : value;
      }
      courses[subject] = migrated;
    }
    return { version: 1, courses, lastActivity: own(raw, 'lastActivity') };
  },
};

/** Which version `raw` claims: absent is 0; a negative, fractional or non-number version is garbage (null). */
function storedVersion(raw: Json): number | null {
  const version = own(raw, 'version');
  if (version === undefined) return 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

/** Whatever was stored (or sent by another tab), migrated and sanitised field by field. Never throws. */
export function parseProgress(raw: unknown): Progress {
  if (!isRecord(raw)) return EMPTY_PROGRESS;
  let version = storedVersion(raw);
  // A newer format than this build knows (a rolled-back deploy) cannot be read: empty, and left alone (see save).
  if (version === null || version > PROGRESS_VERSION) return EMPTY_PROGRESS;
  let data = raw;
  while (version < PROGRESS_VERSION) {
    data = MIGRATIONS[version](data);
    version += 1;
  }
  const courses = emptyCourses();
  const lastActivity: Progress['lastActivity'] = {};
  const storedCourses = isRecord(own(data, 'courses')) ? (own(data, 'courses') as Json) : {};
  const storedActivity = isRecord(own(data, 'lastActivity')) ? (own(data, 'lastActivity') as Json) : {};
  for (const subject of SUBJECTS) {
    const lessons = own(storedCourses, subject);
    if (isRecord(lessons)) {
      const kept: Record<string, LessonRecord> = {};
      for (const { id } of LESSONS[subject]) {
        const entry = own(lessons, id);
        const completedAt = isRecord(entry) ? isoDate(own(entry, 'completedAt')) : null;
        if (completedAt) kept[id] = { completedAt };
      }
      courses[subject] = kept;
    }
    const activity = isoDate(own(storedActivity, subject));
    if (activity) lastActivity[subject] = activity;
  }
  return { version: PROGRESS_VERSION, courses, lastActivity };
}

// ---- selectors (pure) ----

const latest = (dates: Iterable<string | null | undefined>): string | null => {
  let result: string | null = null;
  for (const date of dates) if (date && (!result || Date.parse(date) > Date.parse(result))) result = date;
  return result;
};

const wholePercent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

export function isLessonComplete(progress: Progress, subject: Subject, lessonId: string): boolean {
  return Object.hasOwn(progress.courses[subject] ?? {}, lessonId);
}

export function courseSummary(progress: Progress, subject: Subject): ProgressSummary {
  const lessons = LESSONS[subject];
  const records = progress.courses[subject] ?? {};
  const done = lessons.filter(({ id }) => Object.hasOwn(records, id)).length;
  // Last activity: the recorded one, or (for migrated data without it) the latest completion.
  const lastActivity = latest([
    progress.lastActivity[subject],
    ...Object.values(records).map((record) => record.completedAt),
  ]);
  return { done, total: lessons.length, percent: wholePercent(done, lessons.length), lastActivity };
}

export function overallSummary(progress: Progress): ProgressSummary {
  const courses = SUBJECTS.map((subject) => courseSummary(progress, subject));
  const done = courses.reduce((sum, course) => sum + course.done, 0);
  const total = courses.reduce((sum, course) => sum + course.total, 0);
  return {
    done,
    total,
    percent: wholePercent(done, total),
    lastActivity: latest(courses.map((course) => course.lastActivity)),
  };
}

// ---- the page-level store ----

const isNewerFormat = (raw: unknown) => {
  const version = isRecord(raw) ? storedVersion(raw) : null;
  return version !== null && version > PROGRESS_VERSION;
};

const store = createStoredStore<Progress>({
  key: PROGRESS_STORAGE_KEY,
  parse: parseProgress,
  // An older format is migrated once and written back, so what the migration settled (such as the date given
  // to undated lessons) stays as it was on every later read.
  started: (progress, raw) => {
    const version = isRecord(raw) ? storedVersion(raw) : null;
    if (version !== null && version < PROGRESS_VERSION) save(progress);
  },
});

/** Persists `next` unless storage holds a newer format, which this build must not overwrite. */
function save(next: Progress | null): void {
  if (!isNewerFormat(store.readRaw())) store.write(next);
}

/** The current progress: the same object until something changes (a stable snapshot for React). */
export function getProgress(): Progress {
  return store.get();
}

/**
 * Marks a lesson complete (or, with `done` false, not complete) and records the activity. Unknown subjects and
 * lesson ids change nothing. Returns the progress after the change.
 */
export function markLessonComplete(subject: Subject, lessonId: string, done = true, now = new Date()): Progress {
  const before = getProgress();
  if (!SUBJECTS.includes(subject) || !LESSONS[subject].some(({ id }) => id === lessonId)) return before;
  if (isLessonComplete(before, subject, lessonId) === done) return before;
  const stamp = now.toISOString();
  const lessons = { ...before.courses[subject] };
  if (done) lessons[lessonId] = { completedAt: stamp };
  else delete lessons[lessonId];
  const next: Progress = {
    version: PROGRESS_VERSION,
    courses: { ...before.courses, [subject]: lessons },
    lastActivity: { ...before.lastActivity, [subject]: stamp },
  };
  save(next);
  store.set(next);
  return next;
}

/** Forgets one course's progress, or everything when no subject is given. */
export function resetProgress(subject?: Subject): Progress {
  const before = getProgress();
  if (subject === undefined) {
    save(null);
    store.set(EMPTY_PROGRESS);
    return EMPTY_PROGRESS;
  }
  if (!SUBJECTS.includes(subject)) return before;
  const lastActivity = { ...before.lastActivity };
  delete lastActivity[subject];
  const next: Progress = { version: PROGRESS_VERSION, courses: { ...before.courses, [subject]: {} }, lastActivity };
  save(next);
  store.set(next);
  return next;
}

/** Calls `listener` after every change, from this page or another tab. Returns the unsubscribe function. */
export function subscribeProgress(listener: (progress: Progress) => void): () => void {
  return store.subscribe(listener);
}

/** For tests: forget the page-level state and listeners. */
export function resetProgressStoreForTests(): void {
  store.reset();
}
