import { Link } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';
import { LINK, MUTED, PANEL } from './classes';
import { Code, Described } from './Described';
import './docs.css';
import { BUILDER_TAGS, builderPath, docPath, ELEMENT_DOCS, TRANSLATIONS_PATH } from './manifest';
import { summaryOf } from './model';

/** `/docs/elements`: every element of the manifest, with a link to its page (and to its snippet builder). */
export function ElementsIndexPage() {
  usePageMeta(
    'Elements: docs and playground · Coursify',
    'The API of every Coursify element, a live example to try it, and the code for HTML, React and Vue.',
  );
  return (
    <>
      <h1 className="text-3xl font-bold">Elements</h1>
      <p className={`mt-4 max-w-3xl text-lg ${MUTED}`}>
        Every Coursify element with its API, a live example to try it, and the code to paste in HTML, React or Vue. The
        pages are made from the package's <Code>custom-elements.json</Code> when the site is built, so they say what the
        elements do.
      </p>
      <p className={`mt-3 max-w-3xl ${MUTED}`}>
        Editing a CMS page? Build the HTML in a form, with the element live beside it:{' '}
        {BUILDER_TAGS.map((tag, index) => (
          <span key={tag}>
            {index > 0 && ', '}
            <Link to={builderPath(tag)} className={LINK}>
              {`<${tag}> snippet builder`}
            </Link>
          </span>
        ))}
        .
      </p>
      <p className={`mt-3 max-w-3xl ${MUTED}`}>
        Translating the elements?{' '}
        <Link to={TRANSLATIONS_PATH} className={LINK}>
          Every message in English and each bundled language
        </Link>
        , side by side.
      </p>
      <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
        {ELEMENT_DOCS.map((doc) => (
          <li key={doc.tag} className={PANEL}>
            <h2 className="text-xl font-semibold">
              <Link to={docPath(doc.tag)} className={LINK}>
                {`<${doc.tag}>`}
              </Link>
            </h2>
            <p className={`mt-2 ${MUTED}`}>
              <Described text={summaryOf(doc.description)} />
            </p>
            <p className="mt-2 text-sm">
              {doc.properties.length} properties · {doc.events.length} {doc.events.length === 1 ? 'event' : 'events'} ·{' '}
              {doc.cssParts.length} parts · {doc.cssProperties.length} custom properties
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
