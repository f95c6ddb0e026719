import { Link } from 'react-router';
import { LINK, MUTED } from './classes';
import { Code, Described } from './Described';
import { isRtl, type LanguageColumn, languageName, translationRows } from './languages';
import { MessageText } from './MessageText';
import { type ElementDoc, englishOf } from './model';

const CELL = 'border-b border-slate-200 px-2 py-2 align-top [overflow-wrap:anywhere] dark:border-slate-700';
const HEAD = `${CELL} font-semibold`;
const MISSING =
  'inline-block whitespace-nowrap rounded border border-dashed border-amber-700 bg-amber-50 px-1 text-xs font-semibold text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50';

/**
 * One element's messages for translators: key (with its placeholders), English (with the catalogue's note), then
 * each language's words in that language and direction; a key a language lacks is marked Missing.
 */
export function TranslationTable({
  doc,
  columns,
  href,
}: {
  doc: ElementDoc;
  columns: readonly LanguageColumn[];
  /** The element's docs page. */
  href: string;
}) {
  const id = `translations-${doc.tag}`;
  const rows = translationRows(doc.messages, columns);
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        <Link to={href} className={LINK}>{`<${doc.tag}>`}</Link>
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
