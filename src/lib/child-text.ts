/**
 * Text inside an element that takes data, with no JSON child to read it from: what an HTML sanitizer leaves when it
 * strips the `<script type="application/json">` of a pasted snippet (a CMS does that for an editor without the
 * right to post HTML). The element shows an error (the `text` state of JsonChildState, src/lib/json-child.ts), never
 * its built-in demo data in place of the data the editor gave.
 *
 * The light DOM's text without what no reader sees: the text of `<script>` (another script beside the data, such as
 * the catalog's own `application/ld+json`), `<style>` and `<template>`. The server reads the same from its parse
 * (src/ssr/render-html.ts) with the same list, so both decide the same state.
 */
import type { JsonChildState } from './json-child';
import type { Problem } from './report';

/** The console's words for the `text` state (the screen's are the `childTextError` message). */
export const CHILD_TEXT_PROBLEM: Problem = {
  where: 'content',
  message: 'holds text but no JSON <script> (removed by a sanitizer?); no default data shown',
};

/** Elements whose text is not the page's text (their content is code, or not rendered). */
export const NOT_TEXT = new Set(['script', 'style', 'template']);

/** The text of `node`'s descendants, in any depth (a CMS may wrap the leftover in a `<p>`), without NOT_TEXT's. */
export function leftoverText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3) text += (child as Text).data;
    else if (child.nodeType === 1 && !NOT_TEXT.has((child as Element).localName)) text += leftoverText(child);
  }
  return text;
}

/**
 * The state of an element with no JSON child, from its leftover text (leftoverText, or the server's reading of
 * it): `text` when there is any non-whitespace, else undefined (no data: the element's defaults).
 */
export function childTextState(leftover: string): JsonChildState | undefined {
  return /\S/.test(leftover) ? { status: 'text' } : undefined;
}
