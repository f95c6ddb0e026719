/**
 * Attributes and properties, as HTML's own elements have them, by each prop's declared type: the rules both ways
 * (attribute text → prop value, property value → attribute text), and the table of an element's props. Ours
 * rather than r2wc's mapping, which writes `disabled="false"` for false, keeps a removed boolean attribute's value
 * and stringifies rich data into the attribute. Pure, so every rule is unit-tested; the element class applies
 * them (its store, its error state) and decides what to do with a problem (log it; for JSON, show the error state).
 */
import { invalidJsonProblem, parseJson } from '../../lib/json-error';
import { plainText } from '../../lib/plain-text';
import type { Problem } from '../../lib/report';
import { attributeName, COMMON_PROPS, type ElementApi, type PropSpec } from './api';

/**
 * Every prop of an element (its declared ones and the common `theme`) by name, the prop of each attribute, and the
 * declared defaults: what the element class works from.
 */
export function propTable(
  api: ElementApi,
): [specs: Record<string, PropSpec>, propByAttribute: Map<string, string>, defaults: Record<string, unknown>] {
  const specs: Record<string, PropSpec> = { ...api.props, ...COMMON_PROPS };
  return [
    specs,
    new Map(Object.entries(specs).map(([name, spec]) => [attributeName(name, spec), name])),
    Object.fromEntries(
      Object.entries(specs).flatMap(([name, spec]) => (spec.default === undefined ? [] : [[name, spec.default]])),
    ),
  ];
}

/**
 * Property value → the text its attribute reflects (null: the attribute is removed, and the default applies).
 * A boolean is its attribute's presence; null or undefined removes a string's or a number's. JSON props reflect
 * nothing: they keep the value as given and write no (possibly huge) attribute.
 */
export function attributeText(spec: PropSpec, value: unknown): string | null {
  if (spec.type === 'boolean') return value ? '' : null;
  return value == null ? null : String(value);
}

export type Parsed = { value: unknown; problem?: Problem; fatal?: boolean };

/** The text of prop `name`'s attribute → its value (undefined: the default applies), and any problem with it. */
export function parseAttribute(spec: PropSpec, name: string, text: string | null): Parsed {
  const where = `attribute "${attributeName(name, spec)}"`;
  if (spec.type === 'boolean') return { value: text !== null }; // HTML: presence is truth, whatever the text
  if (text === null) return { value: undefined }; // removed: the declared default applies
  if (spec.type === 'json') {
    // Our own words for bad JSON, the same in every engine and on the server (lib/json-error.ts).
    const parsed = parseJson(text);
    if (parsed.ok) return { value: parsed.value };
    // Unusable input: the element shows an error state instead of guessing.
    if (/^\[object \w+\]$/.test(text.trim())) {
      // What React 18 (and other frameworks) write when given an object or array for a custom element.
      return {
        value: undefined,
        fatal: true,
        problem: {
          where,
          message: `is "${text.trim()}": an object written as text; set the \`${name}\` property (React 18: use coursify-elements/react)`,
        },
      };
    }
    return {
      value: undefined,
      fatal: !spec.optional,
      problem: invalidJsonProblem(where, parsed.offset, spec.optional ? '; ignored' : ''),
    };
  }
  if (spec.type === 'number') {
    const number = Number(text);
    if (text.trim() !== '' && Number.isFinite(number)) return { value: number };
    return { value: undefined, problem: { where, message: `expected a number, got "${text}"; the default is used` } };
  }
  if (spec.values && !spec.values.includes(text)) {
    const allowed = spec.values.map((v) => `"${v}"`).join(' or ');
    return { value: undefined, problem: { where, message: `expected ${allowed}, got "${text}"; the default is used` } };
  }
  // Text as HTML carries it (a property may hold what an attribute cannot).
  return { value: plainText(text) };
}
