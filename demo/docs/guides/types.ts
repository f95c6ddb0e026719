/**
 * The docs site's Markdown pages as scripts/docs-guides-plugin.ts gives them (parsed at build time by
 * scripts/markdown-pages.mjs): a tree of plain data, never HTML.
 */

/** Text, or `[tag, props, ...children]`; a code block is `['pre', { lang }, code]`. */
export type MarkdownNode = string | [string, Record<string, string> | null, ...MarkdownNode[]];

export type DocPageKind = 'overview' | 'guide' | 'element';

/** One page, as its own module: its words and where they come from. */
export interface DocPage {
  id: string;
  route: string;
  kind: DocPageKind;
  /** The Markdown file it is rendered from, relative to the repository's root. */
  file: string;
  title: string;
  description: string;
  tree: MarkdownNode[];
}

/** A page of the list the routes are made from: no words, a loader of its module. */
export interface DocPageEntry {
  id: string;
  route: string;
  kind: DocPageKind;
  load: () => Promise<{ default: DocPage }>;
}

/** The overview's and the guides' titles, for the navigation. */
export interface DocNavEntry {
  route: string;
  title: string;
  kind: DocPageKind;
}
