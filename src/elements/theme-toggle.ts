/**
 * <theme-toggle>: the dark-mode toggle, for `<site-navbar>`'s `theme-toggle` slot or any page on its own.
 *
 *   <script type="module" src="…/elements/theme-toggle.js"></script>
 *   <site-navbar><theme-toggle slot="theme-toggle"></theme-toggle></site-navbar>
 *
 * A real button ("Dark mode", `aria-pressed`) backed by the one theme store (src/lib/theme-store.ts): when the
 * element connects the store applies the stored preference, then follows other tabs and, while the preference is
 * "follow the system" (null), the OS setting. A click flips the `dark` class on <html>, which every Coursify
 * element (and the shell's CSS) follows, and stores the choice in localStorage (`coursify:theme`).
 */
import { ThemeToggle } from '../react/theme-toggle/ThemeToggle';
import type { ThemeChangeDetail } from '../react/theme-toggle/types';
import styles from '../styles/elements/theme-toggle.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';

/** The event's detail type, for host pages written in TypeScript. */
export type { ThemeChangeDetail };

export const themeToggleApi = {
  tag: 'theme-toggle',
  styles,
  description:
    'The dark-mode toggle: a button named "Dark mode" with `aria-pressed`; flips the `dark` class on <html> (which every Coursify element follows), stores the choice, follows other tabs and, while no choice was made in favour of following the system, the OS setting.',
  props: {
    label: prop.string({
      description: 'Accessible name of the button. Absent or empty: the `darkModeLabel` message ("Dark mode").',
    }),
  },
  events: {
    'theme-change': event<ThemeChangeDetail>({
      description:
        'After the user flipped the theme with this toggle (not after changes from other tabs or the OS). `detail`: `{dark, preference}`; after a flip `preference` is `true` or `false`: a stored `null` (follow the system) is respected only until the user toggles.',
    }),
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    button: 'The toggle button (`[aria-pressed="true"]` while dark is shown).',
    icon: 'The icon: a moon while dark is shown, a sun while light.',
  },
  cssProperties: {
    '--cf-theme-toggle-size': 'Width and height of the round button (default 2.5 × the base size, 40px).',
    ...sharedTokens(
      '--cf-font-size',
      '--cf-color-text-muted',
      '--cf-color-text',
      '--cf-color-muted',
      '--cf-color-primary',
      '--cf-color-focus',
    ),
  },
} as const satisfies ElementApi;

export type ThemeToggleElement = ElementInstance<typeof themeToggleApi>;

/**
 * Registers the element (under another tag name for pages where `theme-toggle` is taken). This module registers
 * nothing by itself: `coursify-elements/theme-toggle` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = themeToggleApi.tag) {
  return defineElement(themeToggleApi, ThemeToggle, tag);
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof themeToggleApi> {}
  interface HTMLElementTagNameMap {
    'theme-toggle': ThemeToggleElement;
  }
}
