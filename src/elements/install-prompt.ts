/**
 * <install-prompt>: offers installing the site as an app, in a modal dialog titled "Install Our App".
 *
 *   <script type="module" src="…/elements/install-prompt.js"></script>   (early: in <head>, see below)
 *   <install-prompt></install-prompt>                      opens by itself when the browser offers installation
 *   <install-prompt manual></install-prompt>               opens only on el.open(), e.g. from the host's button
 *   <install-prompt instructions dismiss-days="7"></install-prompt>  steps on iOS/Safari/Firefox Android too
 *
 * Chromium fires `beforeinstallprompt` once per page load, possibly before the element renders: loading this
 * module starts listening at once (src/lib/install-capture.ts) and keeps the event for the dialog. Place one
 * element per page (the layout); it shows nothing until there is something to offer, never when the app already
 * runs standalone, and it fetches nothing.
 */
import { installCapture } from '../lib/install-capture';
import { DEFAULT_DISMISS_DAYS, DISMISSAL_KEY } from '../lib/install-dismissal';
import {
  DEFAULT_APP_NAME,
  type InstallAvailableDetail,
  type InstallChoiceDetail,
  type InstallDismissDetail,
  type InstallMode,
  InstallPrompt,
} from '../react/install-prompt/InstallPrompt';
import styles from '../styles/elements/install-prompt.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, method, prop } from './api';
import { defineElement } from './define';

/** The event detail types, for host pages written in TypeScript. */
export type { InstallAvailableDetail, InstallChoiceDetail, InstallDismissDetail, InstallMode };
/** The localStorage key of a remembered dismissal (remove it to show the dialog again). */
export { DISMISSAL_KEY };

installCapture(); // listen for the offer as soon as the element's module runs

export const installPromptApi = {
  tag: 'install-prompt',
  styles,
  description:
    'A modal dialog offering to install the site as an app ("Install Our App", with Install App and close buttons), shown when the browser offers installation and the app is not running standalone; a dismissal is remembered for some days.',
  props: {
    manual: prop.boolean({
      description: 'The dialog never opens by itself; the host calls `open()` (e.g. from its own button).',
    }),
    instructions: prop.boolean({
      description:
        'Where the browser never offers installation (iOS, Safari on macOS, Firefox on Android), show short “Add to Home Screen” steps instead of nothing.',
    }),
    dismissDays: prop.number({
      default: DEFAULT_DISMISS_DAYS,
      description:
        'Days a dismissal (the close button, Escape, or “dismissed” in the browser’s prompt) keeps the dialog from opening by itself; 0 remembers nothing.',
    }),
    appName: prop.string({ default: DEFAULT_APP_NAME, description: 'The app’s name in the title: “Install Our App”.' }),
  },
  events: {
    'install-available': event<InstallAvailableDetail>({
      description:
        'The browser offers installation (also when the offer came before the element rendered, and in `manual` mode). `detail`: `{platforms}`.',
    }),
    'install-choice': event<InstallChoiceDetail>({
      description: 'The user answered the browser’s install prompt. `detail`: `{outcome: "accepted" | "dismissed"}`.',
    }),
    'install-dismiss': event<InstallDismissDetail>({
      description: 'The user closed the dialog (close button or Escape). `detail`: `{mode: "offer" | "instructions"}`.',
    }),
  },
  methods: {
    open: method<() => void>({
      description:
        'Opens the dialog when there is something to show (an offer, or steps in `instructions` mode), even after a remembered dismissal; otherwise does nothing.',
    }),
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    dialog: 'The modal `<dialog>` (a bottom sheet below 640px of viewport width, a card above).',
    title: 'The title, “Install Our App”.',
    body: 'The text (or steps) below the title; scrolls within 24 × the base size.',
    instructions: 'The list of “Add to Home Screen” steps.',
    actions: 'The row holding the Install App button.',
    'install-button': 'The Install App button.',
    'close-button': 'The close button.',
  },
  cssProperties: {
    '--cf-font-size': 'Base font size; every size in the element scales from it (default 16px).',
    '--cf-font-family': 'Font family.',
    '--cf-radius': 'Corner radius of the dialog.',
    '--cf-color-primary': 'Install App button and icon (`--cf-color-primary-dark` in dark mode).',
    '--cf-color-on-primary': 'Install App button text.',
    '--cf-color-surface': 'Dialog background.',
    '--cf-color-muted': 'Close button hover background.',
    '--cf-color-text': 'Title colour.',
    '--cf-color-text-muted': 'Body text and close icon colour.',
    '--cf-color-border': 'Dialog border.',
    '--cf-color-focus': 'Focus ring.',
  },
} as const satisfies ElementApi;

export type InstallPromptElement = ElementInstance<typeof installPromptApi>;

/**
 * Registers the element (under another tag name for pages where `install-prompt` is taken). This module registers
 * nothing by itself: `coursify-elements/install-prompt` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = installPromptApi.tag) {
  return defineElement(installPromptApi, InstallPrompt, tag);
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof installPromptApi> {}
  interface HTMLElementTagNameMap {
    'install-prompt': InstallPromptElement;
  }
}
