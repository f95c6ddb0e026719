/**
 * One MutationObserver for the page tells every element when a `lang` or `dir` attribute changes anywhere: on
 * `<html>`, in the document's subtree, and inside the shadow roots of our elements (where one element nests
 * another). Each subscriber then re-resolves its own locale and re-renders only if it changed. The same
 * subscribers hear of a catalogue registered later. Nothing is observed while nobody listens. Only called where
 * there is a DOM (an element's connectedCallback, a React host's layout effect).
 */
import { catalogueListeners } from './registry';

type Listener = () => void;

const listeners = new Map<Listener, Node | undefined>();
let observer: MutationObserver | undefined;
const OPTIONS: MutationObserverInit = { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true };

function notify(): void {
  for (const listener of listeners.keys()) listener();
}

/**
 * Calls `listener` after any `lang`/`dir` change on the page (and in the shadow root the subscriber sits in, when it
 * is not the document: another element's shadow tree, between it and that host) and after a catalogue is
 * registered. Returns the unsubscribe.
 *
 * Only the subscriber's containing root is watched, never its own shadow root: every element writes the resolved
 * `dir` into its own shadow content, and watching 100 elements' own trees made each of those writes (and every
 * other attribute write of their renders) pass through the observer.
 */
export function subscribeLocale(listener: Listener, subscriber: Node): () => void {
  const root = subscriber.getRootNode();
  const shadowRoot = root.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? root : undefined;
  listeners.set(listener, shadowRoot);
  if (!observer) {
    observer = new MutationObserver(notify);
    observer.observe(document.documentElement, OPTIONS);
    catalogueListeners.add(notify);
  }
  if (shadowRoot) observer.observe(shadowRoot, OPTIONS);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    observer?.disconnect();
    observer = undefined;
    catalogueListeners.delete(notify);
  };
}
