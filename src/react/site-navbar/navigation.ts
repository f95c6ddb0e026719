import { isInPageHref } from '../../lib/menu-items';

const isShadowRoot = (node: Node): node is ShadowRoot =>
  node.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in node;

/** The document (or outer shadow root) the navbar's host lives in: where its in-page anchors point. */
function pageRoot(node: Node): NonElementParentNode | null {
  const own = node.getRootNode();
  const outer = isShadowRoot(own) ? own.host.getRootNode() : own;
  // Duck-typed: a Document or a ShadowRoot, whatever realm made it.
  return 'getElementById' in outer ? (outer as NonElementParentNode) : null;
}

/**
 * Moves focus to the section an in-page link (`#stats`) points to, so a keyboard user who chose it from the
 * mobile menu (which then closes, taking the focused link with it) continues from there. An element that is
 * not focusable gets `tabindex="-1"`, as skip links do. Returns false when there is no such section.
 */
export function focusInPageTarget(from: Node, href: string): boolean {
  if (!isInPageHref(href)) return false;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1));
  } catch {
    return false;
  }
  const target = pageRoot(from)?.getElementById(id) as HTMLElement | null | undefined;
  if (!target || typeof target.focus !== 'function') return false;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  // The link's own navigation scrolls to the section; focusing must not scroll first.
  target.focus({ preventScroll: true });
  return true;
}
