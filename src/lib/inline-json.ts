/**
 * Data from an inline `<script type="application/json">` child, the way a CMS editor can give an element rich
 * data with HTML alone. Pure: src/elements/json-child.ts finds and watches the child; this reads its text.
 */
import type { Problem } from './report';

/** How console messages and the error state name this source. */
export const INLINE_JSON_SOURCE = 'inline <script type="application/json">';

/**
 * `pending`: the HTML parser may still be writing the child (the page is loading), so a missing child or a
 * half-written text is not an error yet. `ready`: parsed JSON (not yet validated). `error`: unusable text.
 */
export type InlineJson =
  | { status: 'pending' }
  | { status: 'ready'; value: unknown }
  | { status: 'error'; problem: Problem };

/**
 * The child's text (null: no child) → its state; undefined when there is no child and none can still come.
 * `stillParsing`: the parser may append more to the element (see json-child.ts).
 */
export function parseInlineJson(text: string | null, stillParsing: boolean): InlineJson | undefined {
  if (text === null) return stillParsing ? { status: 'pending' } : undefined;
  try {
    return { status: 'ready', value: JSON.parse(text) };
  } catch (error) {
    if (stillParsing) return { status: 'pending' };
    return {
      status: 'error',
      problem: { where: INLINE_JSON_SOURCE, message: `is not valid JSON (${(error as Error).message})` },
    };
  }
}
