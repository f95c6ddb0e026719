import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonControls } from '../../../../demo/components/progress/LessonControls';
import { LESSONS } from '../../../../demo/data/lessons';
import {
  getProgress,
  isLessonComplete,
  markLessonComplete,
  PROGRESS_STORAGE_KEY,
  resetProgressStoreForTests,
} from '../../../../demo/lib/progress-store';
import { barValue, storeProgress } from './helpers';

afterEach(() => {
  resetProgressStoreForTests();
  localStorage.clear();
});

const toggle = () => screen.getByRole('button', { name: /^Lessons \(/ });
const checkbox = (title: string) => screen.getByRole('checkbox', { name: `Mark complete: ${title}` });

describe('<LessonControls>', () => {
  it('a collapsed bar: the disclosure button with the count, and the labelled course progress bar', () => {
    storeProgress({ java: ['java-basics', 'java-oop'] });
    render(<LessonControls subject="java" />);
    expect(toggle().textContent).toBe('Lessons (2/6 done)');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(barValue('Java Programming progress')).toBe(33);
    expect(screen.getByRole('region', { name: 'Java Programming lessons' })).toBeTruthy();
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens to one checkbox per lesson, named by its title, checked when complete', async () => {
    storeProgress({ 'spring-boot': ['spring-rest'] });
    render(<LessonControls subject="spring-boot" />);
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(LESSONS['spring-boot'].length);
    expect((checkbox('REST controllers') as HTMLInputElement).checked).toBe(true);
    expect((checkbox('Spring Data JPA') as HTMLInputElement).checked).toBe(false);
  });

  it('mark complete: stored, the count and the percent update, and the change is announced politely', async () => {
    render(<LessonControls subject="java" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.click(toggle());
    await userEvent.click(checkbox('Syntax, types and control flow'));
    expect(isLessonComplete(getProgress(), 'java', 'java-basics')).toBe(true);
    expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').version).toBe(1);
    expect(toggle().textContent).toBe('Lessons (1/6 done)');
    expect(barValue('Java Programming progress')).toBe(17);
    expect(status.textContent).toBe(
      'Lesson Syntax, types and control flow marked complete. Java Programming 17% complete.',
    );

    await userEvent.click(checkbox('Classes, objects and interfaces'));
    expect(barValue('Java Programming progress')).toBe(33);
    expect(status.textContent).toBe(
      'Lesson Classes, objects and interfaces marked complete. Java Programming 33% complete.',
    );
  });

  it('unchecking marks the lesson not complete and says so', async () => {
    storeProgress({ mysql: ['mysql-joins'] });
    render(<LessonControls subject="mysql" />);
    await userEvent.click(toggle());
    await userEvent.click(checkbox('Joins and subqueries'));
    expect((checkbox('Joins and subqueries') as HTMLInputElement).checked).toBe(false);
    expect(barValue('MySQL progress')).toBe(0);
    expect(screen.getByRole('status').textContent).toBe(
      'Lesson Joins and subqueries marked not complete. MySQL 0% complete.',
    );
  });

  it('works from the keyboard: Enter opens, Space checks', async () => {
    render(<LessonControls subject="java" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle());
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement).toBe(checkbox('Syntax, types and control flow'));
    await userEvent.keyboard(' ');
    expect(barValue('Java Programming progress')).toBe(17);
  });

  it('follows changes made elsewhere (another control or tab) without announcing them', () => {
    render(<LessonControls subject="java" />);
    act(() => {
      markLessonComplete('java', 'java-streams');
    });
    expect(toggle().textContent).toBe('Lessons (1/6 done)');
    expect(within(screen.getByRole('status')).queryByText(/./)).toBeNull();
  });
});
