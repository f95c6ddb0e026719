/**
 * The "Server HTML" view of a live example, pure: which markup is given to `renderHtml` (coursify-elements/ssr),
 * and how its answer is shown. The renderer itself is loaded only when the view opens (render-server-html.ts).
 */
import type { AttributeValues } from './snippets';

/**
 * The elements that show built-in content when the page gives them none, and the JSON attribute that carries it.
 * That content is a chunk the browser loads after the first render, so `renderHtml` does not render it from an
 * empty tag: the view writes it into the markup, as a partner's page passes its own data.
 */
export const DEFAULT_CONTENT_ATTRIBUTE: Readonly<Record<string, string>> = {
  'course-catalog': 'courses',
  'ecosystem-grid': 'items',
};

export type ServerInput = {
  /** The attributes of the markup given to the renderer. */
  values: AttributeValues;
  /** The attribute the built-in content was written into, when the example relies on it. */
  withDefaults?: string;
};

/**
 * The example's attributes, plus its built-in content as JSON in its data attribute when the example shows that
 * content (no data attribute and no `src`). `defaults` is the content, or undefined while it is not loaded.
 */
export function serverInput(tag: string, values: AttributeValues, defaults: unknown): ServerInput {
  const attribute = DEFAULT_CONTENT_ATTRIBUTE[tag];
  if (!attribute || attribute in values || 'src' in values || defaults === undefined) return { values };
  // JSON.stringify leaves out what JSON cannot say (the drawn covers of the default courses: a symbol key).
  return { values: { ...values, [attribute]: JSON.stringify(defaults) }, withDefaults: attribute };
}

/** A `<style>…</style>` of the renderer's output (it writes `<style>` with no attribute, the sheet inside). */
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

export type ShownHtml = {
  /** The HTML with each sheet's text replaced by a comment giving its length. */
  text: string;
  /** How many characters of sheets were left out of `text`. */
  sheetCharacters: number;
};

/**
 * The HTML as the view shows it: each inline sheet is thousands of characters of minified CSS that would bury the
 * element's markup, so it is shown as a comment with its length (Copy copies the whole HTML).
 */
export function shownHtml(html: string): ShownHtml {
  let sheetCharacters = 0;
  const text = html.replace(STYLE_ELEMENT, (_, css: string) => {
    sheetCharacters += css.length;
    return `<style>/* the element's sheet, ${css.length.toLocaleString('en')} characters: in the copied HTML */</style>`;
  });
  return { text, sheetCharacters };
}
