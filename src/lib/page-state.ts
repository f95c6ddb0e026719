/**
 * Watches the page-level states every element follows, set as classes on the root element: `dark` (the theme
 * store) and `cf-reduce-motion` (the accessibility panel); and the visitor's system colour scheme
 * (`prefers-color-scheme`), which an element with `theme="system"` follows instead of the page's class. One
 * MutationObserver and one media-query listener serve every element on the page; they exist only while someone
 * listens, so importing this module (in Node too) does nothing.
 */

export type PageState = { dark: boolean; reducedMotion: boolean; systemDark: boolean };

/** The root class of the accessibility panel's reduced-motion setting (see a11y-settings.ts). */
export const REDUCED_MOTION_CLASS = 'cf-reduce-motion';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

type Listener = (state: PageState) => void;

const listeners = new Set<Listener>();
let observer: MutationObserver | undefined;
/**
 * The list whose `change` events tell of a new system setting, while someone listens (one for the page). Never
 * read: Chromium evaluates a list again when its `matches` is read, and a read between the change and the
 * event's dispatch swallows the event, so reads use a list of their own.
 */
let media: MediaQueryList | undefined;
let last: PageState = { dark: false, reducedMotion: false, systemDark: false };

const systemList = () => (typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK) : undefined);

export function readPageState(): PageState {
  if (typeof document === 'undefined') return { dark: false, reducedMotion: false, systemDark: false };
  const classes = document.documentElement.classList;
  return {
    dark: classes.contains('dark'),
    reducedMotion: classes.contains(REDUCED_MOTION_CLASS),
    systemDark: !!systemList()?.matches,
  };
}

/**
 * Whether an element with this `theme` shows dark styles: `light` and `dark` force it; `system` follows the
 * visitor's system setting (not the page's class); anything else (absent, or a value the element warned about) the
 * page's `dark` class. The custom element and the React host component both decide here.
 */
export function themeIsDark(theme: unknown, page: PageState): boolean {
  return theme === 'system' ? page.systemDark : theme === 'dark' || (theme !== 'light' && page.dark);
}

function notify(): void {
  const state = readPageState();
  if (state.dark === last.dark && state.reducedMotion === last.reducedMotion && state.systemDark === last.systemDark)
    return;
  last = state;
  for (const listener of listeners) listener(state);
}

export function subscribePageState(listener: Listener): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(notify);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    media = systemList();
    media?.addEventListener('change', notify);
    last = readPageState();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
      media?.removeEventListener('change', notify);
      media = undefined;
    }
  };
}
