/**
 * Watches the page's theme: the `dark` class on the root element that the dark-mode toggle flips.
 * One MutationObserver serves every element on the page; it exists only while someone listens.
 */

type Listener = (dark: boolean) => void;

const listeners = new Set<Listener>();
let observer: MutationObserver | undefined;
let last = false;

export function isPageDark(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

function notify(): void {
  const dark = isPageDark();
  if (dark === last) return;
  last = dark;
  for (const listener of listeners) listener(dark);
}

export function subscribePageTheme(listener: Listener): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    last = isPageDark();
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
