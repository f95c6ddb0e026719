/** Shared by the AccessibilityPanel.*.test.tsx files: a fresh settings store per test, and queries. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import { A11Y_DEFAULTS, applyA11ySettings, resetA11yStoreForTests } from '../../../../src/lib/a11y-settings';
import { resetDyslexiaFontForTests } from '../../../../src/lib/dyslexia-font';

export function freshStore(): void {
  const reset = () => {
    resetA11yStoreForTests();
    resetDyslexiaFontForTests();
    localStorage.clear();
    applyA11ySettings({ ...A11Y_DEFAULTS });
  };
  beforeEach(reset);
  afterEach(reset);
}

export const trigger = () => screen.getByRole('button', { name: 'Accessibility settings' });
export const dialog = () => screen.getByRole('dialog', { name: 'Accessibility' });
export const inDialog = () => within(dialog());
export const button = (name: string | RegExp) => inDialog().getByRole('button', { name });
export const toggle = (name: string) => inDialog().getByRole('switch', { name });
export const checked = (name: string) => toggle(name).getAttribute('aria-checked') === 'true';
export const sizeShown = () => document.querySelector('[part~="font-size-value"]')?.textContent;
/** The live region's text ('' when silent). */
export const announced = () => screen.getByRole('status').textContent ?? '';

/** Renders nothing itself: opens the dialog of whatever was rendered, through the trigger. */
export async function openPanel(user = userEvent.setup()) {
  await user.click(trigger());
  return user;
}
