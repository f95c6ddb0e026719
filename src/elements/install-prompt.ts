/**
 * <install-prompt>: offers installing the site as an app, without ever getting in the visitor's way.
 *
 *   <script type="module" src="…/elements/install-prompt.js"></script>   (early: in <head>, see below)
 *   <install-prompt></install-prompt>                 a small banner, from the visitor's second page view on
 *   <install-prompt trigger></install-prompt>         also an "Install app" button while there is an offer
 *   <install-prompt manual></install-prompt>          nothing by itself; el.open() opens the dialog
 *   <install-prompt instructions dismiss-days="7"></install-prompt>  steps on iOS/Safari/Firefox Android too
 *
 * By itself it only ever shows a non-modal banner (no focus moved, the page stays usable), and only after
 * engagement (`min-page-views`, src/lib/page-views.ts). The modal dialog opens only when the visitor asks: the
 * trigger button, the banner's "Show me how", or the host's `open()`.
 *
 * Chromium fires `beforeinstallprompt` once per page load, possibly before the element renders: loading this
 * module starts listening at once (src/lib/install-capture.ts) and counts the page view. Place one element per
 * page (the layout); it shows nothing until there is something to offer, never when the app already runs
 * standalone, and it fetches nothing.
 */
import { installCapture } from '../lib/install-capture';
import { DEFAULT_DISMISS_DAYS, DISMISSAL_KEY } from '../lib/install-dismissal';
import { PAGE_VIEWS_KEY, pageViews } from '../lib/page-views';
import { DEFAULT_APP_NAME, DEFAULT_MIN_PAGE_VIEWS, InstallPrompt } from '../react/install-prompt/InstallPrompt';
import type {
  InstallAvailableDetail,
  InstallChoiceDetail,
  InstallDismissDetail,
  InstallMode,
} from '../react/install-prompt/types';
import styles from '../styles/elements/install-prompt.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, method, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';
import { MethodRelay } from './kit/features/method-relay';

/** The event detail types, for host pages written in TypeScript. */
export type { InstallAvailableDetail, InstallChoiceDetail, InstallDismissDetail, InstallMode };
/** The localStorage keys of a remembered dismissal (remove it to offer again) and of the page-view count. */
export { DISMISSAL_KEY, PAGE_VIEWS_KEY };

installCapture(); // listen for the offer as soon as the element's module runs
pageViews(); // this document load is a page view, whenever the element renders

export const installPromptApi = {
  tag: 'install-prompt',
  styles,
  description:
    'Offers installing the site as an app: by itself only a small non-modal banner, from the visitor\'s second page view on, once the browser offers installation and the app is not running standalone; an optional "Install app" trigger button and `open()` show the dialog ("Install Our App") on request. A dismissal is remembered for some days.',
  props: {
    manual: prop.boolean({
      description:
        'Nothing shows by itself (no banner); the host calls `open()` (e.g. from its own button) or uses `trigger`.',
    }),
    trigger: prop.boolean({
      description:
        'Renders an "Install app" button where the element is placed (e.g. a navbar slot), present only while there is something to offer; it opens the dialog.',
    }),
    minPageViews: prop.number({
      default: DEFAULT_MIN_PAGE_VIEWS,
      description:
        'The page view (on this origin, counted in localStorage: page loads and single-page-app navigations to another path) from which the banner may show by itself. Default 2: never on the first page of a first visit.',
    }),
    instructions: prop.boolean({
      description:
        'Where the browser never offers installation (iOS, Safari on macOS, Firefox on Android), show short “Add to Home Screen” steps instead of nothing.',
    }),
    dismissDays: prop.number({
      default: DEFAULT_DISMISS_DAYS,
      description:
        'Days a dismissal (“Not now” on the banner, closing the dialog, or “dismissed” in the browser’s prompt) keeps the banner from showing by itself; 0 remembers nothing.',
    }),
    appName: prop.string({ default: DEFAULT_APP_NAME, description: 'The app’s name in the title: “Install Our App”.' }),
  },
  events: {
    'install-available': event<InstallAvailableDetail>({
      description:
        'The browser offers installation (also when the offer came before the element rendered, before any banner, and in `manual` mode). `detail`: `{platforms}`.',
    }),
    'install-choice': event<InstallChoiceDetail>({
      description: 'The user answered the browser’s install prompt. `detail`: `{outcome: "accepted" | "dismissed"}`.',
    }),
    'install-dismiss': event<InstallDismissDetail>({
      description:
        'The user dismissed the offer (the banner’s “Not now”, the dialog’s close button or Escape). `detail`: `{mode: "offer" | "instructions"}`.',
    }),
  },
  methods: {
    open: method<() => void>({
      description:
        'Opens the (modal) dialog when there is something to show (an offer, or steps in `instructions` mode), even after a remembered dismissal; otherwise does nothing. Call it from a user action only.',
    }),
  },
  states: {
    offer: 'There is something to offer (an install offer, or steps): the element shows, or can show, something.',
    banner: 'The banner is shown (`install-prompt:state(banner)`): e.g. keep room for it below the page’s content.',
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root (`display: contents`). With nothing to offer the element itself is `display: none`.',
    'trigger-button': 'The “Install app” button (with `trigger`, while there is something to offer).',
    banner:
      'The non-modal banner (a top-layer popover): a bar at the bottom below 640px of viewport width, a card in the bottom corner above.',
    'banner-text': 'The banner’s title and text.',
    'banner-action': 'The banner’s Install (or, for steps, Show me how) button.',
    'banner-close': 'The banner’s “Not now” button.',
    dialog: 'The modal `<dialog>`, opened on request (a bottom sheet below 640px of viewport width, a card above).',
    title: 'The title, “Install Our App”.',
    body: 'The text (or steps) below the title; scrolls within 24 × the base size.',
    instructions: 'The list of “Add to Home Screen” steps.',
    actions: 'The row holding the Install App button.',
    'install-button': 'The Install App button.',
    'close-button': 'The close button.',
  },
  cssProperties: {
    ...sharedTokens(
      '--cf-font-size',
      '--cf-font-family',
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

export type InstallPromptElement = ElementInstance<typeof installPromptApi>;

/**
 * Registers the element (under another tag name for pages where `install-prompt` is taken). This module registers
 * nothing by itself: `coursify-elements/install-prompt` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = installPromptApi.tag) {
  return defineElement(installPromptApi, InstallPrompt, tag, { MethodRelay });
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof installPromptApi> {}
  interface HTMLElementTagNameMap {
    'install-prompt': InstallPromptElement;
  }
}
