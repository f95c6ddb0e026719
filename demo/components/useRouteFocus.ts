import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The page last handled, for the whole document: layouts mount and unmount as the route moves between shells, so
 * the memory of "where we were" cannot live in one of them. Undefined until the first page has rendered.
 */
let lastPage: string | undefined;

/** Test seam: forget the last page (a fresh document load). */
export function resetRouteFocus(): void {
  lastPage = undefined;
}

/** The main heading of the page, made focusable without joining the tab order; `#main` when a page has none. */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading ?? document.getElementById('main');
}

/** The element a location's `#anchor` names (a guide's section), made focusable like the heading; else null. */
function anchorTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const target = document.getElementById(id);
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * After a client-side navigation to another page (path or query, not an in-page `#anchor`), moves focus to the
 * new page's main heading, or to the section its `#anchor` names (a link to a guide's section), and returns its
 * document title for a polite live region. The first page of a visit keeps the browser's own focus; when it names
 * an `#anchor` the page rendered in the browser (so it was not there when the browser looked), it is scrolled to.
 * Runs in the outermost route, after the page's own effects (usePageMeta) have set the new title.
 */
export function useRouteFocus(): string {
  const { pathname, search, hash } = useLocation();
  const [message, setMessage] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: an in-page #anchor is the browser's to follow
  useEffect(() => {
    const page = pathname + search;
    if (lastPage === undefined || lastPage === page) {
      if (lastPage === undefined) document.getElementById(hash.slice(1))?.scrollIntoView();
      lastPage = page;
      return;
    }
    lastPage = page;
    (anchorTarget(hash) ?? mainHeading())?.focus();
    setMessage(document.title);
  }, [pathname, search]);
  return message;
}
