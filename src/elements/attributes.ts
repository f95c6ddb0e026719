/**
 * Attribute text → prop value, by the declared type. Pure, so every rule is unit-tested; the element decides
 * what to do with a problem (log it; for JSON, show the error state).
 */
import type { Problem } from '../lib/report';
import type { PropSpec } from './api';

export type Parsed = { value: unknown; problem?: Problem; fatal?: boolean };

export function parseAttribute(spec: PropSpec, attribute: string, text: string | null): Parsed {
  const where = `attribute "${attribute}"`;
  if (spec.type === 'boolean') return { value: text !== null }; // HTML: presence is truth, whatever the text
  if (text === null) return { value: undefined }; // removed: the declared default applies
  if (spec.type === 'json') {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      // Unusable input: the element shows an error state instead of guessing.
      if (/^\[object \w+\]$/.test(text.trim())) {
        // What React 18 (and other frameworks) write when given an object or array for a custom element.
        return {
          value: undefined,
          fatal: true,
          problem: {
            where,
            message: `is "${text.trim()}": an object was written as text. Set the \`${attributeToProperty(attribute)}\` property instead (React 18 writes attributes: use coursify-elements/react)`,
          },
        };
      }
      return {
        value: undefined,
        fatal: true,
        problem: { where, message: `is not valid JSON (${(error as Error).message})` },
      };
    }
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
  return { value: text };
}

function attributeToProperty(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
