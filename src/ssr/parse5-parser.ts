/**
 * parse5's tree construction, fed a chunk at a time: the parser class behind `parse5.parse`, driven the way the
 * parse5 project's own `parse5-parser-stream` (6.x) drives it: `tokenizer.write(chunk, isLast)`, then the parsing
 * loop, which stops (hibernates) where the chunk ends, mid-token included, and resumes with the next chunk. The
 * tokenizer resumes exactly where it stopped, so the tree, its source offsets and the order of its steps are the
 * same for any chunking (test/unit/ssr-render-stream.test.ts checks it). parse5 is pinned (package.json) and
 * bundled: these are the internals of that one version, typed here for the few we use.
 */
/// <reference path="./parse5-internals.d.ts" />
import Parser from 'parse5/lib/parser';
import * as defaultTreeAdapter from 'parse5/lib/tree-adapters/default';

export const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The parts of parse5's default tree we read. */
export type Node = {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  parentNode?: Node | null;
  value?: string;
  sourceCodeLocation?: { startTag?: { endOffset: number } } | null;
};

type Token = { type: string; tagName?: string };

/** The open elements: what leaves the stack has been closed (by its end tag or another). */
type OpenElements = {
  items: Node[];
  stackTop: number;
  current: Node;
  pop(): void;
  remove(element: Node): void;
  popAllUpToHtmlElement(): void;
};

type ParserInternals = {
  document: Node;
  openElements: OpenElements;
  tokenizer: { write(chunk: string, isLastChunk: boolean): void; currentToken: Token | null };
  _bootstrap(document: Node, fragmentContext: null): void;
  _runParsingLoop(scriptHandler: null): void;
  _processInputToken(token: Token): void;
};

export type ParserHooks = {
  /** An element was created (before it is placed in the tree). */
  created(element: Node): void;
  /** An element left the stack of open elements: it is closed, its children are complete. */
  closed(element: Node): void;
  /** A token was processed (after every `created` and `closed` it caused). */
  tokenDone(token: Token): void;
};

export type IncrementalParser = {
  /** Feeds the next chunk; every complete token in it is processed before this returns. */
  write(chunk: string): void;
  /** The end of the input: the tokenizer finishes what it holds and the parser stops (EOF). */
  end(): void;
  /** The tag name of a start tag the tokenizer is in the middle of (the input so far ends inside it). */
  startTagInProgress(): string | undefined;
};

export function incrementalParser(hooks: ParserHooks): IncrementalParser {
  const treeAdapter = {
    ...defaultTreeAdapter,
    createElement(...args: Parameters<typeof defaultTreeAdapter.createElement>) {
      const element = defaultTreeAdapter.createElement(...args);
      hooks.created(element as unknown as Node);
      return element;
    },
  };
  const parser = new Parser({ sourceCodeLocationInfo: true, treeAdapter }) as unknown as ParserInternals;
  parser._bootstrap(defaultTreeAdapter.createDocument() as unknown as Node, null);

  const stack = parser.openElements;
  const { pop, remove, popAllUpToHtmlElement } = stack;
  stack.pop = function () {
    hooks.closed(this.current);
    pop.call(this);
  };
  stack.remove = function (element) {
    hooks.closed(element);
    remove.call(this, element);
  };
  stack.popAllUpToHtmlElement = function () {
    for (let i = this.stackTop; i > 0; i--) hooks.closed(this.items[i]);
    popAllUpToHtmlElement.call(this);
  };
  const processInputToken = parser._processInputToken;
  parser._processInputToken = function (token) {
    processInputToken.call(this, token);
    hooks.tokenDone(token);
  };

  return {
    write(chunk) {
      parser.tokenizer.write(chunk, false);
      parser._runParsingLoop(null);
    },
    end() {
      parser.tokenizer.write('', true);
      parser._runParsingLoop(null);
    },
    startTagInProgress() {
      const token = parser.tokenizer.currentToken;
      return token?.type === 'START_TAG_TOKEN' ? token.tagName : undefined;
    },
  };
}
