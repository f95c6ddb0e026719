/**
 * `react-dom/client` for the lite build (dist/cdn), where React is Preact itself (src/lite/react.ts).
 *
 * React's `root.render()` schedules: every call made in one task is committed together, later. Preact's `render`
 * renders at once. r2wc calls `render` once per attribute while an element upgrades (the browser queues one
 * attributeChangedCallback per attribute), so rendering at once, the first render saw only the first attribute: an
 * `<ecosystem-grid src items>` rendered with `src` alone and started a fetch the `items` attribute was about to
 * override. Batching a root's renders per microtask gives the React build's behaviour (one render with every
 * attribute, before the next task) at no cost in time: it still renders before any paint or event.
 */
import { hydrate, render } from 'preact';
import type { ReactNode } from 'react';

type Root = { render(children: ReactNode): void; unmount(): void };
type PreactChild = Parameters<typeof render>[0];

export function createRoot(container: Element | DocumentFragment): Root {
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
        if (!unmounted) render(latest as PreactChild, container);
      });
    },
    unmount() {
      // A render still queued must not bring back what was just unmounted.
      unmounted = true;
      render(null, container);
    },
  };
}

/** Hydrates `container`'s server markup with `children` at once (as compat's did), then renders as createRoot. */
export function hydrateRoot(container: Element | DocumentFragment, children: ReactNode): Root {
  hydrate(children as PreactChild, container);
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
