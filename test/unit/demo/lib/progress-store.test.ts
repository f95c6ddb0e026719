import { afterEach, describe, expect, it, vi } from 'vitest';
import { LESSONS, SUBJECTS } from '../../../../demo/data/lessons';
import {
  courseSummary,
  EMPTY_PROGRESS,
  getProgress,
  isLessonComplete,
  markLessonComplete,
  overallSummary,
  PROGRESS_STORAGE_KEY,
  PROGRESS_VERSION,
  type Progress,
  parseProgress,
  resetProgress,
  resetProgressStoreForTests,
  subscribeProgress,
} from '../../../../demo/lib/progress-store';

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-02T12:30:00.000Z';
const stored = () => JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? 'null');
const store = (value: unknown) => localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(value));

/** Another tab wrote (or cleared) the key: the event this tab gets. */
function fromOtherTab(value: unknown, key: string | null = PROGRESS_STORAGE_KEY) {
  if (key === null) localStorage.clear();
  else localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: key === null ? null : JSON.stringify(value) }));
}

afterEach(() => {
  resetProgressStoreForTests();
  localStorage.clear();
  vi.useRealTimers();
});

describe('parseProgress: version, migration and garbage', () => {
  it('reads the current format', () => {
    const progress = parseProgress({
      version: 1,
      courses: { java: { 'java-basics': { completedAt: T1 } } },
      lastActivity: { java: T2 },
    });
    expect(progress.version).toBe(PROGRESS_VERSION);
    expect(progress.courses.java).toEqual({ 'java-basics': { completedAt: T1 } });
    expect(progress.courses.mysql).toEqual({});
    expect(progress.lastActivity).toEqual({ java: T2 });
  });

  it('garbage at the top means empty progress', () => {
    for (const garbage of [null, undefined, 1, 'x', true, [], [1], () => 1]) {
      expect(parseProgress(garbage)).toEqual(EMPTY_PROGRESS);
    }
  });

  it('an unknown future version is empty, not a crash', () => {
    expect(parseProgress({ version: 2, courses: { java: { 'java-basics': { completedAt: T1 } } } })).toEqual(
      EMPTY_PROGRESS,
    );
  });

  it.each([-1, 1.5, '1', null, Number.NaN])('a garbage version (%s) is empty', (version) => {
    expect(parseProgress({ version, courses: { java: { 'java-basics': { completedAt: T1 } } } })).toEqual(
      EMPTY_PROGRESS,
    );
  });

  it('migrates the unversioned format (version 0): `true` lessons count, dated when first read', () => {
    vi.useFakeTimers({ now: new Date(T2) });
    const progress = parseProgress({ courses: { java: { 'java-basics': true, 'java-oop': { completedAt: T1 } } } });
    expect(progress.version).toBe(1);
    expect(progress.courses.java).toEqual({ 'java-basics': { completedAt: T2 }, 'java-oop': { completedAt: T1 } });
    expect(courseSummary(progress, 'java').lastActivity).toBe(T2);
  });

  it('drops unknown subjects, unknown lessons, prototype keys and bad dates, field by field', () => {
    const raw = JSON.parse(`{
      "version": 1,
      "courses": {
        "python": { "py-basics": { "completedAt": "${T1}" } },
        "java": {
          "java-basics": { "completedAt": "${T1}" },
          "java-oop": { "completedAt": "not a date" },
          "java-streams": { "completedAt": 12 },
          "java-collections": true,
          "java-nope": { "completedAt": "${T1}" },
          "__proto__": { "completedAt": "${T1}" },
          "toString": { "completedAt": "${T1}" }
        },
        "mysql": "everything",
        "__proto__": { "java-basics": { "completedAt": "${T1}" } }
      },
      "lastActivity": { "java": "yesterday", "mysql": "${T2}", "python": "${T2}" }
    }`);
    const progress = parseProgress(raw);
    expect(Object.keys(progress.courses)).toEqual([...SUBJECTS]);
    expect(progress.courses.java).toEqual({ 'java-basics': { completedAt: T1 } });
    expect(progress.courses.mysql).toEqual({});
    expect(progress.lastActivity).toEqual({ mysql: T2 });
    expect(isLessonComplete(progress, 'java', 'toString')).toBe(false);
  });

  it('normalises parseable dates to ISO 8601', () => {
    const progress = parseProgress({
      version: 1,
      courses: { mysql: { 'mysql-joins': { completedAt: '2026-03-01T11:00:00+01:00' } } },
    });
    expect(progress.courses.mysql['mysql-joins'].completedAt).toBe(T1);
  });
});

describe('selectors', () => {
  const progress: Progress = parseProgress({
    version: 1,
    courses: {
      java: { 'java-basics': { completedAt: T1 }, 'java-oop': { completedAt: T1 } },
      mysql: { 'mysql-joins': { completedAt: T2 } },
    },
    lastActivity: { java: T1, mysql: T2 },
  });

  it('courseSummary: done, total, whole percent, last activity', () => {
    expect(courseSummary(progress, 'java')).toEqual({ done: 2, total: 6, percent: 33, lastActivity: T1 });
    expect(courseSummary(progress, 'mysql')).toEqual({ done: 1, total: 6, percent: 17, lastActivity: T2 });
    expect(courseSummary(progress, 'spring-boot')).toEqual({ done: 0, total: 6, percent: 0, lastActivity: null });
  });

  it('overallSummary: the sums, whole percent and the latest activity', () => {
    expect(overallSummary(progress)).toEqual({ done: 3, total: 18, percent: 17, lastActivity: T2 });
    expect(overallSummary(EMPTY_PROGRESS)).toEqual({ done: 0, total: 18, percent: 0, lastActivity: null });
  });

  it('a finished course is 100%, rounding never reaches 100 early', () => {
    const all = Object.fromEntries(LESSONS.java.map(({ id }) => [id, { completedAt: T1 }]));
    expect(courseSummary(parseProgress({ version: 1, courses: { java: all } }), 'java').percent).toBe(100);
    const five = Object.fromEntries(LESSONS.java.slice(0, 5).map(({ id }) => [id, { completedAt: T1 }]));
    expect(courseSummary(parseProgress({ version: 1, courses: { java: five } }), 'java').percent).toBe(83);
  });
});

describe('the store', () => {
  it('starts empty when nothing is stored', () => {
    expect(getProgress()).toEqual(EMPTY_PROGRESS);
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
  });

  it('reads what an earlier visit stored', () => {
    store({ version: 1, courses: { java: { 'java-oop': { completedAt: T1 } } }, lastActivity: { java: T1 } });
    expect(isLessonComplete(getProgress(), 'java', 'java-oop')).toBe(true);
  });

  it('holds non-JSON text as empty progress', () => {
    localStorage.setItem(PROGRESS_STORAGE_KEY, '{not json');
    expect(getProgress()).toEqual(EMPTY_PROGRESS);
  });

  it('marks a lesson complete and not complete, stores it with the version and the activity', () => {
    vi.useFakeTimers({ now: new Date(T1) });
    const next = markLessonComplete('java', 'java-basics');
    expect(next).toBe(getProgress());
    expect(stored()).toEqual({
      version: 1,
      courses: { java: { 'java-basics': { completedAt: T1 } }, 'spring-boot': {}, mysql: {} },
      lastActivity: { java: T1 },
    });
    vi.setSystemTime(new Date(T2));
    markLessonComplete('java', 'java-basics', false);
    expect(stored().courses.java).toEqual({});
    expect(courseSummary(getProgress(), 'java')).toEqual({ done: 0, total: 6, percent: 0, lastActivity: T2 });
  });

  it('changes nothing for unknown lessons or subjects, or when the state is already the asked one', () => {
    const listener = vi.fn();
    subscribeProgress(listener);
    const before = getProgress();
    expect(markLessonComplete('java', 'mysql-joins')).toBe(before);
    expect(markLessonComplete('python' as never, 'java-basics')).toBe(before);
    expect(markLessonComplete('java', 'java-basics', false)).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
  });

  it('resets one course, or everything', () => {
    markLessonComplete('java', 'java-basics');
    markLessonComplete('mysql', 'mysql-joins');
    resetProgress('java');
    expect(courseSummary(getProgress(), 'java')).toEqual({ done: 0, total: 6, percent: 0, lastActivity: null });
    expect(stored().courses.mysql).toHaveProperty('mysql-joins');
    resetProgress();
    expect(getProgress()).toEqual(EMPTY_PROGRESS);
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers about each change, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeProgress(listener);
    markLessonComplete('spring-boot', 'spring-di');
    expect(listener).toHaveBeenLastCalledWith(getProgress());
    unsubscribe();
    resetProgress();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot object until something changes', () => {
    expect(getProgress()).toBe(getProgress());
  });

  it('does not overwrite the data of a newer format, and still works for this page', () => {
    const newer = { version: 2, learners: { me: {} } };
    store(newer);
    expect(getProgress()).toEqual(EMPTY_PROGRESS);
    markLessonComplete('java', 'java-basics');
    expect(isLessonComplete(getProgress(), 'java', 'java-basics')).toBe(true);
    resetProgress();
    expect(stored()).toEqual(newer);
  });

  /** Replaces window.localStorage (happy-dom's own methods are not on Storage.prototype, so spies there miss). */
  function replaceStorage(get: () => unknown): () => void {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get });
    return () => {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
    };
  }

  it('never throws when reads and writes throw: empty progress, the page still follows its own changes', () => {
    const fail = vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const restore = replaceStorage(() => ({ getItem: fail, setItem: fail, removeItem: fail }));
    try {
      expect(getProgress()).toEqual(EMPTY_PROGRESS);
      expect(() => markLessonComplete('java', 'java-basics')).not.toThrow();
      expect(isLessonComplete(getProgress(), 'java', 'java-basics')).toBe(true);
      expect(() => resetProgress()).not.toThrow();
      expect(getProgress()).toEqual(EMPTY_PROGRESS);
      expect(fail).toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('never throws when the mere access to localStorage throws (a sandboxed frame)', () => {
    const restore = replaceStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(getProgress()).toEqual(EMPTY_PROGRESS);
      expect(() => markLessonComplete('mysql', 'mysql-select')).not.toThrow();
      expect(courseSummary(getProgress(), 'mysql').done).toBe(1);
    } finally {
      restore();
    }
  });
});

describe('other tabs', () => {
  it('follows a change made in another tab, sanitised', () => {
    const listener = vi.fn();
    subscribeProgress(listener);
    fromOtherTab({
      version: 1,
      courses: { mysql: { 'mysql-joins': { completedAt: T1 }, bogus: { completedAt: T1 } } },
      lastActivity: { mysql: T1 },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getProgress().courses.mysql).toEqual({ 'mysql-joins': { completedAt: T1 } });
  });

  it('garbage or a cleared storage from another tab means empty progress', () => {
    markLessonComplete('java', 'java-basics');
    subscribeProgress(() => {});
    fromOtherTab('garbage');
    expect(getProgress()).toEqual(EMPTY_PROGRESS);
    markLessonComplete('java', 'java-basics');
    fromOtherTab(null, null);
    expect(getProgress()).toEqual(EMPTY_PROGRESS);
  });

  it('ignores other keys', () => {
    const listener = vi.fn();
    subscribeProgress(listener);
    fromOtherTab('dark', 'coursify:theme');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the store writes a migrated format back', () => {
  it('dates undated lessons once: a later read keeps the first date', () => {
    store({ courses: { java: { 'java-basics': true } } });
    vi.useFakeTimers({ now: new Date(T1) });
    const first = getProgress();
    expect(stored().version).toBe(PROGRESS_VERSION);
    expect(stored().courses.java['java-basics'].completedAt).toBe(T1);
    resetProgressStoreForTests();
    vi.setSystemTime(new Date(T2));
    expect(getProgress()).toEqual(first);
  });
});
