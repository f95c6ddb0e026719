/**
 * Fixtures and queries shared by the course-catalog.*.test.ts element tests: the fixture URLs and their titles,
 * lookups inside the shadow root by part, role and label, console-message finders, and generated course data.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import type { CourseInput } from '../../src/lib/courses';
import { cards, course, part, shadow, titles, until } from './helpers';

export const FIXTURE = '/test/fixtures/courses.json';
export const MISSING = '/test/fixtures/missing.json';
export const FIXTURE_TITLES = ['Rust for Backend Developers', 'Go in Practice'];
export const DEFAULT_TITLES = ['Java Programming', 'Spring Boot', 'MySQL'];

export const text = (node: Node | null | undefined) => node?.textContent ?? '';
export const alert = (el: Element) => shadow(el).querySelector<HTMLElement>('[role="alert"]');
export const hasAlert = (el: Element) => alert(el) !== null;
export const statusText = (el: Element) => text(part(el, 'status'));
export const hrefs = (el: Element) => [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
export const imageSources = (el: Element) =>
  [...shadow(el).querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
/** Each card's drawn cover (an inline svg) whose box is the card's width at 16:9, as a loaded image's is. */
export const drawnCovers = (el: Element) =>
  [...shadow(el).querySelectorAll<SVGSVGElement>('svg[part~="card-image"]')].filter((svg) => {
    const box = svg.getBoundingClientRect();
    const card = svg.closest('[part~="card"]')?.getBoundingClientRect();
    return (
      box.width > 0 && Math.abs(box.width - (card?.width ?? 0)) < 2.5 && Math.abs(box.height - (box.width * 9) / 16) < 1
    );
  });
export const cardTexts = (el: Element) => cards(el).map((card) => text(card));
export const warned = (logs: { warn: string[] }, where: string) =>
  logs.warn.find((message) => message.includes(where)) ?? `(no warning mentions ${where})`;
export const errored = (logs: { error: string[] }, what: string) =>
  logs.error.find((message) => message.includes(what)) ?? `(no error mentions ${what})`;

/** A button inside the shadow root by its accessible name: its `aria-label`, else its text ("Retry", "Next page"). */
export function button(el: Element, name: string): HTMLButtonElement | null {
  return (
    [...shadow(el).querySelectorAll('button')].find(
      (node) => (node.getAttribute('aria-label') ?? text(node).trim()) === name,
    ) ?? null
  );
}

/** A form control by the text of its <label>: the way a user finds it. */
export function control<T extends HTMLInputElement | HTMLSelectElement>(el: Element, label: string): T {
  const labelNode = [...shadow(el).querySelectorAll('label')].find((node) => text(node) === label);
  const target = labelNode ? shadow(el).getElementById(labelNode.htmlFor) : null;
  if (!target) throw new Error(`no control labelled "${label}"`);
  return target as T;
}

/** Every node in the shadow root (elements, text, comments). */
export function nodeCount(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
}

/** Waits for the titles, then asserts them (so a failure shows what was there instead). */
export async function expectTitles(el: Element, expected: string[]): Promise<void> {
  await until(() => titles(el).join('|') === expected.join('|'), `titles ${expected.join(', ')}`).catch(() => {});
  expect(titles(el)).to.deep.equal(expected);
}

export async function catalogWith(data: unknown): Promise<CourseCatalogElement> {
  const el = await fixture<CourseCatalogElement>(html`<course-catalog locale="en-US"></course-catalog>`);
  (el as { courses?: unknown }).courses = data;
  return el;
}

export const generated = (count: number) => Array.from({ length: count }, (_, i) => course(i + 1));

/** Four courses that every filter and sort orders differently (featured order is the data's). */
export const MIXED: CourseInput[] = [
  course(1, { title: 'Kotlin Basics', difficulty: 'Beginner', price: 0, duration: '3 Weeks' }),
  course(2, { title: 'Algorithms', difficulty: 'Advanced', price: 30, duration: '10 Weeks' }),
  course(3, { title: 'Docker', difficulty: 'Advanced', price: 'Free', duration: '2 Days' }),
  course(4, { title: 'Big Data', difficulty: 'Intermediate', price: 15, duration: '6 Months' }),
];
