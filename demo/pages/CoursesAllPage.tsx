import { useRef, useState } from 'react';
import '../../src/elements/auto/course-catalog';
import type { CourseCatalogElement, CourseNavigateDetail } from '../../src/elements/course-catalog';
import { useElementEvent } from '../components/useElementEvent';
import { useInAppLinks } from '../components/useInAppLinks';
import { usePageMeta } from '../components/usePageMeta';

/**
 * The element's light DOM as the prerender wrote it (after the declarative shadow root: the catalog's structured
 * data, a `<script type="application/ld+json">` the element keeps current): not React's to hydrate, which would find
 * a child this render does not name and give up hydrating the page. docs/guides/structured-data.md, "React".
 */
const LIGHT_DOM_KEPT = { __html: '' };

/**
 * Only where there is such a light DOM: the server's render and the hydration of the prerendered page (its catalog
 * is in the document before this renders). Rendered on the client (reached from another page), React would write
 * the empty `innerHTML`, which the shell's Trusted Types policy refuses.
 */
const lightDomToKeep = () =>
  typeof document === 'undefined' || document.querySelector('course-catalog') !== null ? LIGHT_DOM_KEPT : undefined;

/** The course grid, through the custom element exactly as a partner page uses it. */
export function CoursesAllPage() {
  usePageMeta('All courses · Coursify', 'Free, twelve-week courses in Java, Spring Boot and MySQL.');
  const catalog = useRef<CourseCatalogElement>(null);
  // Decided once per mount: the prop must not change between renders (React would then write innerHTML).
  const [lightDom] = useState(lightDomToKeep);
  const route = useInAppLinks();
  useElementEvent<CourseNavigateDetail>(catalog, 'course-navigate', (event) =>
    route(event, event.detail.course[event.detail.target]),
  );
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">All courses</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty: keeps the server's light DOM (above) */}
      <course-catalog ref={catalog} dangerouslySetInnerHTML={lightDom} suppressHydrationWarning />
    </>
  );
}
