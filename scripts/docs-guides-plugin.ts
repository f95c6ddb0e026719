/**
 * Vite plugin: the repository's Markdown pages (README.md, docs/guides/*.md, docs/elements/*.md) as modules of the
 * shell's docs site, parsed at build time (scripts/markdown-pages.mjs), so the browser gets a tree of plain data
 * and never a Markdown parser:
 * - `virtual:coursify/doc-pages`: each page's id, route and kind, and a loader of its own module. The docs routes
 *   import it (a route per page), so it stays small: no titles, no text.
 * - `virtual:coursify/doc-nav`: the titles and routes of the overview and the guides, for the docs' navigation.
 * - `virtual:coursify/doc-page/<id>`: one page (title, description, tree), a chunk loaded with its route.
 * Images a page shows (the README's screenshots) are written beside the pages at their repository path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementProse, markdownPages, readPage } from './markdown-pages.mjs';

export const PAGES_MODULE_ID = 'virtual:coursify/doc-pages';
export const NAV_MODULE_ID = 'virtual:coursify/doc-nav';
const PAGE_PREFIX = 'virtual:coursify/doc-page/';

const json = (value: unknown) => JSON.stringify(value);

export function docsGuidesModule(root: string) {
  const images = new Set<string>();
  return {
    name: 'coursify-doc-pages',
    resolveId(source: string) {
      if (source === PAGES_MODULE_ID || source === NAV_MODULE_ID || source.startsWith(PAGE_PREFIX))
        return `\0${source}`;
      return undefined;
    },
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (!id.startsWith('\0virtual:coursify/doc-')) return undefined;
      const pages = markdownPages(root);
      if (id === `\0${PAGES_MODULE_ID}`) {
        const entries = pages.map(
          (page) =>
            `{id:${json(page.id)},route:${json(page.route)},kind:${json(page.kind)},load:()=>import(${json(PAGE_PREFIX + page.id)})}`,
        );
        return `export default [${entries.join(',\n')}];`;
      }
      if (id === `\0${NAV_MODULE_ID}`) {
        const nav = pages
          .filter((page) => page.kind !== 'element')
          .map((page) => {
            this.addWatchFile(join(root, page.file));
            return { route: page.route, title: readPage(root, page).title, kind: page.kind };
          });
        return `export default ${json(nav)};`;
      }
      const page = pages.find((candidate) => `\0${PAGE_PREFIX}${candidate.id}` === id);
      if (!page) throw new Error(`docs: no Markdown page ${id.slice(1)}`);
      this.addWatchFile(join(root, page.file));
      const { title, description, tree } = readPage(root, page);
      for (const src of treeImages(tree)) images.add(src);
      const shown = page.kind === 'element' ? elementProse(tree) : tree;
      return `export default ${json({ id: page.id, route: page.route, kind: page.kind, file: page.file, title, description, tree: shown })};`;
    },
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string }) {
      for (const src of images) {
        this.emitFile({ type: 'asset', fileName: src.replace(/^\//, ''), source: readFileSync(join(root, src)) });
      }
    },
  };
}

/** The `src` of every image of a tree (repository paths, written `/docs/images/…`). */
function treeImages(nodes: unknown[]): string[] {
  return nodes.flatMap((node) => {
    if (!Array.isArray(node)) return [];
    const [tag, props, ...children] = node as [string, Record<string, string> | null, ...unknown[]];
    return tag === 'img' && props?.src?.startsWith('/') ? [props.src] : treeImages(children);
  });
}
