/**
 * The expansion of one element of the page: what renderHtml and renderStream insert right after its start tag (its
 * declarative shadow root), from the element as the parser built it. The one place both go through, so they cannot
 * differ in what they write for an element.
 */
import { NOT_TEXT } from '../lib/child-text';
import { dirState, NOT_DIRECTION_TEXT } from '../lib/i18n/direction';
import { HTML_NS, type Node } from './parse5-parser';
import { type RenderElementOptions, renderElement } from './render-element';

/** The language and direction an element inherits from its ancestors ('' when nothing says). */
export type Inherited = { lang: string; dir: string };

export type ExpandContext = {
  /** How this instance of `tag` carries its sheet (renderHtml's `stylesheet`: the first of each tag inlines it). */
  styles: (tag: string) => RenderElementOptions['styles'];
};

/**
 * The markup to insert after `element`'s start tag, or undefined to leave it as written (already rendered, or it
 * cannot be rendered: one warning naming it). `name` is the element it is (its tag, or the one an alias names).
 */
export function expand(element: Node, name: string, inherited: Inherited, context: ExpandContext): string | undefined {
  const tag = element.tagName as string;
  if (hasShadowTemplate(element)) return undefined; // already rendered: rendering again would nest a second root
  const jsonChild = jsonChildText(element);
  const childText = jsonChild === null ? leftoverText(element) : '';
  const attributes = attributesOf(element);
  const directionText = dirState(attributes.dir) === 'auto' ? autoDirectionText(element) : undefined;
  const options: RenderElementOptions = { attributes, jsonChild, childText, directionText, ...inherited };
  try {
    return renderElement(name, { ...options, styles: context.styles(tag), tag });
  } catch (error) {
    console.warn(`<${tag}> could not be rendered on the server (${(error as Error).message}); left as it was.`);
    return undefined;
  }
}

/** The first value of each attribute, as a browser keeps it. */
export function attributesOf(element: Node): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attrs ?? []) if (!(name in attributes)) attributes[name] = value;
  return attributes;
}

/**
 * `lang` and `dir` from the nearest ancestor that says (each on its own; a `dir` that is no keyword says nothing, as
 * in a browser), else the page's options. An ancestor's `dir="auto"` gives left to right here: its text may come
 * after the element, which renderStream has not read yet.
 */
export function inheritedFrom(element: Node, page: Inherited): Inherited {
  let lang: string | undefined;
  let dir: string | undefined;
  for (let node = element.parentNode; node && (lang === undefined || dir === undefined); node = node.parentNode) {
    const attributes = attributesOf(node);
    lang ??= attributes.lang;
    if (dirState(attributes.dir)) dir ??= attributes.dir;
  }
  return { lang: lang ?? page.lang, dir: dir ?? page.dir };
}

/** Whether the element is in the page: not inside a `<template>`'s content (which is not the page), not removed. */
export function inDocument(element: Node): boolean {
  let node: Node | null | undefined = element;
  while (node.parentNode) node = node.parentNode;
  return node.nodeName === '#document';
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

/**
 * The text of `node`'s descendants in tree order, without that of the elements `skipped` says hold no such text:
 * one walk for the two readings below.
 */
function descendantText(node: Node, skipped: (element: Node) => boolean): string {
  let text = '';
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === '#text') text += child.value ?? '';
    else if (child.tagName && !skipped(child)) text += descendantText(child, skipped);
  }
  return text;
}

/**
 * The text `dir="auto"` reads (HTML's auto directionality): without that of NOT_DIRECTION_TEXT's elements and of
 * elements with a direction of their own (a `dir` keyword).
 */
const autoDirectionText = (node: Node) =>
  descendantText(
    node,
    (element) => NOT_DIRECTION_TEXT.has(element.tagName as string) || dirState(attributesOf(element).dir) !== undefined,
  );

/** The text of the element's descendants without that of scripts, styles and templates (child-text.ts, leftoverText). */
const leftoverText = (node: Node) => descendantText(node, (element) => NOT_TEXT.has(element.tagName as string));
