import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatActivity } from '../../../../demo/components/progress/format';
import {
  getProgress,
  markLessonComplete,
  overallSummary,
  PROGRESS_STORAGE_KEY,
  resetProgressStoreForTests,
} from '../../../../demo/lib/progress-store';
import { ProgressTrackerPage } from '../../../../demo/pages/learner/ProgressTrackerPage';
import { barValue, storeProgress, T1 } from './helpers';

afterEach(() => {
  resetProgressStoreForTests();
  localStorage.clear();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/public/features/learner/learner-progress-tracker']}>
      <ProgressTrackerPage />
    </MemoryRouter>,
  );

const course = (title: string) => screen.getByRole('article', { name: title });

describe('<ProgressTrackerPage>', () => {
  it('has its title and one <h1>', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Progress Tracker');
    expect(document.title).toBe('Progress Tracker · Coursify');
  });

  it('with nothing stored: every course at 0%, "No activity yet", every lesson not completed', () => {
    renderPage();
    expect(barValue('Overall progress')).toBe(0);
    expect(screen.getByText('0 of 18 lessons done in 3 courses')).toBeTruthy();
    for (const title of ['Java Programming', 'Spring Boot', 'MySQL']) {
      const card = within(course(title));
      expect(card.getByText('0 of 6 lessons done')).toBeTruthy();
      expect(barValue(`${title} progress`)).toBe(0);
      expect(card.getByText('No activity yet')).toBeTruthy();
      expect(card.getAllByText('Not completed')).toHaveLength(6);
    }
  });

  it('per course: done/total, percent bar, last activity as a <time>, lesson states, the content link', () => {
    storeProgress({ java: ['java-basics', 'java-oop'], mysql: ['mysql-joins'] });
    renderPage();
    const java = within(course('Java Programming'));
    expect(java.getByText('2 of 6 lessons done')).toBeTruthy();
    expect(barValue('Java Programming progress')).toBe(33);
    expect(barValue('MySQL progress')).toBe(17);
    expect(barValue('Spring Boot progress')).toBe(0);
    const time = course('Java Programming').querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(T1);
    expect(time?.textContent).toBe(formatActivity(T1));
    expect(java.getAllByText(`Completed ${formatActivity(T1)}`)).toHaveLength(2);
    expect(java.getAllByText('Not completed')).toHaveLength(4);
    expect(java.getByRole('link', { name: 'Continue Java Programming' }).getAttribute('href')).toBe(
      '/public/features/courses/content/java',
    );
    expect(within(course('Spring Boot')).getByRole('link', { name: 'Start Spring Boot' }).getAttribute('href')).toBe(
      '/public/features/courses/content/spring-boot',
    );
  });

  it('overall: the sum of the three courses, whole percent, latest activity', () => {
    storeProgress({ java: ['java-basics', 'java-oop'], mysql: ['mysql-joins'] });
    renderPage();
    expect(screen.getByText('3 of 18 lessons done in 3 courses')).toBeTruthy();
    expect(barValue('Overall progress')).toBe(17);
  });

  it('updates live when a lesson is marked elsewhere (a content page, another tab)', () => {
    renderPage();
    act(() => {
      markLessonComplete('spring-boot', 'spring-di');
    });
    expect(barValue('Spring Boot progress')).toBe(17);
    expect(within(course('Spring Boot')).getByRole('link', { name: 'Continue Spring Boot' })).toBeTruthy();
  });

  it('reset asks first; Cancel keeps everything and returns focus to Reset', async () => {
    storeProgress({ java: ['java-basics'] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Reset progress' }));
    expect(document.activeElement?.textContent).toMatch(/^Reset all progress\?/);
    expect(screen.getByRole('button', { name: 'Confirm reset' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Confirm reset' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset progress' }));
    expect(barValue('Java Programming progress')).toBe(17);
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).not.toBeNull();
  });

  it('Confirm reset clears all progress, storage included, announces it and returns focus', async () => {
    storeProgress({ java: ['java-basics'], mysql: ['mysql-select', 'mysql-joins'] });
    renderPage();
    expect(barValue('Overall progress')).toBe(17);
    await userEvent.click(screen.getByRole('button', { name: 'Reset progress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm reset' }));
    expect(overallSummary(getProgress()).done).toBe(0);
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    expect(barValue('Overall progress')).toBe(0);
    expect(barValue('MySQL progress')).toBe(0);
    expect(screen.getAllByText('No activity yet')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('All progress was reset.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset progress' }));
  });

  it('the confirmation works from the keyboard', async () => {
    storeProgress({ java: ['java-basics'] });
    renderPage();
    screen.getByRole('button', { name: 'Reset progress' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm reset' }));
    await userEvent.keyboard('{Enter}');
    expect(barValue('Java Programming progress')).toBe(0);
  });
});
