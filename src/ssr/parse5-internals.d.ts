/** parse5 6.0.1's parser class, which parse5-parser.ts drives (@types/parse5 types only its entry and tree adapter). */
declare module 'parse5/lib/parser' {
  const Parser: new (options: { sourceCodeLocationInfo: boolean; treeAdapter: object }) => unknown;
  export default Parser;
}
