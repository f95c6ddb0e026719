/**
 * The element docs' page model, read from the Custom Elements Manifest (the one scripts/manifest writes from the
 * element declarations): each element's description, properties with their attributes, types and defaults,
 * events, methods, slots, CSS parts and CSS custom properties, and the kind of control the playground gives each
 * attribute. Pure: nothing here is typed twice, it is all the manifest's.
 */

import type { MessageValue, PluralMessage } from '../../src/lib/i18n/format';

/** The parts of the Custom Elements Manifest schema (2.x) the docs read. */
export type ManifestType = { text: string };
export type ManifestNamed = { name: string; description?: string };
export type ManifestAttribute = ManifestNamed & { fieldName?: string; type?: ManifestType; default?: string };
export type ManifestMember =
  | (ManifestNamed & { kind: 'field'; type?: ManifestType; default?: string; attribute?: string })
  | (ManifestNamed & {
      kind: 'method';
      parameters?: (ManifestNamed & { type?: ManifestType; optional?: boolean })[];
      return?: { type?: ManifestType };
    });
export type ManifestDeclaration = ManifestNamed & {
  kind: string;
  customElement?: boolean;
  tagName?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: (ManifestNamed & { type?: ManifestType })[];
  slots?: ManifestNamed[];
  cssParts?: ManifestNamed[];
  cssProperties?: ManifestNamed[];
  /** Our field (scripts/manifest/formats.mjs MESSAGES_FIELD): the element's messages, from its English catalogue. */
  'x-messages'?: MessageDoc[];
};
export type Manifest = {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations?: ManifestDeclaration[] }[];
};

/** How the playground edits an attribute: chosen from its type in the manifest. */
export type Control =
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'text' }
  /** Rich data: JSON text in the attribute; `valueType` is the property's type (`CourseInput[]`). */
  | { kind: 'json'; valueType: string };

export type PropertyDoc = {
  /** The JavaScript property (camelCase). */
  name: string;
  /** Its attribute, if it has one. */
  attribute?: string;
  /** The property's type (`CourseInput[]`, `'light' | 'dark'`). */
  type: string;
  /** The default as the manifest writes it for the attribute (plain text), or undefined for none. */
  default?: string;
  description: string;
  /** The playground's control for the attribute; absent for a property without an attribute. */
  control?: Control;
};

export type EventDoc = { name: string; detailType: string; description: string };
export type MethodDoc = { name: string; signature: string; description: string };
export type NamedDoc = { name: string; description: string };

/** One of an element's messages: what `strings` and a translation may set, with its English words. */
export type MessageDoc = {
  key: string;
  /** The English text (a plural message's `other` variant). */
  text: string;
  placeholders: string[];
  plural: boolean;
  /** A plural message's English variants, by Intl.PluralRules category. */
  variants?: PluralMessage;
  description?: string;
};

export type ElementDoc = {
  tag: string;
  className: string;
  /** The built module that registers it, relative to the package (`dist/elements/course-catalog.js`). */
  modulePath: string;
  description: string;
  properties: PropertyDoc[];
  events: EventDoc[];
  methods: MethodDoc[];
  slots: NamedDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
  messages: MessageDoc[];
};

const ENUM = /^\s*'[^']*'(\s*\|\s*'[^']*')*\s*$/;
const JSON_ATTRIBUTE = /^string \(JSON: (.+)\)$/;

/**
 * The control for an attribute, from its type text in the manifest: `boolean`, `number`, a union of string
 * literals (`'light' | 'dark'`: a choice), `string (JSON: T)` (rich data as JSON text), anything else text.
 */
export function controlForType(typeText: string): Control {
  const type = typeText.trim();
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'number') return { kind: 'number' };
  if (ENUM.test(type)) return { kind: 'enum', options: [...type.matchAll(/'([^']*)'/g)].map((match) => match[1]) };
  const json = JSON_ATTRIBUTE.exec(type);
  if (json) return { kind: 'json', valueType: json[1] };
  return { kind: 'text' };
}

/** `CustomEvent<CourseNavigateDetail>` → `CourseNavigateDetail`. */
export function detailTypeOf(typeText: string | undefined): string {
  const match = /^CustomEvent<(.+)>$/.exec(typeText?.trim() ?? '');
  return match ? match[1] : (typeText ?? 'unknown');
}

const named = (items: ManifestNamed[] | undefined): NamedDoc[] =>
  (items ?? []).map(({ name, description }) => ({ name, description: description ?? '' }));

function elementDoc(path: string, declaration: ManifestDeclaration): ElementDoc {
  const attributes = declaration.attributes ?? [];
  const members = declaration.members ?? [];
  const fields = members.filter((member) => member.kind === 'field');
  const properties: PropertyDoc[] = fields.map((field) => {
    const attribute = attributes.find((a) => a.name === field.attribute || a.fieldName === field.name);
    return {
      name: field.name,
      ...(attribute ? { attribute: attribute.name } : {}),
      type: field.type?.text ?? 'unknown',
      ...(attribute?.default !== undefined ? { default: attribute.default } : {}),
      description: field.description ?? attribute?.description ?? '',
      ...(attribute ? { control: controlForType(attribute.type?.text ?? 'string') } : {}),
    };
  });
  // An attribute the manifest lists without a field (not written by our generator, but valid in the schema).
  for (const attribute of attributes) {
    if (properties.some((p) => p.attribute === attribute.name)) continue;
    properties.push({
      name: attribute.fieldName ?? attribute.name,
      attribute: attribute.name,
      type: attribute.type?.text ?? 'string',
      ...(attribute.default !== undefined ? { default: attribute.default } : {}),
      description: attribute.description ?? '',
      control: controlForType(attribute.type?.text ?? 'string'),
    });
  }
  const methods: MethodDoc[] = members.flatMap((member) =>
    member.kind === 'method'
      ? [
          {
            name: member.name,
            signature: `${member.name}(${(member.parameters ?? [])
              .map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`)
              .join(', ')}): ${member.return?.type?.text ?? 'void'}`,
            description: member.description ?? '',
          },
        ]
      : [],
  );
  return {
    tag: declaration.tagName as string,
    className: declaration.name,
    modulePath: path,
    description: declaration.description ?? '',
    properties,
    events: (declaration.events ?? []).map((event) => ({
      name: event.name,
      detailType: detailTypeOf(event.type?.text),
      description: event.description ?? '',
    })),
    methods,
    slots: named(declaration.slots),
    cssParts: named(declaration.cssParts),
    cssProperties: named(declaration.cssProperties),
    messages: (declaration['x-messages'] ?? []).map((message) => ({
      ...message,
      placeholders: [...(message.placeholders ?? [])],
      plural: Boolean(message.plural),
    })),
  };
}

/** A message's English: its text, or its plural variants. */
export function englishOf(message: MessageDoc): MessageValue {
  return message.plural && message.variants ? message.variants : message.text;
}

/** An element's English messages as a catalogue (key → text or plural variants), for the `strings` checks. */
export function englishCatalogue(messages: readonly MessageDoc[]): Readonly<Record<string, MessageValue>> {
  return Object.fromEntries(messages.map((message) => [message.key, englishOf(message)]));
}

/** Every custom element the manifest declares, in its order (the element list's). */
export function elementDocs(manifest: Manifest): ElementDoc[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declaration) =>
      declaration.customElement && declaration.tagName ? [elementDoc(module.path, declaration)] : [],
    ),
  );
}

/** The first sentence of a description, for the index. */
export function summaryOf(description: string): string {
  const match = /^(.+?[.!?])(\s|$)/s.exec(description.trim());
  return match ? match[1] : description.trim();
}

/** A description's inline code spans (`…`), as the pages render them: text and code, alternating. */
export function inlineCodeSegments(text: string): { code: boolean; text: string }[] {
  const segments: { code: boolean; text: string }[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ code: false, text: text.slice(last, index) });
    segments.push({ code: true, text: match[1] });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ code: false, text: text.slice(last) });
  return segments;
}
