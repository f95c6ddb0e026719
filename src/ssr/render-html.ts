/**
 * A partner's page (or fragment) with every Coursify element expanded into its declarative shadow root. The markup
 * is parsed by parse5 (the HTML standard's own tree construction: quotes, comments, raw text, templates) only to
 * find where each element's start tag ends; the templates are inserted there and every other byte of the input is
 * kept as it was: the page is never re-serialised. The work is page-expander.ts's, the same that renderStream
 * (render-stream.ts) feeds a chunk at a time: given the whole page in one chunk, it writes the same bytes.
 */
import { parse } from 'parse5';
import { attributesOf } from './expand';
import { PageExpander } from './page-expander';
import type { Node } from './parse5-parser';

export type RenderHtmlOptions = {
  /** The page's language and direction, when the markup's own `<html lang dir>` (or an ancestor's) does not say. */
  readonly lang?: string;
  readonly dir?: string;
  /**
   * Absent (default): every instance carries its sheet in a `<style>`; compressed, a repeat within 32 KB of the last
   * costs about 0.25 KB gzip. A URL where the page serves `coursify-elements/ssr/elements.css`: the first instance
   * of each tag keeps its `<style>` (styled at first paint), further ones link the file (about 0.1 KB each, however
   * far apart; docs/decisions/server-rendering.md has the figures and the trade-off).
   */
  readonly stylesheet?: string;
  /**
   * Tags the page registered under another name (`define('my-catalog')`), each with the element it is:
   * `{ 'my-catalog': 'course-catalog' }`.
   */
  readonly elements?: Readonly<Record<string, string>>;
};

/** Never throws: an element that cannot be rendered stays as written, with one warning naming it. */
export function renderHtml(html: string, options: RenderHtmlOptions = {}): string {
  if (typeof html !== 'string') {
    console.warn(`coursify-elements/ssr: the markup is not a string (${typeof html}); left as it was.`);
    return html;
  }
  const expander = new PageExpander(options);
  return expander.write(html) + expander.end();
}

/**
 * The page's own `lang` (its `<html>` start tag's), and where that start tag ends when the markup has one (a
 * fragment has none; parse5 makes one up with no location): what the CLI's `--lang` is checked against.
 */
export function documentLang(html: string): { lang?: string; htmlStartTagEnd?: number } {
  let tree: Node;
  try {
    tree = parse(html, { sourceCodeLocationInfo: true }) as unknown as Node;
  } catch {
    return {};
  }
  const root = tree.childNodes?.find((node) => node.tagName === 'html');
  if (!root) return {};
  return { lang: attributesOf(root).lang, htmlStartTagEnd: root.sourceCodeLocation?.startTag?.endOffset };
}
