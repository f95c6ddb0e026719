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
};
export function readElementList(root?: string): string[];
export function camelCase(tag: string): string;
export function pascalCase(tag: string): string;
export function readDeclarations(options?: { root?: string; tags?: string[] }): ElementDeclaration[];
