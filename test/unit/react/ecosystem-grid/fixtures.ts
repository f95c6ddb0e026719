/** Shared by the EcosystemGrid.*.test.tsx files: card data, queries, and console spies. */
import { type RenderResult, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, type MockInstance, vi } from 'vitest';
import type { EcosystemItemInput } from '../../../../src/lib/ecosystem-items';

export function makeApp(n: number, overrides: Partial<EcosystemItemInput> = {}): EcosystemItemInput {
  return {
    id: `app${n}`,
    icon: 'timer',
    title: `App ${String(n).padStart(2, '0')}`,
    description: `Description of app ${n}.`,
    color: 'teal',
    link: `https://app${n}.coursify.example/`,
    enable: true,
    ...overrides,
  };
}

export const soon = (n: number, overrides: Partial<EcosystemItemInput> = {}) =>
  makeApp(n, { link: undefined, enable: false, ...overrides });

/** Card titles at the given heading level, in DOM order. */
export const cardTitles = (level = 3) => screen.queryAllByRole('heading', { level }).map((h) => h.textContent);
export const cards = () => [...document.querySelectorAll<HTMLElement>('[part~="card"]')];
export const comingSoonCards = () => [...document.querySelectorAll<HTMLElement>('[part~="card-coming-soon"]')];
export const exploreLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a[part~="button-explore"]')];
/** The lucide icon name drawn in a card's badge (`lucide-<name>` class on its svg). */
export const badgeIcon = (card: Element) =>
  /\blucide-([a-z-]+)\b/.exec(card.querySelector('[part~="card-icon"] svg')?.getAttribute('class') ?? '')?.[1];

/** Everything a keyboard can reach inside `root`. */
export const FOCUSABLE =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"], iframe, summary';

/** The console spies of the running test, set up by spyOnConsole(). */
export let warn: MockInstance<typeof console.warn>;
export let error: MockInstance<typeof console.error>;

/** Silences console.warn/console.error before each test of the calling file and records them in warn/error. */
export function spyOnConsole(): void {
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
}

export const warnings = () => warn.mock.calls.map((call) => String(call[0]));
export const errors = () => error.mock.calls.map((call) => String(call[0]));

/**
 * Renders a grid that shows the default apps and waits for its cards: the default apps are a chunk of their own,
 * loaded on first use (src/react/element-data/useDefaultData.ts).
 */
export async function renderDefaults(ui: ReactElement): Promise<RenderResult> {
  const result = render(ui);
  await waitFor(() => {
    if (cards().length === 0) throw new Error('the default apps have not arrived');
  });
  return result;
}
