/**
 * The page renderer, fed a chunk at a time: renderHtml gives it the whole page at once, renderStream each chunk as
 * it arrives; both get the same bytes back for the same input, however it is cut, because every decision is taken at
 * a step of the parser (a token), never at a chunk's edge:
 * - an element of ours (HTML namespace, in the page, not in a `<template>`'s content) is noted when the parser
 *   creates it, and settled when it leaves the stack of open elements: then its attributes, its JSON child, its
 *   ancestors' `lang`/`dir` and whether it already holds a declarative root are final, and are read;
 * - the output is the input with each settled element's expansion (expand.ts) inserted after its start tag, written
 *   in input order: everything up to the start tag of the first element not yet settled goes out as soon as it
 *   arrives, the rest waits for that element's end (or any token that closes it).
 * The input is never re-serialised: every byte of it is in the output, unchanged.
 */
import { SERVER_ELEMENTS } from './elements';
import { type ExpandContext, expand, type Inherited, inDocument, inheritedFrom } from './expand';
import { HTML_NS, type IncrementalParser, incrementalParser, type Node } from './parse5-parser';
import type { RenderElementOptions } from './render-element';
import type { RenderHtmlOptions } from './render-html';

/** An element of ours, from its creation to its expansion. */
type Found = {
  element: Node;
  /** The element it is (its tag, or the one an alias names). */
  name: string;
  /** Settled: what it inherits; null: left as written (no start tag, not in the page). */
  settled?: Inherited | null;
};

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export class PageExpander {
  /** Input received and not yet written out, starting at offset `base` of the whole input. */
  private text = '';
  private base = 0;
  /** Our elements in start-tag order (the order the parser creates them), from the first not yet written. */
  private readonly queue: Found[] = [];
  private readonly open = new Map<Node, Found>();
  private readonly closed: Found[] = [];
  private readonly parser: IncrementalParser;
  /** The element a tag of the page is, if one of ours. */
  private readonly nameOf: (tag: string) => string | undefined;
  private readonly page: Inherited;
  private readonly context: ExpandContext;
  /** Set once the rest is passed through as written (the parser failed, or the input did). */
  private stopped = false;

  constructor(options: RenderHtmlOptions = {}) {
    this.page = { lang: options.lang ?? '', dir: options.dir ?? '' };
    const inlined = new Set<string>();
    this.context = {
      styles: (tag): RenderElementOptions['styles'] => {
        if (options.stylesheet && inlined.has(tag)) return { href: options.stylesheet };
        inlined.add(tag);
        return 'inline';
      },
    };
    const aliases = new Map(
      Object.entries(options.elements ?? {}).map(([tag, element]) => [tag.toLowerCase(), element]),
    );
    this.nameOf = (tag) => (SERVER_ELEMENTS.has(tag) ? tag : aliases.get(tag));
    this.parser = incrementalParser({
      created: (element) => {
        const name = element.namespaceURI === HTML_NS ? this.nameOf(element.tagName as string) : undefined;
        if (name === undefined) return;
        const found: Found = { element, name };
        this.queue.push(found);
        this.open.set(element, found);
      },
      closed: (element) => {
        const found = this.open.get(element);
        if (!found) return;
        this.open.delete(element);
        this.closed.push(found);
      },
      // Settled after the token that closed them, once the parser has done all that token does.
      tokenDone: () => {
        for (const found of this.closed.splice(0)) this.settle(found);
      },
    });
  }

  /** The next chunk of the input; returns the output that is final now. */
  write(chunk: string): string {
    if (this.stopped) return chunk;
    this.text += chunk;
    try {
      this.parser.write(chunk);
    } catch (error) {
      return this.stop(`the markup could not be parsed (${(error as Error).message}); the rest is left as it was`);
    }
    return this.flush(false);
  }

  /** The end of the input: returns the rest of the output. */
  end(): string {
    if (this.stopped) return this.takeAll();
    const cut = this.parser.startTagInProgress();
    try {
      this.parser.end();
    } catch (error) {
      return this.stop(`the markup could not be parsed (${(error as Error).message}); the rest is left as it was`);
    }
    if (cut !== undefined && this.nameOf(cut) !== undefined) {
      console.warn(`coursify-elements/ssr: the markup ends inside the start tag of <${cut}>; left as written.`);
    }
    // What is still open ends with the input, as a browser's parser ends it: rendered, with a word about it.
    const open = [...this.open.values()];
    this.open.clear();
    for (const found of open) this.settle(found);
    const first = open.find((found) => found.settled);
    if (first) {
      console.warn(
        `coursify-elements/ssr: <${first.element.tagName}> has no end tag before the end of the markup; rendered ` +
          'as a browser ends it there.',
      );
    }
    return this.flush(true);
  }

  /**
   * The input failed (`reason`, for the warning): the output ends with what was received, an element whose end
   * has not arrived as written. Returns the rest of the output.
   */
  abort(reason: string): string {
    if (this.stopped) return this.takeAll();
    const open = [...this.open.values()][0]?.element.tagName;
    return this.stop(`${reason}; the page ends there${open ? `, inside <${open}>, left as written` : ''}`);
  }

  private settle(found: Found): void {
    const { element } = found;
    const at = element.sourceCodeLocation?.startTag?.endOffset;
    // An element the parser made up has no start tag to insert after; one in a <template> is not the page.
    found.settled = at === undefined || !inDocument(element) ? null : inheritedFrom(element, this.page);
  }

  /** Writes out the input up to the first element not yet settled, each settled one expanded. */
  private flush(final: boolean): string {
    let out = '';
    while (this.queue.length > 0) {
      const found = this.queue[0];
      const at = found.element.sourceCodeLocation?.startTag?.endOffset;
      if (found.settled === undefined) {
        if (at !== undefined) out += this.take(at);
        return out;
      }
      this.queue.shift();
      if (found.settled === null || at === undefined) continue;
      out += this.take(at) + (expand(found.element, found.name, found.settled, this.context) ?? '');
    }
    // A string may end in the first half of a character: it goes out with the second, so it is encoded whole.
    let end = this.text.length;
    if (!final && end > 0 && isHighSurrogate(this.text.charCodeAt(end - 1))) end--;
    return out + this.take(this.base + end);
  }

  /** The input up to offset `at` of the whole input. */
  private take(at: number): string {
    const part = this.text.slice(0, at - this.base);
    this.text = this.text.slice(at - this.base);
    this.base = at;
    return part;
  }

  private takeAll(): string {
    return this.take(this.base + this.text.length);
  }

  private stop(reason: string): string {
    console.warn(`coursify-elements/ssr: ${reason}.`);
    // What is complete goes out expanded; an element still open, as written.
    this.stopped = true;
    for (const found of this.queue) if (found.settled === undefined) found.settled = null;
    return this.flush(true);
  }
}
