import { useSyncExternalStore } from 'react';

/** The bar turns translucent once the page is scrolled beyond 20px; at 20px or above it, opaque. */
export const SCROLL_THRESHOLD = 20;

export function isScrolledPast(scrollY: number, threshold: number = SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

// Module-level, so React subscribes once per mounted navbar and not again on every render.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function snapshot(): boolean {
  return isScrolledPast(window.scrollY);
}

function serverSnapshot(): boolean {
  return false;
}

/**
 * Whether the page (the window) is scrolled past the threshold: one passive scroll listener per navbar, removed
 * when it unmounts (the element leaving the page). The snapshot is a boolean, so scrolling re-renders only when
 * the threshold is crossed.
 */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
