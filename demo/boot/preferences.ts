/**
 * The shell's boot script: applies the stored theme and accessibility settings before the first paint, so a
 * reload never flashes the wrong theme or size. Built from main.ts as a tiny classic script (scripts/build-boot.mjs →
 * `preferences.js`) and loaded blocking, first in <head>: an external file, because the shell's strict CSP
 * allows no inline script. Only the stores' pure functions: no React, no custom elements, no listeners (the
 * stores take over, live, once the app and its elements load).
 */
import { applyA11ySettings, readA11ySettings } from '../../src/lib/a11y-settings';
import { applyTheme, readThemePreference, resolveDark } from '../../src/lib/theme-store';

/** Applies both; never throws (the page must load whatever storage, matchMedia or the DOM do). */
export function applyStoredPreferences(root?: HTMLElement): void {
  let target: HTMLElement;
  try {
    target = root ?? document.documentElement;
  } catch {
    return;
  }
  // Each on its own: a failure of one must not cost the other.
  try {
    applyTheme(resolveDark(readThemePreference()), target);
  } catch {
    // The page's default (light) stays; the theme store retries when the app starts.
  }
  try {
    applyA11ySettings(readA11ySettings(), target);
  } catch {
    // Defaults stay.
  }
}
