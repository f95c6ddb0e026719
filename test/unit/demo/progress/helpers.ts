import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '../../../../demo/lib/progress-store';

export const T1 = '2026-03-01T10:00:00.000Z';

/** What an earlier visit left in storage (the current format). */
export function storeProgress(courses: Record<string, string[]>, at = T1): void {
  const entries = Object.entries(courses).map(([subject, ids]) => [
    subject,
    Object.fromEntries(ids.map((id) => [id, { completedAt: at }])),
  ]);
  const lastActivity = Object.fromEntries(Object.keys(courses).map((subject) => [subject, at]));
  localStorage.setItem(
    PROGRESS_STORAGE_KEY,
    JSON.stringify({ version: 1, courses: Object.fromEntries(entries), lastActivity }),
  );
}

/** The value a progress bar exposes (a native <progress>: its value, out of max 100). */
export function barValue(name: string): number {
  const bar = screen.getByRole('progressbar', { name }) as HTMLProgressElement;
  expect(bar.max).toBe(100);
  return bar.value;
}
