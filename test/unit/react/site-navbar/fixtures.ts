/** Shared by the SiteNavbar.*.test.tsx files: queries, console spies, and a controllable window scroll. */
import { screen, within } from '@testing-library/react';
import { beforeEach, type MockInstance, vi } from 'vitest';

/** The navigation landmark (the bar). */
export const bar = () => screen.getByRole('navigation');
/** The mobile menu's list, found through the button's aria-controls as assistive technology does. */
export function mobileMenu(): HTMLElement {
  const id = menuButton().getAttribute('aria-controls') ?? '';
  const list = document.getElementById(id);
  if (!list) throw new Error(`no element #${id} for aria-controls`);
  return list;
}
export const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/** The row of links shown at wide widths (CSS does not apply in happy-dom, so it is always in the tree). */
export const barLinks = () =>
  within(bar().querySelector('[part~="menu"]') as HTMLElement)
    .queryAllByRole('link')
    .map((link) => link.textContent);

export let warn: MockInstance<typeof console.warn>;
export let error: MockInstance<typeof console.error>;
export const warnings = () => warn.mock.calls.map((call) => String(call[0]));
export const errors = () => error.mock.calls.map((call) => String(call[0]));

/** Silences console.warn/console.error before each test of the calling file and records them. */
export function spyOnConsole(): void {
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
}

/** Puts the window at `y` and fires the scroll event a browser would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
