/**
 * The browser side of a server-rendered component (ServerHost.tsx): its host arrives with a declarative shadow root
 * holding the element's first render. React cannot hydrate a portal, so that content is hydrated in place as a root
 * of its own (hydrateRoot of the host's React on the shadow root, through the element kit's hydrateServerContent:
 * a mismatch falls back to a client render with one warning naming the element). The server's nodes stay: nothing
 * moves, nothing is re-created. docs/decisions/server-rendering.md, "React components".
 *
 * The component's later renders reach that root through a small store its one component reads
 * (useSyncExternalStore), not through `root.render()`: an update that arrives before the root has hydrated then
 * waits for it instead of turning the whole root into a client render, and the hydrating render reads what the
 * server rendered.
 */
import { createElement, type ReactNode, useSyncExternalStore } from 'react';
import type { Root } from 'react-dom/client';
import { hydrateServerContent } from '../elements/kit/features/hydrate';

export class ServerContent {
  #content: ReactNode;
  readonly #rendered: ReactNode;
  readonly #listeners = new Set<() => void>();
  readonly #root: Root;
  #unmountQueued = false;

  /** Hydrates `shadow`'s server content with `content`, the tree the server rendered (the same props). */
  constructor(shadow: ShadowRoot, content: ReactNode, tag: string) {
    this.#content = this.#rendered = content;
    // The server's <style> goes: the component adopted the same sheets just before (ShadowHost), so no frame is
    // unstyled, and the root keeps only what the component renders, which is what hydration walks.
    for (const child of [...shadow.children]) if (child.localName === 'style') child.remove();
    this.#root = hydrateServerContent(shadow, createElement(Relay, { content: this }), tag);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  readonly current = (): ReactNode => this.#content;
  readonly server = (): ReactNode => this.#rendered;

  /** The component rendered again: its root renders the new tree. */
  update(content: ReactNode): void {
    if (content === this.#content) return;
    this.#content = content;
    for (const listener of this.#listeners) listener();
  }

  /**
   * The component unmounted: its root goes too, after the current commit (a root cannot be unmounted while React
   * renders). Strict mode's second mount comes before that and keeps it.
   */
  release(): void {
    this.#unmountQueued = true;
    queueMicrotask(() => {
      if (this.#unmountQueued) this.#root.unmount();
    });
  }

  keep(): void {
    this.#unmountQueued = false;
  }
}

/** The one component of the hydrated root: the host component's latest tree (the server's while hydrating). */
function Relay({ content }: { content: ServerContent }): ReactNode {
  return useSyncExternalStore(content.subscribe, content.current, content.server);
}

/** Whether `shadow` holds server content: an element the parser put there before any script of ours ran. */
export function hasServerContent(shadow: ShadowRoot): boolean {
  return shadow.firstElementChild !== null;
}
