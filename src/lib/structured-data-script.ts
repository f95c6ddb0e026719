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
    if (script.textContent !== json) setScriptText(script, json);
  } else {
    host.append(dataScript(host, json));
  }
}

/** The one Trusted Types policy the elements create, named in a page's `trusted-types` (docs/guides/security.md). */
export const STRUCTURED_DATA_POLICY = 'coursify-structured-data';

type ScriptPolicy = { createScript(text: string): unknown };
let policy: ScriptPolicy | undefined;

/**
 * A new data script holding `json`. Where the browser has Trusted Types, its text goes through a policy of ours that
 * passes the JSON as it is (it is data, `<` already escaped, and its type is not JavaScript): a page enforcing them
 * (`require-trusted-types-for 'script'`, the shell's own policy) refuses a plain string for a script's text, even a
 * data script's. A page that also lists its policies (`trusted-types …`) names this one; where it cannot be created,
 * this throws and the catalog writes no structured data (the caller reports it once).
 */
function dataScript(host: Element, json: string): HTMLScriptElement {
  const script = host.ownerDocument.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(STRUCTURED_DATA_ATTRIBUTE, '');
  setScriptText(script, json);
  return script;
}

/** The script's text (the same node kept: a server's script is updated in place). */
function setScriptText(script: Element, json: string): void {
  const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptPolicy } })
    .trustedTypes;
  if (types) {
    policy ??= types.createPolicy(STRUCTURED_DATA_POLICY, { createScript: (text: string) => text });
    script.textContent = policy.createScript(json) as string;
  } else script.textContent = json;
}
