/** Types of markdown-pages.mjs, for the TypeScript that imports it (the Vite plugin, the prerender, the tests). */
export type MarkdownNode = string | [string, Record<string, string> | null, ...MarkdownNode[]];
export type PageKind = 'overview' | 'guide' | 'element';
export interface MarkdownPage {
  id: string;
  file: string;
  route: string;
  kind: PageKind;
}
export interface ParsedPage {
  title: string;
  description: string;
  headings: { level: number; id: string; text: string }[];
  links: ({ href: string } | { file: string })[];
  tree: MarkdownNode[];
}

export const DOCS_ROUTE: string;
export const GUIDES_ROUTE: string;
export const ELEMENTS_ROUTE: string;
export const TAGS: string[];
export function markdownPages(root: string): MarkdownPage[];
export function routeOf(file: string): string | undefined;
export function siteLink(from: string, href: string): { href: string } | { file: string };
export function parsePage(text: string, file: string): ParsedPage;
export function readPage(root: string, page: MarkdownPage): MarkdownPage & ParsedPage;
export function elementProse(tree: MarkdownNode[]): MarkdownNode[];
