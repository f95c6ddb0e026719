/**
 * `react-dom/client` for the lite build (dist/cdn), where React is aliased to preact/compat (vite.config.ts,
 * mode `lite`). Only this module differs from what preact/compat ships.
 *
 * React's `root.render()` schedules: every call made in one task is committed together, later. preact/compat's
 * renders at once. r2wc calls `render` once per attribute while an element upgrades (the browser queues one
 * attributeChangedCallback per attribute), so on compat the first render saw only the first attribute: an
 * `<ecosystem-grid src items>` rendered with `src` alone and started a fetch the `items` attribute was about to
 * override. Batching a root's renders per microtask gives the React build's behaviour (one render with every
 * attribute, before the next task) at no cost in time: it still renders before any paint or event.
 */
import { hydrateRoot, createRoot as renderNow } from 'preact/compat/client';
import type { ReactNode } from 'react';
import { writeClassOnce } from './class-once';

// After compat (imported above) installed its hook: each element's class is written once (class-once.ts says why).
writeClassOnce();

export { hydrateRoot };

type Root = { render(children: ReactNode): void; unmount(): void };

export function createRoot(container: Element | DocumentFragment): Root {
  const root = renderNow(container as Element) as Root;
  let latest: ReactNode;
  let scheduled = false;
  let unmounted = false;
  return {
    render(children) {
      latest = children;
      unmounted = false;
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (!unmounted) root.render(latest);
      });
    },
    unmount() {
      // A render still queued must not bring back what was just unmounted.
      unmounted = true;
      root.unmount();
    },
  };
}

export default { createRoot, hydrateRoot };
