import { Link, useLoaderData } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';
import { loadAllLanguages } from './bundled-languages';
import { LINK, MUTED } from './classes';
import { Code } from './Described';
import './docs.css';
import { type LanguageColumn, languageName, missingCount } from './languages';
import { DOCS_PATH, docPath, ELEMENT_DOCS } from './manifest';
import { TranslationTable } from './TranslationTable';

/** Every bundled language's catalogue, loaded before the page shows. */
export async function translationsLoader(): Promise<LanguageColumn[]> {
  return loadAllLanguages();
}

/**
 * `/docs/translations`: what a translator needs. For every element, every message key with its English words,
 * its placeholders and note (from the manifest), and each bundled language's words beside it; a missing one is
 * marked. Each translation cell carries its language and direction, so it is read and shown as written.
 */
export function TranslationsPage() {
  const columns = useLoaderData() as LanguageColumn[];
  usePageMeta(
    'Translations · Elements · Coursify',
    'Every message of every Coursify element, in English and each bundled language, side by side.',
  );
  const elements = ELEMENT_DOCS.filter((doc) => doc.messages.length > 0);
  const total = elements.reduce((sum, doc) => sum + doc.messages.length, 0);
  return (
    <article>
      <p className="text-sm">
        <Link to={DOCS_PATH} className={LINK}>
          All elements
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Translations</h1>
      <p className={`mt-3 max-w-3xl text-lg ${MUTED}`}>
        Every message of the elements ({total} keys), in English and in each language the package ships, side by side.
        Keep each <Code>{'{placeholder}'}</Code> as written: the element fills it in. A plural message has a text per
        plural category of the language (<Code>one</Code>, <Code>few</Code>, <Code>other</Code>…). Add a language with{' '}
        <Code>registerTranslation(code, messages)</Code>; a key it lacks shows in English.
      </p>
      {columns.length === 0 ? (
        <p className={`mt-4 ${MUTED}`}>No language besides English is bundled yet.</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Bundled languages">
          {columns.map((column) => {
            const missing = elements.reduce((sum, doc) => sum + missingCount(doc.messages, column.catalogue), 0);
            return (
              <li key={column.code}>
                {languageName(column.code)}: {missing === 0 ? 'complete' : `${missing} of ${total} missing`}
              </li>
            );
          })}
        </ul>
      )}
      {elements.map((doc) => (
        <TranslationTable key={doc.tag} doc={doc} columns={columns} href={docPath(doc.tag)} />
      ))}
      {ELEMENT_DOCS.filter((doc) => doc.messages.length === 0).map((doc) => (
        <p key={doc.tag} className={`mt-8 ${MUTED}`}>
          <Link to={docPath(doc.tag)} className={LINK}>{`<${doc.tag}>`}</Link> has no messages in the manifest yet.
        </p>
      ))}
    </article>
  );
}
