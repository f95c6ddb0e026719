/** The two modules of parse5 6.0.1 that parse5-parser.ts imports (@types/parse5 types only its public entry). */
declare module 'parse5/lib/parser' {
  const Parser: new (options: { sourceCodeLocationInfo: boolean; treeAdapter: object }) => unknown;
  export default Parser;
}

declare module 'parse5/lib/tree-adapters/default' {
  export function createDocument(): unknown;
  export function createElement(tagName: string, namespaceURI: string, attrs: unknown[]): unknown;
}
