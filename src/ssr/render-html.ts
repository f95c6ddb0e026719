/**
 * A partner's page (or fragment) with every Coursify element expanded into its declarative shadow root. The markup
 * is parsed by parse5 (the HTML standard's own tree construction: quotes, comments, raw text, templates) only to
 * find where each element's start tag ends; the templates are inserted there and every other byte of the input is
 * kept as it was: the page is never re-serialised.
 */
import { parse } from 'parse5';
import { NOT_TEXT } from '../lib/child-text';
import { SERVER_ELEMENTS } from './elements';
import { type RenderElementOptions, renderElement } from './render-element';

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

/** The parts of parse5's default tree we read. */
type Node = {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  sourceCodeLocation?: { startTag?: { endOffset: number } };
};

const HTML_NS = 'http://www.w3.org/1999/xhtml';

type Insertion = { at: number; text: string };

/** Never throws: an element that cannot be rendered stays as written, with one warning naming it. */
export function renderHtml(html: string, options: RenderHtmlOptions = {}): string {
  let tree: Node;
  try {
    tree = parse(html, { sourceCodeLocationInfo: true }) as unknown as Node;
  } catch (error) {
    console.warn(
      `coursify-elements/ssr: the markup could not be parsed (${(error as Error).message}); left as it was.`,
    );
    return html;
  }
  const insertions: Insertion[] = [];
  const inlined = new Set<string>();
  const styles = (tag: string): RenderElementOptions['styles'] => {
    if (options.stylesheet && inlined.has(tag)) return { href: options.stylesheet };
    inlined.add(tag);
    return 'inline';
  };
  const aliases = new Map(Object.entries(options.elements ?? {}).map(([tag, element]) => [tag.toLowerCase(), element]));
  const context: Context = {
    insertions,
    styles,
    elementOf: (tag) => (SERVER_ELEMENTS.has(tag) ? tag : aliases.get(tag)),
  };
  visit(tree, { lang: options.lang ?? '', dir: options.dir ?? '' }, context);
  let out = '';
  let from = 0;
  for (const { at, text } of insertions.sort((a, b) => a.at - b.at)) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return out + html.slice(from);
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

type Inherited = { lang: string; dir: string };
type Context = {
  insertions: Insertion[];
  styles: (tag: string) => RenderElementOptions['styles'];
  /** The element a tag of the page is, if one of ours. */
  elementOf: (tag: string) => string | undefined;
};

function visit(node: Node, inherited: Inherited, context: Context): void {
  // A <template>'s content is in `content`, not in childNodes: it is not the page, and is left alone.
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    const attributes = attributesOf(child);
    const here = {
      lang: attributes.lang ?? inherited.lang,
      dir: attributes.dir ?? inherited.dir,
    };
    if (child.namespaceURI === HTML_NS && context.elementOf(child.tagName)) {
      const insertion = expand(child, attributes, inherited, context);
      if (insertion) context.insertions.push(insertion);
    }
    visit(child, here, context);
  }
}

function expand(
  element: Node,
  attributes: Record<string, string>,
  inherited: Inherited,
  context: Context,
): Insertion | undefined {
  const tag = element.tagName as string;
  const name = context.elementOf(tag) as string;
  const at = element.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) return undefined; // an element the parser made up has no start tag to insert after
  if (hasShadowTemplate(element)) return undefined; // already rendered: rendering again would nest a second root
  const jsonChild = jsonChildText(element);
  const childText = jsonChild === null ? leftoverText(element) : '';
  const options: RenderElementOptions = { attributes, jsonChild, childText, ...inherited };
  try {
    return { at, text: renderElement(name, { ...options, styles: context.styles(tag), tag }) };
  } catch (error) {
    console.warn(`<${tag}> could not be rendered on the server (${(error as Error).message}); left as it was.`);
    return undefined;
  }
}

/** The first value of each attribute, as a browser keeps it. */
function attributesOf(element: Node): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attrs ?? []) if (!(name in attributes)) attributes[name] = value;
  return attributes;
}

function hasShadowTemplate(element: Node): boolean {
  return (element.childNodes ?? []).some(
    (child) => child.tagName === 'template' && child.attrs?.some((attr) => attr.name === 'shadowrootmode'),
  );
}

/** The text of the first direct `<script type="application/json">` child (watch-json-child.ts, jsonChildOf). */
function jsonChildText(element: Node): string | null {
  for (const child of element.childNodes ?? []) {
    if (child.tagName !== 'script' || child.namespaceURI !== HTML_NS) continue;
    const type = child.attrs?.find((attr) => attr.name === 'type')?.value ?? '';
    if (type.trim().toLowerCase() !== 'application/json') continue;
    return (child.childNodes ?? []).map((text) => text.value ?? '').join('');
  }
  return null;
}

/** The text of the element's descendants without that of scripts, styles and templates (child-text.ts, leftoverText). */
function leftoverText(node: Node): string {
  let text = '';
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === '#text') text += child.value ?? '';
    else if (child.tagName && !NOT_TEXT.has(child.tagName)) text += leftoverText(child);
  }
  return text;
}
