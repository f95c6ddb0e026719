/**
 * Counts the visitor's page views on this origin, so an install offer waits for real engagement (docs/elements/install-prompt.md:
 * from the second page view on) instead of greeting a first-time visitor.
 *
 * A page view is a document load (the first time this module runs in a document) or, in a single-page app, a
 * same-document navigation to another path: the Navigation API's `currententrychange` (push or traverse; a new
 * `#hash` on the same path is not a new page). Where that API is missing (WebKit), `popstate` (back, forward) and
 * a look at the path right after each click (routers push a new path during the click) stand in. The count lives in
 * localStorage through safe-storage (a throwing or garbage storage counts from 0), so a returning visitor counts as
 * engaged on the first page of a later visit. One counter serves the page, even across two copies of the bundle.
 */
import { readStored, writeStored } from './safe-storage';

export const PAGE_VIEWS_KEY = 'coursify-elements.page-views';

export type PageViews = {
  /** Page views so far, this one included. */
  count(): number;
  /** For useSyncExternalStore: called when the count changes. */
  subscribe(listener: () => void): () => void;
  /** Removes the window listeners (tests). */
  stop(): void;
};

type NavigationLike = EventTarget & { currentEntry?: { url?: string | null } | null };

/** The part of `window` the counter reads, so a test can pass a fake. */
export type PageViewsWindow = {
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: EventListenerOptions): void;
  location: { href: string };
  navigation?: NavigationLike;
};

function storedCount(): number {
  const stored = readStored(PAGE_VIEWS_KEY);
  const views = (stored as { views?: unknown } | null)?.views;
  return typeof views === 'number' && Number.isSafeInteger(views) && views > 0 ? views : 0;
}

function pathOf(url: string | null | undefined): string | null {
  try {
    return url ? new URL(url).pathname : null;
  } catch {
    return null;
  }
}

/** Starts counting in `win`: this document load is one page view. */
export function createPageViews(win: PageViewsWindow): PageViews {
  let views = storedCount() + 1;
  writeStored(PAGE_VIEWS_KEY, { views });
  let path = pathOf(win.location.href);
  const listeners = new Set<() => void>();

  const onNavigated = (url: string | null | undefined) => {
    const next = pathOf(url);
    if (next === null || next === path) return;
    path = next;
    // Another tab may have counted meanwhile: continue from the larger count.
    views = Math.max(views, storedCount()) + 1;
    writeStored(PAGE_VIEWS_KEY, { views });
    for (const listener of listeners) listener();
  };

  const navigation = win.navigation;
  const onEntryChange = (event: Event) => {
    const type = (event as Event & { navigationType?: string }).navigationType;
    if (type === 'push' || type === 'traverse') onNavigated(navigation?.currentEntry?.url);
  };
  const onPopState = () => onNavigated(win.location.href);
  // pushState fires no event: after a click, once the router's click handler has run, see whether the path moved.
  const onClick = () => setTimeout(() => onNavigated(win.location.href), 0);
  if (navigation) navigation.addEventListener('currententrychange', onEntryChange);
  else {
    win.addEventListener('popstate', onPopState);
    win.addEventListener('click', onClick, { capture: true, passive: true });
  }

  return {
    count: () => views,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      navigation?.removeEventListener('currententrychange', onEntryChange);
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('click', onClick, { capture: true });
      listeners.clear();
    },
  };
}

const SHARED = Symbol.for('coursify-elements.page-views');

/** The page's one counter, started on first call; null outside a browser. */
export function pageViews(): PageViews | null {
  if (typeof window === 'undefined') return null;
  const holder = globalThis as unknown as Record<symbol, PageViews | undefined>;
  holder[SHARED] ??= createPageViews(window as unknown as PageViewsWindow);
  return holder[SHARED];
}
