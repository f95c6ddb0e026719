import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the shell is published; canonical and Open Graph URLs are absolute on this origin. */
export const SITE_ORIGIN = 'https://coursify.example';

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Per-route document title, description and canonical URL. index.html carries the landing page's values, so the
 * first paint (and crawlers that do not run scripts) see sensible ones; each route replaces them.
 */
export function usePageMeta(title: string, description?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title;
    setMeta('meta[property="og:title"]', 'content', title);
    setMeta('meta[name="twitter:title"]', 'content', title);
    if (description) {
      setMeta('meta[name="description"]', 'content', description);
      setMeta('meta[property="og:description"]', 'content', description);
      setMeta('meta[name="twitter:description"]', 'content', description);
    }
    const url = `${SITE_ORIGIN}${pathname}`;
    setMeta('link[rel="canonical"]', 'href', url);
    setMeta('meta[property="og:url"]', 'content', url);
  }, [title, description, pathname]);
}
