/**
 * One element's declarative shadow root: `<template shadowrootmode="open">` holding its styles and its first render,
 * rendered with react-dom/server from the tree the element mounts in a browser (element-class.ts: ElementHost, with
 * the element's boundary and language, around the component), so the browser's first render matches it and
 * hydrates it in place.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type CourseList, courseListJsonLd, dataLanguage, structuredDataScript } from '../lib/course-structured-data';
import { autoDirection, dirState } from '../lib/i18n/direction';
import * as stringsChecks from '../lib/i18n/strings';
import { reportError, warnProblems } from '../lib/report';
import { ElementHost, type HostProps } from '../react/shared/ElementHost';
import { provideStringsChecks } from '../react/shared/i18n';
import { type ElementInputs, serverValues } from './element-values';
import { SERVER_ELEMENTS } from './elements';
import { serverLocale } from './locale';
import { inlineStyle, shadowRootTemplate } from './shadow-template';
import { elementCss } from './styles';

export type RenderElementOptions = ElementInputs & {
  /**
   * The language and direction the element would inherit from its ancestors (its own `lang`/`dir` attributes win).
   * Absent: English, left to right.
   */
  readonly lang?: string;
  readonly dir?: string;
  /** The text `dir="auto"` on the element reads (renderHtml passes its light DOM's); none: left to right. */
  readonly directionText?: string;
  /**
   * `inline` (default): the element's whole sheet in a `<style>` inside the template. `{ href }`: a
   * `<link rel="stylesheet">` to the page's copy of `coursify-elements/ssr/elements.css` instead (renderHtml's
   * `stylesheet`). `none`: no style, for a framework that puts its own.
   */
  readonly styles?: 'inline' | 'none' | { readonly href: string };
  /** The tag the page registered the element under, when not its own (`define('my-catalog')`). */
  readonly tag?: string;
};

// An element's `strings` apply in the server's first render, as in the browser's hydration (which waits for them).
provideStringsChecks(stringsChecks);

/**
 * The element's direction as a browser reads it: its own `dir` keyword; for `auto`, its text's; for no keyword (none,
 * or a value such as `" rtl"`), the one it inherits.
 */
function elementDirection(own: string | undefined, options: RenderElementOptions): string {
  const state = dirState(own);
  if (state === 'auto') return autoDirection(options.directionText ?? '');
  return state ?? options.dir ?? '';
}

/** Thrown for a tag that is not one of ours; renderHtml leaves such an element alone. */
export class UnknownElementError extends Error {}

/**
 * The template (`<template shadowrootmode="open">…</template>`) to put first inside `<tag …>`, followed, for a
 * catalog that shows courses, by its structured data (`<script type="application/ld+json">`). Throws when the
 * element cannot be rendered (unknown tag, a component that throws): renderHtml catches and warns.
 */
export function renderElement(element: string, options: RenderElementOptions = {}): string {
  const found = SERVER_ELEMENTS.get(element);
  if (!found) throw new UnknownElementError(`<${element}> is not a Coursify element`);
  const tag = options.tag ?? element;
  const attributes = options.attributes ?? {};
  const locale = serverLocale(attributes.lang ?? options.lang ?? '', elementDirection(attributes.dir, options));
  const { values, defaults, warnings, errors } = serverValues(found.api, options, locale);
  // In the browser's words (src/lib/report.ts), as the element class reports them: an error for what the element
  // shows as its error state, a warning for the rest.
  for (const problem of errors) reportError(tag, problem);
  warnProblems(tag, warnings);
  // An element that describes what it shows (the catalog: it has the opt-out) reports it while it renders.
  let described: CourseList | undefined;
  if ('noStructuredData' in found.api.props)
    values.structuredData = Object.assign((list: CourseList | undefined) => (described = list), {
      whileRendering: true,
    });
  const markup = renderToString(createElement(RenderedElement, { tag, component: found.component, values, defaults }));
  const styles = options.styles ?? 'inline';
  const style =
    styles === 'inline'
      ? inlineStyle(elementCss(found.api))
      : styles === 'none'
        ? ''
        : `<link rel="stylesheet" href="${escapeAttribute(styles.href)}">`;
  return shadowRootTemplate(style, markup) + describedScript(described, attributes.lang ?? options.lang ?? '');
}

/**
 * The element's schema.org description, right after its template (the light DOM, where structured-data parsers read
 * it; the element adopts this script when it hydrates): '' when it shows no course or is opted out.
 */
function describedScript(list: CourseList | undefined, lang: string): string {
  const json = list && courseListJsonLd(list, dataLanguage(lang));
  return json === undefined ? '' : structuredDataScript(json);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element class's RenderedElement, on the server: the same one component above ElementHost. */
function RenderedElement(props: HostProps) {
  return createElement(ElementHost, props);
}
