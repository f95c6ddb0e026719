/**
 * The prop store an element renders its first time with, built on the server from what the element reads in a
 * browser (element-class.ts): each present attribute parsed by the element's own parser (kit/attributes.ts), its
 * problems kept as input errors (the error state) or warnings; properties as given (a JSON property replaces its
 * attribute's error); the inline JSON child (lib/json-child.ts, as a settled page has it); the language; and one
 * callback per declared event, which the server never calls.
 */
import { callbackName, type ElementApi } from '../elements/kit/api';
import { attributeText, parseAttribute, propTable } from '../elements/kit/attributes';
import type { Locale } from '../lib/i18n/resolve';
import { jsonChildState } from '../lib/json-child';
import type { Problem } from '../lib/report';
import type { HostProps } from '../react/shared/ElementHost';

export type ElementInputs = {
  /** Attributes as the HTML parser gives them (names lower case, entities decoded). */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Properties by prop name, as a framework sets them: they win over attributes. */
  readonly properties?: Readonly<Record<string, unknown>>;
  /** The text of the inline `<script type="application/json">` child (null: none). */
  readonly jsonChild?: string | null;
  /**
   * The element's other light-DOM text, without that of scripts, styles and templates (lib/child-text.ts,
   * leftoverText): text and no JSON child is what a sanitizer leaves, an error state in the browser and here.
   */
  readonly childText?: string;
};

export type ServerValues = {
  values: HostProps['values'];
  defaults: Record<string, unknown>;
  /** What the browser would print for these inputs: the caller prints them (naming the element). */
  warnings: Problem[];
  /** What the browser would print as errors (console.error): unusable input, shown as the error state. */
  errors: Problem[];
};

const ignore = () => true;

export function serverValues(api: ElementApi, inputs: ElementInputs, locale: Locale): ServerValues {
  const [specs, propByAttribute, defaults] = propTable(api);
  // The first render, which the browser's hydration repeats (src/react/shared/server-first.ts).
  const values: HostProps['values'] = { resolvedLocale: locale, serverFirst: true };
  const errors = new Map<string, Problem>();
  const warnings: Problem[] = [];
  const childErrors: Problem[] = [];
  let anyAttribute = false;
  for (const [attribute, text] of Object.entries(inputs.attributes ?? {})) {
    const name = propByAttribute.get(attribute.toLowerCase());
    if (name === undefined) continue;
    anyAttribute = true;
    const { value, problem, fatal } = parseAttribute(specs[name], name, text);
    if (problem && fatal) errors.set(name, problem);
    else if (problem) warnings.push(problem);
    values[name] = value;
  }
  for (const [name, value] of Object.entries(inputs.properties ?? {})) {
    const spec = specs[name];
    if (!spec) continue;
    anyAttribute = true;
    errors.delete(name);
    // A non-JSON property reflects to its attribute and is read back by the same parser, as in a browser.
    if (spec.type === 'json') values[name] = value;
    else values[name] = parseAttribute(spec, name, attributeText(spec, value)).value;
  }
  // The element class stores the list once any attribute was applied; an empty list and none render the same.
  if (anyAttribute) values.inputErrors = [...errors.values()];
  if (api.jsonChild) {
    // The browser's reading (watch-json-child.ts), once the parser is done with the element.
    const state = jsonChildState(inputs.jsonChild ?? null, inputs.childText ?? '', false);
    values.jsonChild = state;
    if (state?.status === 'error') childErrors.push(state.problem);
  }
  values.callbacks = Object.fromEntries(Object.keys(api.events).map((event) => [callbackName(event), ignore]));
  if (api.methods) values.registerMethods = () => {};
  if (api.states) values.setHostState = () => {};
  return { values, defaults, warnings, errors: [...errors.values(), ...childErrors] };
}
