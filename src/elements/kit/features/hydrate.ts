/**
 * Upgrading onto server-rendered content (coursify-elements/ssr): an element whose declarative shadow root already
 * holds its first render hydrates it, in both builds, instead of rendering it again. The server's nodes stay (no
 * clearing, no re-creation), so nothing moves and nothing flashes; events and state are live once hydrated.
 *
 * A chunk of its own, imported by the element class only when an element finds server content: a page without
 * server rendering does not download it (element-class.ts keeps the check, a few bytes).
 */
import { createElement, type ReactNode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchLanguage, normalise } from '../../../lib/i18n/registry';
import { requestedLang } from '../../../lib/i18n/resolve';
import { R2WC_CONTEXT, R2WC_PROPS, type R2wcElement } from '../r2wc-internals';

/**
 * Hydrates `element`'s server content with `component` (the element class's RenderedElement) on its prop store, and
 * hands the root to r2wc, which renders every later update into it. False when it is not time yet: the element
 * left the page, or its language is still loading (its arrival re-renders the element, which calls this again).
 */
export function hydrate(
  element: R2wcElement,
  component: (values: Record<string, unknown>) => ReactNode,
  adoptSheets: () => void,
): boolean {
  if (!element.isConnected || languagePending(element)) return false;
  // The server's sheet out and the element's shared sheets in, in the same task: no frame is unstyled, and the
  // root's rules change once.
  dropServerSheet(element.shadowRoot as ShadowRoot);
  adoptSheets();
  // Hydration is scheduled, not done, when hydrateRoot returns: an update r2wc asks for before it has committed
  // would reach a root still holding the server's content, which React answers by rendering it all again on the
  // client. Such an update waits for the commit instead (HydratingElement says when).
  const gate: HydrationGate = { component, committed: false };
  gates.set(element.shadowRoot as ShadowRoot, gate);
  const root = hydrateServerContent(
    element.shadowRoot as ShadowRoot,
    createElement(HydratingElement, element[R2WC_PROPS]),
    element.localName,
  );
  gate.root = root;
  const gated = {
    render(children: ReactNode) {
      if (gate.committed) root.render(children);
      else gate.waiting = { children };
    },
    unmount: () => root.unmount(),
  };
  // r2wc renders the same component type from now on, so its updates reach the hydrated tree, not a new one.
  element[R2WC_CONTEXT] = { root: gated, ReactComponent: HydratingElement };
  return true;
}

/** A hydrating element's component, its root, and whether the hydration has committed (updates wait until then). */
type HydrationGate = {
  component: (values: Record<string, unknown>) => ReactNode;
  committed: boolean;
  root?: Root;
  waiting?: { children: ReactNode };
};

/** Each hydrating element's gate, by its shadow root (r2wc hands the component its root as `container`). */
const gates = new WeakMap<object, HydrationGate>();

/**
 * The element's component, with the commit of its hydration noted by its first layout effect (which then lets a
 * waiting update through). The component is called, not wrapped, so the tree stays the server's (and the ids that
 * follow its depth in preact).
 */
function HydratingElement(values: Record<string, unknown>): ReactNode {
  const gate = gates.get(values.container as object) as HydrationGate;
  useLayoutEffect(() => {
    gate.committed = true;
    const waiting = gate.waiting;
    gate.waiting = undefined;
    if (waiting) gate.root?.render(waiting.children);
  }, [gate]);
  // Every render of a hydrated root is one that began as the server's (ServerFirstContext, ElementHost).
  return gate.component({ ...values, serverFirst: true });
}

/**
 * The server's `<style>` (or `<link>`) goes, for the constructed sheets adopted beside it (hydrate here, ShadowHost
 * for a coursify-elements/react component): the root keeps only what the component renders, which is what hydration
 * walks.
 */
export function dropServerSheet(root: ShadowRoot): void {
  // Its children, not a selector: `:scope` in a shadow root's querySelectorAll matches no element.
  for (const child of [...root.children]) if (child.localName === 'style' || child.localName === 'link') child.remove();
}

/**
 * Whether the element's language is one we ship that is still loading: the server rendered it in that language,
 * and a first render in English would not match. The catalogue's arrival re-renders the element, which hydrates.
 */
export function languagePending(element: Element): boolean {
  const requested = requestedLang(element);
  const primary = normalise(requested).split('-')[0];
  if (!primary || primary === 'en') return false;
  const { lang, missing } = matchLanguage(requested);
  return lang === 'en' && !missing;
}

/**
 * Hydrates `root`'s server content with `element` (React's hydrateRoot; preact's hydrate in the lite build). A
 * mismatch falls back to a client render, with one warning naming the element. React reports a mismatch (and, in a
 * shadow root, would leave the server's nodes beside its own: it clears only element and document containers);
 * Preact repairs one silently by replacing the nodes that differ, which the identity check below finds. Either
 * way the root is emptied and rendered afresh, after the current commit.
 */
export function hydrateServerContent(root: ShadowRoot, element: ReactNode, tag: string): Root {
  const serverNodes = [...root.querySelectorAll('*')];
  let latest = element;
  let fellBack = false;
  const fallBack = () => {
    if (fellBack) return;
    fellBack = true;
    console.warn(`<${tag}> server-rendered content did not match its first render here; rendered again.`);
    queueMicrotask(() => {
      current.unmount();
      root.replaceChildren();
      current = createRoot(root);
      current.render(latest);
    });
  };
  // A shadow root is a valid container (React takes a DocumentFragment, as r2wc's createRoot does); the types say
  // Element only. Not as a transition, though it would hydrate in slices: a render may start loading a module (the
  // grid's icons) whose arrival between two slices would change the cards rendered after it, which the server
  // rendered without it (a mismatch, seen in WebKit). In one task the whole first render sees the same modules.
  let current: Root = hydrateRoot(root as unknown as Element, element, { onRecoverableError: fallBack });
  if (!serverNodes.every((node) => node.isConnected)) fallBack();
  return {
    render(children: ReactNode) {
      latest = children;
      current.render(children);
    },
    unmount() {
      current.unmount();
    },
  } as Root;
}
