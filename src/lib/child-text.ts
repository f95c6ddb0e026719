/**
 * Text inside an element that takes data, with no JSON child to read it from: what an HTML sanitizer leaves when it
 * strips the `<script type="application/json">` of a pasted snippet (a CMS does that for an editor without the
 * right to post HTML). The element shows an error (the `text` state of JsonChildState, src/lib/json-child.ts), never
 * its built-in demo data in place of the data the editor gave.
 *
 * A module of its own, apart from json-child.ts: the catalog, which has no JSON child to parse, loads only this.
 */
import type { JsonChildState } from './json-child';
import type { Problem } from './report';

/** The console's words for the `text` state (the screen's are the `childTextError` message). */
export const CHILD_TEXT_PROBLEM: Problem = {
  where: 'content',
  message: 'holds text but no JSON <script> (removed by a sanitizer?); no default data shown',
};

/**
 * The state of an element with no JSON child: `text` when its light DOM holds any non-whitespace text (in any
 * descendant: a CMS may wrap the leftover in a `<p>`), else undefined (no data: the element's defaults). The text of
 * a `<script type="application/ld+json">` is not a leftover: it is the catalog's own structured data (written by the
 * server beside its shadow root, src/lib/course-structured-data.ts) or the page's.
 */
export function childTextState(host: Node): JsonChildState | undefined {
  return hasText(host) ? { status: 'text' } : undefined;
}

function hasText(node: Node): boolean {
  for (const child of node.childNodes) {
    if (child.nodeType === 3 ? /\S/.test((child as Text).data) : !isStructuredData(child) && hasText(child)) {
      return true;
    }
  }
  return false;
}

const isStructuredData = (node: Node) =>
  (node as Element).localName === 'script' &&
  (node as Element).getAttribute('type')?.trim().toLowerCase() === 'application/ld+json';
