/** Shared by the CourseCatalog.*.test.tsx files: course data, queries, and console spies. */
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, type MockInstance, vi } from 'vitest';
import type { CourseInput } from '../../../../src/lib/courses';
import { loadDefaultCourses } from '../../../../src/react/course-catalog/CourseCatalog';

export function makeCourse(n: number, overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    id: `c${n}`,
    title: `Course ${String(n).padStart(2, '0')}`,
    description: `Description of course ${n}.`,
    instructor: 'Ann Lee',
    duration: `${n} Weeks`,
    difficulty: n % 2 ? 'Beginner' : 'Advanced',
    price: n % 3 === 0 ? 0 : n * 10,
    syllabus: `/syllabus/c${n}`,
    content: `/content/c${n}`,
    ...overrides,
  };
}
export const generated = (count: number) => Array.from({ length: count }, (_, i) => makeCourse(i + 1));

// happy-dom lays the visually hidden span out as a block, so the computed name may have a space before the colon.
export const linkName = (label: 'Syllabus' | 'Course', title: string) => new RegExp(`^${label}\\s+for ${title}$`);
export const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
export const status = () => screen.getByRole('status').textContent;

/** The console spies of the running test, set up by spyOnConsole(). */
export let warn: MockInstance<typeof console.warn>;
export let error: MockInstance<typeof console.error>;

/**
 * console.error calls other than React's development notice that happy-dom has no `<search>` element
 * (every engine we support has it; React only says so once per run).
 */
export const errors = () =>
  error.mock.calls.filter(
    (call) => !(String(call[0]).includes('is unrecognized in this browser') && call[1] === 'search'),
  );

/** Silences console.warn/console.error before each test of the calling file and records them in warn/error. */
export function spyOnConsole(): void {
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
}

/**
 * Loads the default courses (a chunk of their own, fetched on first use: CourseCatalog.tsx) before the calling
 * file's tests, so a catalog without data shows them in its first render. CourseCatalog.default-chunk.test.tsx
 * tests the loading itself.
 */
export function withDefaultCourses(): void {
  beforeAll(async () => {
    await loadDefaultCourses();
  });
}
