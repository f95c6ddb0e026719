import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the shell is published; canonical and Open Graph URLs are absolute on this origin. */
export const SITE_ORIGIN = 'https://coursify.example';

/**
 * Sets `<meta name|property="key" content>` or `<link rel="canonical" href>`, creating the tag when the page has
 * none (the empty shell served for deep links has no canonical or og:url).
 */
function setHeadTag(tag: 'meta' | 'link', key: string, keyValue: string, value: string): void {
  const attribute = tag === 'link' ? 'href' : 'content';
  let element = document.head.querySelector(`${tag}[${key}="${keyValue}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, keyValue);
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Per-route document title, description and canonical URL. index.html carries the landing page's values, so the
 * first paint (and crawlers that do not run scripts) see sensible ones; each route replaces them.
 */
export function usePageMeta(title: string, description?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title;
    setHeadTag('meta', 'property', 'og:title', title);
    setHeadTag('meta', 'name', 'twitter:title', title);
    if (description) {
      setHeadTag('meta', 'name', 'description', description);
      setHeadTag('meta', 'property', 'og:description', description);
      setHeadTag('meta', 'name', 'twitter:description', description);
    }
    const url = `${SITE_ORIGIN}${pathname}`;
    setHeadTag('link', 'rel', 'canonical', url);
    setHeadTag('meta', 'property', 'og:url', url);
  }, [title, description, pathname]);
}
