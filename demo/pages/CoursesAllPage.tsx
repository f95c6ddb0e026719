import { useRef } from 'react';
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

/** The course grid, through the custom element exactly as a partner page uses it. */
export function CoursesAllPage() {
  usePageMeta('All courses · Coursify', 'Free, twelve-week courses in Java, Spring Boot and MySQL.');
  const catalog = useRef<CourseCatalogElement>(null);
  const route = useInAppLinks();
  useElementEvent<CourseNavigateDetail>(catalog, 'course-navigate', (event) =>
    route(event, event.detail.course[event.detail.target]),
  );
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">All courses</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty: keeps the server's light DOM (above) */}
      <course-catalog ref={catalog} dangerouslySetInnerHTML={LIGHT_DOM_KEPT} suppressHydrationWarning />
    </>
  );
}
