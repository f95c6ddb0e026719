import { Link } from 'react-router';
import { LINK, MUTED } from './classes';
import { Code, Described } from './Described';
import { MessageText } from './MessageText';
import { exampleMessageKey, TRANSLATIONS_PATH } from './manifest';
import { type ElementDoc, englishOf } from './model';

const CELL = 'border-b border-slate-200 px-2 py-2 align-top [overflow-wrap:anywhere] dark:border-slate-700';

/**
 * The element's messages, from the manifest (`x-messages`, written from its English catalogue): each key a page
 * may set in `strings` or a translation, its English words and its placeholders.
 */
export function MessagesTable({ doc }: { doc: ElementDoc }) {
  const example = exampleMessageKey(doc.tag);
  return (
    <section aria-labelledby="messages" className="mt-12">
      <h2 id="messages" className="text-2xl font-semibold">
        Messages
      </h2>
      {doc.messages.length === 0 ? (
        <p className={`mt-2 ${MUTED}`}>
          {`<${doc.tag}>`} has no messages in <Code>custom-elements.json</Code> yet.
        </p>
      ) : (
        <>
          <p className={`mt-2 max-w-3xl ${MUTED}`}>
            Every word of its own the element shows or announces, by key: set any of them for one element with{' '}
            <Code>{`strings='{"${example}":"…"}'`}</Code>, or for a whole language with <Code>registerTranslation</Code>
            . A placeholder is filled in by the element; keep it in the text.{' '}
            <Link to={TRANSLATIONS_PATH} className={LINK}>
              Every message in every bundled language
            </Link>
            .
          </p>
          <table className="mt-3 w-full border-collapse text-left text-sm" aria-labelledby="messages">
            <thead>
              <tr>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Key
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  English
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Placeholders
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.messages.map((message) => (
                <tr key={message.key}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <Code>{message.key}</Code>
                  </th>
                  <td className={CELL}>
                    <MessageText value={englishOf(message)} />
                    {message.description && (
                      <p className={`mt-1 text-xs ${MUTED}`}>
                        <Described text={message.description} />
                      </p>
                    )}
                  </td>
                  <td className={CELL}>
                    {message.placeholders.length === 0
                      ? '—'
                      : message.placeholders.map((name, index) => (
                          <span key={name}>
                            {index > 0 && ', '}
                            <Code>{`{${name}}`}</Code>
                          </span>
                        ))}
                    {message.plural && <span className={`block text-xs ${MUTED}`}>plural: picked by count</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
