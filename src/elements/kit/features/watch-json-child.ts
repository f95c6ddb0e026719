/**
 * Watching an element's inline `<script type="application/json">` child (the declaration's `jsonChild`): finding
 * it, and reading it again whenever the element's light DOM changes. The element class starts the watch when the
 * element connects and hands the component the child's state (`JsonChildState`, src/lib/json-child.ts).
 *
 * It works whichever comes first. Defined after the parser passed the element (a module script, the usual case):
 * the child is read when the element connects. Defined before (the parser is still writing the element): a
 * MutationObserver on the element's light DOM sees the child and its text arrive, and a later edit of the text.
 * While the parser may still be inside the element, a missing or half-written child is `pending`, not an error
 * (no console noise, no flash of default data); DOMContentLoaded settles it.
 *
 * Opt-in code: only a declaration with `jsonChild` imports this module (define.ts, `ElementFeatures`), so the
 * elements without one do not download it.
 */
import { leftoverText } from '../../../lib/child-text';
import { type JsonChildState, jsonChildState } from '../../../lib/json-child';
import { reportError } from '../../../lib/report';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The first direct child `<script type="application/json">`, if any (by name, not instanceof: any realm). */
export function jsonChildOf(host: Element): Element | null {
  for (const child of host.children) {
    if (child.localName !== 'script' || child.namespaceURI !== HTML_NS) continue;
    if ((child.getAttribute('type') ?? '').trim().toLowerCase() === 'application/json') return child;
  }
  return null;
}

/**
 * Whether the HTML parser may still append to `host`: the document is loading and nothing follows the host or
 * any of its ancestors yet (the parser inserts in document order, so a following node means it has moved on).
 */
export function parserMayBeInside(host: Node): boolean {
  const doc = host.ownerDocument;
  if (doc?.readyState !== 'loading') return false;
  for (let node: Node | null = host; node; node = node.parentNode) if (node.nextSibling) return false;
  return true;
}

export type JsonChildWatch = {
  /** The child's state when watching began. */
  readonly initial: JsonChildState | undefined;
  stop(): void;
};

/**
 * Reads the child now and on every change to the host's light DOM, calling `onChange` only when the state
 * differs (same text, same state: no re-render, no repeated warnings). Malformed JSON is logged with
 * console.error naming the element and the source, as a malformed JSON attribute is.
 */
export function watchJsonChild(
  host: HTMLElement,
  onChange: (state: JsonChildState | undefined) => void,
): JsonChildWatch {
  const doc = host.ownerDocument;
  let key: string | undefined;
  let current: JsonChildState | undefined;
  const refresh = (): boolean => {
    const script = jsonChildOf(host);
    const text = script ? (script.textContent ?? '') : null;
    // No child and none to come: text left inside is what a sanitizer leaves of a stripped child (not "no data").
    const state = jsonChildState(text, text === null ? leftoverText(host) : '', parserMayBeInside(host));
    // (The `text` state has no child text: one key whatever the leftover says, so editing it is not news.)
    const next = `${state?.status ?? 'none'}:${text ?? ''}`;
    if (next === key) return false;
    key = next;
    current = state;
    if (state?.status === 'error') reportError(host.localName, state.problem);
    return true;
  };
  const update = () => {
    if (refresh()) onChange(current);
  };
  refresh();
  const observer = new MutationObserver(update);
  // subtree + characterData: the parser (or a CMS script) adds the text node, appends to it, or replaces it.
  observer.observe(host, { childList: true, subtree: true, characterData: true, attributeFilter: ['type'] });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', update, { once: true });
  return {
    initial: current,
    stop() {
      observer.disconnect();
      doc.removeEventListener('DOMContentLoaded', update);
    },
  };
}
