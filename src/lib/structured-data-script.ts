/**
 * The catalog's structured data in the browser: one `<script type="application/ld+json">` in the element's light DOM
 * (structured-data parsers read the document's own scripts, not a shadow root's), kept equal to what the catalog
 * shows. The server's script (coursify-elements/ssr writes it beside the declarative shadow root) is adopted, not
 * doubled: after hydration there is one per catalog. A lazy chunk: loaded the first time a catalog has courses to
 * describe (src/elements/kit/features/structured-data.ts).
 */
import { type CourseList, courseListJsonLd, dataLanguage } from './course-structured-data';
import { requestedLang } from './i18n/resolve';
import { STRUCTURED_DATA_ATTRIBUTE } from './structured-data-mark';

/**
 * Writes `list`'s description into `host` (undefined: removes it). The text is replaced only when it changed, so the
 * server's script, which already says the same, is left as it is.
 */
export function describeCourses(host: Element, list: CourseList | undefined): void {
  const json = list && courseListJsonLd(list, dataLanguage(requestedLang(host)));
  const [script, ...extra] = [...host.children].filter(
    (child) => child.localName === 'script' && child.hasAttribute(STRUCTURED_DATA_ATTRIBUTE),
  );
  for (const copy of extra) copy.remove();
  if (json === undefined) {
    script?.remove();
  } else if (script) {
    if (script.textContent !== json) script.textContent = json;
  } else {
    const created = host.ownerDocument.createElement('script');
    created.type = 'application/ld+json';
    created.setAttribute(STRUCTURED_DATA_ATTRIBUTE, '');
    created.textContent = json;
    host.append(created);
  }
}
