import { createElement, useLayoutEffect, useRef } from 'react';
import '../../../src/elements/auto/course-catalog';
import '../../../src/elements/auto/ecosystem-grid';
import { jsonChildOf } from '../../../src/elements/kit/features/watch-json-child';
import type { BuilderTag } from '../manifest';
import { createJsonScript, setJsonScriptText } from './json-script';

/**
 * The element with the data exactly as the snippet gives it: in its JSON attribute (`attribute`: `items`,
 * `courses`), or without one in its inline JSON child (changed in place, which the element watches). The same
 * text, not an object handed over as a property, so what shows here is what the pasted HTML shows.
 */
export function BuilderPreview({
  tag,
  json,
  attribute,
  lang,
  strings,
}: {
  tag: BuilderTag;
  json: string;
  /** The attribute the snippet writes the data in; undefined: the inline JSON child. */
  attribute?: string;
  /** The snippet's `lang`, if any. */
  lang?: string;
  /** The snippet's `strings` attribute text, if any. */
  strings?: string;
}) {
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    if (lang) node.setAttribute('lang', lang);
    else node.removeAttribute('lang');
    if (strings) node.setAttribute('strings', strings);
    else node.removeAttribute('strings');
  }, [lang, strings]);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const script = jsonChildOf(node);
    if (attribute) {
      // Only one carrier at a time, as in the snippet (the attribute would win over a child anyway).
      script?.remove();
      node.setAttribute(attribute, json);
      return;
    }
    for (const name of ['items', 'courses']) node.removeAttribute(name);
    if (script) setJsonScriptText(script, json);
    else node.append(createJsonScript(json));
  }, [json, attribute]);
  return createElement(tag, { ref: element });
}
