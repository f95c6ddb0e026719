/**
 * The JSON child's state: what an element's inline `<script type="application/json">` child holds, the way a CMS
 * editor can give an element rich data with HTML alone, when its declaration names the prop it feeds
 * (`jsonChild: 'items'`):
 *
 *   <ecosystem-grid><script type="application/json">[…]</script></ecosystem-grid>
 *
 * The element kit finds and watches the child (src/elements/kit/features/watch-json-child.ts) and hands the
 * component this state; the component only ranks it among its other sources. The state and its parsing live here,
 * below both, because the component reads them too (src/react may not import src/elements).
 */
import { childTextState } from './child-text';
import { invalidJsonProblem, parseJson } from './json-error';
import type { Problem } from './report';

/** How console messages and the error state name this source. */
export const JSON_CHILD_SOURCE = 'inline <script type="application/json">';

/**
 * `pending`: the HTML parser may still be writing the child (the page is loading), so a missing child or a
 * half-written text is not an error yet. `ready`: parsed JSON (not yet validated). `error`: unusable text.
 * `text`: no JSON child, but text inside the element: what an HTML sanitizer leaves when it strips the `<script>`
 * (a CMS does that for an editor without the right to post HTML). It is an error, not "no data": the element must
 * not show its built-in demo data in place of the data the editor gave.
 */
export type JsonChildState =
  | { status: 'pending' }
  | { status: 'ready'; value: unknown }
  | { status: 'error'; problem: Problem }
  | { status: 'text' };

/**
 * The child's text (null: no child) → its state; undefined when there is no child and none can still come (the
 * caller then asks childTextState). `stillParsing`: the parser may append more to the element (parserMayBeInside).
 */
export function parseJsonChild(text: string | null, stillParsing: boolean): JsonChildState | undefined {
  if (text === null) return stillParsing ? { status: 'pending' } : undefined;
  const parsed = parseJson(text);
  if (parsed.ok) return { status: 'ready', value: parsed.value };
  if (stillParsing) return { status: 'pending' };
  return { status: 'error', problem: invalidJsonProblem(JSON_CHILD_SOURCE, parsed.offset) };
}

/**
 * The one reading of an element's light DOM, in the browser (features/watch-json-child.ts) and on the server
 * (src/ssr/element-values.ts) alike: the JSON child's text (null: none), else the leftover text a sanitizer leaves
 * (child-text.ts) when the parser is done with the element.
 */
export function jsonChildState(
  text: string | null,
  leftover: string,
  stillParsing: boolean,
): JsonChildState | undefined {
  return parseJsonChild(text, stillParsing) ?? childTextState(leftover);
}
