/** Types of declarations.mjs (plain Node ESM, run without a build), for the TypeScript tests that import it. */
export type PropDeclaration = {
  name: string;
  attribute: string;
  kind: 'string' | 'number' | 'boolean' | 'json';
  type: string;
  default?: unknown;
  values?: string[];
  description: string;
};
export type EventDeclaration = { name: string; detailType: string; cancelable: boolean; description: string };
export type MethodDeclaration = {
  name: string;
  parameters: { name: string; type: string; optional: boolean }[];
  returnType: string;
  description: string;
};
export type NamedDescription = { name: string; description: string };
export type ElementDeclaration = {
  tag: string;
  className: string;
  exportName: string;
  source: string;
  description: string;
  props: PropDeclaration[];
  events: EventDeclaration[];
  methods: MethodDeclaration[];
  parts: NamedDescription[];
  slots: NamedDescription[];
  cssProperties: NamedDescription[];
  /** Custom states (`:state(name)`): the common ones (dark, reduced-motion), then the element's own. */
  states: NamedDescription[];
  jsonChild?: string;
  /** HTML's `lang` and `dir`: read by every element, not declared as props (LANGUAGE_ATTRIBUTES). */
  globalAttributes?: GlobalAttribute[];
  /** The element's English messages (src/lib/i18n/en/, `englishByElement`), in their order; empty for none. */
  messages?: MessageDeclaration[];
};
export type GlobalAttribute = { name: string; type: string; description: string };
export type MessageDeclaration = {
  key: string;
  /** The English text (a plural message's `other` variant). */
  text: string;
  /** Names of its `{placeholders}`, in order of first appearance. */
  placeholders: string[];
  /** Whether it has plural variants (picked by the `count` parameter with Intl.PluralRules). */
  plural: boolean;
  /** A plural message's English variants (`one`, `other`…). */
  variants?: Record<string, string>;
  /** The comment written above the key in the catalogue. */
  description?: string;
};
export const LANGUAGE_ATTRIBUTES: GlobalAttribute[];
export function placeholdersOf(...texts: string[]): string[];
export function messageEntry(key: string, value: unknown, description?: string): MessageDeclaration;
export function readElementList(root?: string): string[];
export function camelCase(tag: string): string;
export function pascalCase(tag: string): string;
export function readDeclarations(options?: { root?: string; tags?: string[] }): ElementDeclaration[];
