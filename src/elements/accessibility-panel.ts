/**
 * <accessibility-panel>: a button (for `<site-navbar>`'s `accessibility` slot) that opens a modal dialog of
 * display settings for the whole page and every Coursify element: text size, grayscale, dyslexia-friendly font,
 * higher contrast, text alignment, reduced motion, announcements, Reset.
 *
 *   <script type="module" src="…/elements/accessibility-panel.js"></script>
 *   <site-navbar>
 *     <accessibility-panel slot="accessibility" font-url="/fonts/opendyslexic-latin-400-normal.woff2"></accessibility-panel>
 *   </site-navbar>
 *
 * Settings live in one store (src/lib/a11y-settings.ts): applied as `--cf-*` tokens, a filter and classes on
 * <html>, persisted in localStorage, shared with the other tabs. Settings stored earlier apply when the element
 * connects. The font file is registered at document level (a shadow root cannot load fonts), from `font-url` only,
 * and only from the page's own origin.
 */
import { AccessibilityPanel } from '../react/accessibility-panel/AccessibilityPanel';
import type { A11yChangeDetail, A11ySettings, TextAlign } from '../react/accessibility-panel/types';
import styles from '../styles/elements/accessibility-panel.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';

/** The settings and event types, for host pages written in TypeScript. */
export type { A11yChangeDetail, A11ySettings, TextAlign };

export const accessibilityPanelApi = {
  tag: 'accessibility-panel',
  styles,
  description:
    'A button that opens a modal dialog of display settings applied live to the whole page and every element: text size (12–24px), grayscale, dyslexia-friendly font, higher contrast, text alignment, reduced motion, announcements, and Reset. Persisted; shared across tabs.',
  props: {
    label: prop.string({
      description: 'Accessible name of the trigger button. Absent: the `accessibilityButtonLabel` message.',
    }),
    fontUrl: prop.string({
      description:
        'URL of the OpenDyslexic font file (woff2; woff, ttf and otf work too), on the page’s own origin; registered at document level when the setting is on. Absent (and no `OpenDyslexic` face declared by the page): the setting still switches `--cf-font-family`, and the panel says the font is not installed.',
    }),
  },
  events: {
    'a11y-change': event<A11yChangeDetail>({
      description:
        'After a setting was changed through this panel (Reset included). `detail`: `{settings}`, all settings as they now are. Not fired for changes from another tab.',
    }),
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    trigger: 'The round icon button that opens the dialog.',
    dialog: 'The modal <dialog> (its `::backdrop` is the dimmed page).',
    title: 'The dialog’s title, “Accessibility”.',
    close: 'The Close button.',
    body: 'The scrolling body (at most 24 × the base size high).',
    statement: 'The note that the panel adjusts the display and does not make the site accessible by itself.',
    'font-size': 'The text size row.',
    'font-size-value': 'The current size, e.g. “16 px”.',
    decrease: 'The Decrease text size button.',
    increase: 'The Increase text size button.',
    switch: 'Each on/off setting (a button with role="switch").',
    'font-note': 'The note shown when the dyslexia-friendly font is not installed.',
    alignment: 'The text alignment group.',
    'align-option': 'Each alignment button (Default, Left, Centre, Right; `aria-pressed`).',
    reset: 'The Reset all settings button.',
    announcer: 'The visually hidden polite live region.',
  },
  cssProperties: {
    ...sharedTokens(
      '--cf-font-size',
      '--cf-font-family',
      '--cf-text-align',
      '--cf-radius',
      '--cf-color-primary',
      '--cf-color-on-primary',
      '--cf-color-surface',
      '--cf-color-muted',
      '--cf-color-text',
      '--cf-color-text-muted',
      '--cf-color-border',
      '--cf-color-focus',
    ),
  },
} as const satisfies ElementApi;

export type AccessibilityPanelElement = ElementInstance<typeof accessibilityPanelApi>;

/**
 * Registers the element (under another tag name for pages where `accessibility-panel` is taken). This module registers
 * nothing by itself: `coursify-elements/accessibility-panel` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = accessibilityPanelApi.tag) {
  return defineElement(accessibilityPanelApi, AccessibilityPanel, tag);
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof accessibilityPanelApi> {}
  interface HTMLElementTagNameMap {
    'accessibility-panel': AccessibilityPanelElement;
  }
}
