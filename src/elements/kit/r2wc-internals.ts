/**
 * What we use of r2wc's insides. r2wc gives each element its lifecycle: an open shadow root (attached in the
 * constructor, handed to the component as `container`), one React root, and a render of its prop store on
 * change. We keep that and drive the store ourselves (attributes.ts says why): r2wc keeps its store and its render
 * under these registered symbols, so writing the store and calling render is how an element updates.
 */
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');
/** The element's mounted React root, as r2wc keeps it: set by our hydration (hydrate.ts), r2wc updates it after. */
export const R2WC_CONTEXT = Symbol.for('r2wc.context');

/** An instance of r2wc's class: its store, its render, and the callbacks our class extends. */
export type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  [R2WC_CONTEXT]?: { root: { render(element: unknown): void; unmount(): void }; ReactComponent: unknown };
  connectedCallback(): void;
  disconnectedCallback(): void;
};
