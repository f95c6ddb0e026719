import pages from 'virtual:coursify/doc-pages';
import { Link, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';
import { notFound } from '../route-helpers';
import { ApiTables } from './ApiTables';
import { LINK, MUTED } from './classes';
import { Code, Described } from './Described';
import { MarkdownTree } from './guides/MarkdownTree';
import type { DocPage } from './guides/types';
import './docs.css';
import { MessagesTable } from './MessagesTable';
import { builderPath, DOCS_PATH, docFor, docPath, ELEMENT_DOCS, isBuilderTag, TRANSLATIONS_PATH } from './manifest';
import type { ElementDoc } from './model';
import { summaryOf } from './model';
import { Playground } from './Playground';

/**
 * An element the manifest does not have is the not-found screen. The element's page in the repository
 * (docs/elements/<tag>.md: how to use it, what it does with its data) comes with it, its words above the API.
 */
export async function elementDocLoader({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<DocPage | null> {
  if (!docFor(params.tag)) notFound();
  const entry = pages.find((page) => page.kind === 'element' && page.route === `/docs/elements/${params.tag}`);
  return entry ? (await entry.load()).default : null;
}

/** `/docs/elements/:tag`: the element's description, a live example with controls, and its API, all from the manifest. */
export function ElementDocPage() {
  const doc = docFor(useParams().tag) as ElementDoc;
  const guide = useLoaderData<DocPage | null>();
  // The description's `code` marks mean nothing in a search result's snippet.
  usePageMeta(`<${doc.tag}> · Elements · Coursify`, summaryOf(doc.description).replaceAll('`', ''));
  return (
    <article>
      <nav aria-label="Elements" className="text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to={DOCS_PATH} className={LINK}>
              All elements
            </Link>
          </li>
          {ELEMENT_DOCS.map((other) => (
            <li key={other.tag}>
              <Link to={docPath(other.tag)} className={LINK} aria-current={other.tag === doc.tag ? 'page' : undefined}>
                {`<${other.tag}>`}
              </Link>
            </li>
          ))}
          <li>
            <Link to={TRANSLATIONS_PATH} className={LINK}>
              Translations
            </Link>
          </li>
          <li>
            <Link to="/docs/guides" className={LINK}>
              Guides
            </Link>
          </li>
        </ul>
      </nav>
      <h1 className="mt-6 text-3xl font-bold">{`<${doc.tag}>`}</h1>
      <p className={`mt-3 max-w-3xl text-lg ${MUTED}`}>
        <Described text={doc.description} />
      </p>
      <p className="mt-2 text-sm">
        Module <Code>{doc.modulePath}</Code> (class <Code>{doc.className}</Code>).
        {isBuilderTag(doc.tag) && (
          <>
            {' '}
            For CMS editors:{' '}
            <Link to={builderPath(doc.tag)} className={LINK}>
              the snippet builder
            </Link>
            .
          </>
        )}
      </p>
      <section aria-labelledby="live-example" className="mt-10">
        <h2 id="live-example" className="text-2xl font-semibold">
          Live example
        </h2>
        <Playground key={doc.tag} doc={doc} />
      </section>
      {guide && (
        <section aria-labelledby="guide" className="mt-12">
          <h2 id="guide" className="text-2xl font-semibold">
            Using it
          </h2>
          <MarkdownTree nodes={guide.tree} demote={1} />
        </section>
      )}
      <section aria-labelledby="api" className="mt-12">
        <h2 id="api" className="text-2xl font-semibold">
          API
        </h2>
        <p className={`mt-2 ${MUTED}`}>
          From <Code>custom-elements.json</Code>, written from the element's declaration.
        </p>
        <ApiTables doc={doc} />
      </section>
      <MessagesTable doc={doc} />
    </article>
  );
}
