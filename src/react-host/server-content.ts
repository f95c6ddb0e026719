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
import { dropServerSheet, hydrateServerContent } from '../elements/kit/features/hydrate';
import { catalogueListeners } from '../lib/i18n/registry';

export class ServerContent {
  #content: ReactNode;
  #rendered: ReactNode;
  #serverTree: () => ReactNode | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #shadow: ShadowRoot;
  readonly #tag: string;
  #root: Root | undefined;
  #unmountQueued = false;
  #released = false;

  /**
   * Hydrates `shadow`'s server content with `serverTree()`, the tree the server rendered (the same props, the locale
   * of its `lang`/`dir` props), as soon as it can be rendered here: at once, or, while the language the server
   * rendered is still loading (`serverTree()` is undefined), when that catalogue arrives, as the element kit's
   * hydrate waits (a first render in English would not match). Until then the server's content shows as it is.
   * `content` is the component's current tree, which the root renders once hydrated.
   */
  constructor(shadow: ShadowRoot, content: ReactNode, serverTree: () => ReactNode | undefined, tag: string) {
    this.#content = this.#rendered = content;
    this.#serverTree = serverTree;
    this.#shadow = shadow;
    this.#tag = tag;
    // The component adopted the same sheets just before (ShadowHost), so no frame is unstyled.
    dropServerSheet(shadow);
    this.#hydrateWhenReady();
  }

  readonly #hydrateWhenReady = (): void => {
    if (this.#root || this.#released) return;
    const tree = this.#serverTree();
    if (tree === undefined) {
      catalogueListeners.add(this.#hydrateWhenReady);
      return;
    }
    catalogueListeners.delete(this.#hydrateWhenReady);
    // The server's tree is the latest props in the server's locale: the root shows it until the component renders
    // again (its locale resolved by then), not the tree from before the language arrived, which would flash English.
    this.#content = this.#rendered = tree;
    this.#root = hydrateServerContent(this.#shadow, createElement(Relay, { content: this }), this.#tag);
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  readonly current = (): ReactNode => this.#content;
  readonly server = (): ReactNode => this.#rendered;

  /** The component rendered again: its root renders the new tree (once hydrated). */
  update(content: ReactNode, serverTree: () => ReactNode | undefined): void {
    this.#serverTree = serverTree;
    if (content === this.#content) return;
    this.#content = content;
    for (const listener of this.#listeners) listener();
  }

  /**
   * The component unmounted: its root goes too, after the current commit (a root cannot be unmounted while React
   * renders); a root still waiting for its language will not be hydrated. Strict mode's second mount comes before
   * that and keeps it.
   */
  release(): void {
    this.#unmountQueued = true;
    queueMicrotask(() => {
      if (!this.#unmountQueued) return;
      this.#released = true;
      catalogueListeners.delete(this.#hydrateWhenReady);
      this.#root?.unmount();
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

/**
 * Server content rendered by a renderer that did not answer its hooks (ServerHost.tsx): its useId ids are not the
 * ones a root of its own computes, so it is rendered afresh, not hydrated. An inert element, first in the content.
 */
export const CLIENT_RENDER_MARK = '<template data-cf-render="client"></template>';

/**
 * Whether `shadow` holds server content to hydrate: an element the parser put there before any script of ours ran.
 * Content marked for a client render is dropped here (the component portals its own render in, before the paint).
 */
export function hasServerContent(shadow: ShadowRoot): boolean {
  // The root's own children (`:scope` matches nothing in a shadow root's querySelector).
  if ([...shadow.children].some((child) => child.matches('template[data-cf-render="client"]'))) {
    shadow.replaceChildren();
    return false;
  }
  return shadow.firstElementChild !== null;
}
