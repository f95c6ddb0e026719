/**
 * Watches the page-level states every element follows, set as classes on the root element: `dark` (the theme
 * store) and `cf-reduce-motion` (the accessibility panel). One MutationObserver serves every element on the
 * page; it exists only while someone listens.
 */

export type PageState = { dark: boolean; reducedMotion: boolean };

/** The root class of the accessibility panel's reduced-motion setting (see a11y-settings.ts). */
export const REDUCED_MOTION_CLASS = 'cf-reduce-motion';

type Listener = (state: PageState) => void;

const listeners = new Set<Listener>();
let observer: MutationObserver | undefined;
let last: PageState = { dark: false, reducedMotion: false };

export function readPageState(): PageState {
  if (typeof document === 'undefined') return { dark: false, reducedMotion: false };
  const classes = document.documentElement.classList;
  return { dark: classes.contains('dark'), reducedMotion: classes.contains(REDUCED_MOTION_CLASS) };
}

function notify(): void {
  const state = readPageState();
  if (state.dark === last.dark && state.reducedMotion === last.reducedMotion) return;
  last = state;
  for (const listener of listeners) listener(state);
}

export function subscribePageState(listener: Listener): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    last = readPageState();
    observer = new MutationObserver(notify);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}
