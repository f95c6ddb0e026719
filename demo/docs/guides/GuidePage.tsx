import { usePageMeta } from '../../components/usePageMeta';
import '../docs.css';
import { DocsNav } from './DocsNav';
import { MarkdownTree } from './MarkdownTree';
import type { DocPage } from './types';

/**
 * `/docs` (the README), `/docs/guides` and `/docs/guides/<name>`: a Markdown page of the repository, rendered from
 * the tree the build made of it, with the docs' navigation beside it. Prerendered (scripts/prerender-plugin.ts).
 */
export function GuidePage({ page }: { page: DocPage }) {
  usePageMeta(`${page.title} · Docs · Coursify`, page.description);
  return (
    <div className="gap-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="mb-8 lg:mb-0">
        <div className="lg:sticky lg:top-20">
          <DocsNav />
        </div>
      </div>
      <article className="min-w-0">
        <MarkdownTree nodes={page.tree} />
      </article>
    </div>
  );
}
