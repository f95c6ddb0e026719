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

/**
 * After a client-side navigation to another page (path or query, not an in-page `#anchor`), moves focus to the
 * new page's main heading and returns its document title for a polite live region. The first page of a visit
 * keeps the browser's own focus. Runs in the outermost route, after the page's own effects (usePageMeta) have set
 * the new title.
 */
export function useRouteFocus(): string {
  const { pathname, search } = useLocation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const page = pathname + search;
    if (lastPage === undefined || lastPage === page) {
      lastPage = page;
      return;
    }
    lastPage = page;
    mainHeading()?.focus();
    setMessage(document.title);
  }, [pathname, search]);
  return message;
}
