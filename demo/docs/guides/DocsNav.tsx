import nav from 'virtual:coursify/doc-nav';
import pages from 'virtual:coursify/doc-pages';
import { NavLink } from 'react-router';
import { FOCUS_RING } from '../classes';

const ITEM = `block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:bg-indigo-950 dark:aria-[current=page]:text-indigo-200 ${FOCUS_RING}`;
/** Two columns on a phone, so the page's own words start within the first screen; one beside the page from lg. */
const LIST = 'grid grid-cols-2 gap-x-2 lg:block';
const GROUP = 'mt-4 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** The element pages' tags, from the Markdown pages' list (not the manifest: it stays out of the guides' chunks). */
const TAGS = pages.filter((page) => page.kind === 'element').map((page) => page.route.split('/').at(-1) as string);

/**
 * The docs' navigation beside every guide: the overview, each guide, each element's page and the translations, in
 * one list a keyboard walks in order. The current page is marked (`aria-current`).
 */
export function DocsNav() {
  const overview = nav.filter((entry) => entry.kind === 'overview');
  const guides = nav.filter((entry) => entry.kind === 'guide');
  return (
    <nav aria-label="Docs" className="text-sm">
      <ul className={LIST}>
        {overview.map((entry) => (
          <li key={entry.route}>
            <NavLink to={entry.route} end className={ITEM}>
              {entry.route === '/docs' ? 'Overview' : 'All guides'}
            </NavLink>
          </li>
        ))}
      </ul>
      <p id="docs-nav-guides" className={GROUP}>
        Guides
      </p>
      <ul aria-labelledby="docs-nav-guides" className={LIST}>
        {guides.map((entry) => (
          <li key={entry.route}>
            <NavLink to={entry.route} end className={ITEM}>
              {entry.title}
            </NavLink>
          </li>
        ))}
      </ul>
      <p id="docs-nav-elements" className={GROUP}>
        Elements
      </p>
      <ul aria-labelledby="docs-nav-elements" className={LIST}>
        {TAGS.map((tag) => (
          <li key={tag}>
            <NavLink to={`/docs/elements/${tag}`} end className={`${ITEM} font-mono`}>
              {`<${tag}>`}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/docs/translations" end className={ITEM}>
            Translations
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
