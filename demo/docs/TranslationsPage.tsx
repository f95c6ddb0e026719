import { Link, useLoaderData } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';
import { loadAllLanguages } from './bundled-languages';
import { LINK, MUTED } from './classes';
import { Code, Described } from './Described';
import './docs.css';
import { isRtl, type LanguageColumn, languageName, missingCount, translationRows } from './languages';
import { MessageText } from './MessageText';
import { DOCS_PATH, docPath, ELEMENT_DOCS } from './manifest';
import { type ElementDoc, englishOf } from './model';

const CELL = 'border-b border-slate-200 px-2 py-2 align-top [overflow-wrap:anywhere] dark:border-slate-700';
const HEAD = `${CELL} font-semibold`;
const MISSING =
  'inline-block whitespace-nowrap rounded border border-dashed border-amber-700 bg-amber-50 px-1 text-xs font-semibold text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50';

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
        <ElementTranslations key={doc.tag} doc={doc} columns={columns} />
      ))}
      {ELEMENT_DOCS.filter((doc) => doc.messages.length === 0).map((doc) => (
        <p key={doc.tag} className={`mt-8 ${MUTED}`}>
          <Link to={docPath(doc.tag)} className={LINK}>{`<${doc.tag}>`}</Link> has no messages in the manifest yet.
        </p>
      ))}
    </article>
  );
}

function ElementTranslations({ doc, columns }: { doc: ElementDoc; columns: LanguageColumn[] }) {
  const id = `translations-${doc.tag}`;
  const rows = translationRows(doc.messages, columns);
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        <Link to={docPath(doc.tag)} className={LINK}>{`<${doc.tag}>`}</Link>
      </h2>
      <table className="mt-3 w-full border-collapse text-left text-sm" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col" className={HEAD}>
              Key
            </th>
            <th scope="col" className={HEAD}>
              English
            </th>
            {columns.map((column) => (
              <th key={column.code} scope="col" className={HEAD}>
                {languageName(column.code)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ message, translations }) => (
            <tr key={message.key}>
              <th scope="row" className={`${CELL} font-normal`}>
                <Code>{message.key}</Code>
                {message.placeholders.length > 0 && (
                  <span className={`mt-1 block text-xs ${MUTED}`}>
                    {message.placeholders.map((name) => `{${name}}`).join(' ')}
                  </span>
                )}
              </th>
              <td className={CELL} lang="en">
                <MessageText value={englishOf(message)} />
                {message.description && (
                  <p className={`mt-1 text-xs ${MUTED}`}>
                    <Described text={message.description} />
                  </p>
                )}
              </td>
              {translations.map((value, index) => {
                const code = columns[index].code;
                return value === undefined ? (
                  <td key={code} className={CELL} data-missing="">
                    <span className={MISSING}>Missing</span>
                    <span className="sr-only"> in {languageName(code)}: shows in English</span>
                  </td>
                ) : (
                  <td key={code} className={CELL} lang={code} dir={isRtl(code) ? 'rtl' : 'ltr'}>
                    <MessageText value={value} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
