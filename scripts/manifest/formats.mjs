/**
 * The element declarations (declarations.mjs) written out for tools: the Custom Elements Manifest (schema 2.1),
 * VS Code's HTML custom data and JetBrains' Web Types. Pure functions of the declarations; build-manifest.mjs
 * writes their results into dist/.
 */

export const SCHEMA_VERSION = '2.1.0';

/** Where the built module of an element is, relative to the package root. */
export const modulePath = (tag) => `dist/elements/${tag}.js`;

/** A value as the text of a JavaScript expression (the manifest's `default` fields are such texts). */
const expressionText = (value) => JSON.stringify(value);

/**
 * The Custom Elements Manifest: one module per element (its class and its `define(tag?)` function) and the
 * all-elements module `dist/elements/index.js`.
 * @param {import('./declarations.d.mts').ElementDeclaration[]} elements
 */
export function customElementsManifest(elements) {
  const modules = elements.map((element) => {
    const path = modulePath(element.tag);
    const fields = element.props.map((prop) => ({
      kind: 'field',
      name: prop.name,
      type: { text: prop.type },
      ...('default' in prop ? { default: expressionText(prop.default) } : {}),
      description: prop.description,
      attribute: prop.attribute,
    }));
    const methods = element.methods.map((method) => ({
      kind: 'method',
      name: method.name,
      description: method.description,
      parameters: method.parameters.map((p) => ({ name: p.name, type: { text: p.type }, optional: p.optional })),
      return: { type: { text: method.returnType } },
    }));
    return {
      kind: 'javascript-module',
      path,
      description: `Registers <${element.tag}> when imported; \`define(tag)\` registers it under another name.`,
      declarations: [
        {
          kind: 'class',
          name: element.className,
          customElement: true,
          tagName: element.tag,
          description: element.description,
          superclass: { name: 'HTMLElement', package: 'global:' },
          attributes: [
            ...element.props.map((prop) => ({
              name: prop.attribute,
              fieldName: prop.name,
              type: { text: attributeTypeText(prop) },
              ...('default' in prop && prop.kind !== 'boolean' ? { default: String(prop.default) } : {}),
              description: prop.description,
            })),
            // HTML's lang and dir after the declared ones: global attributes every element reads (no field of ours).
            ...(element.globalAttributes ?? []).map((attribute) => ({
              name: attribute.name,
              type: { text: attribute.type },
              description: attribute.description,
            })),
          ],
          members: [...fields, ...methods],
          events: element.events.map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detailType}>` },
            description: eventDescription(event),
          })),
          slots: element.slots,
          cssParts: element.parts,
          cssProperties: element.cssProperties,
          // Schema 2.1: the custom states the page's CSS can select (`course-catalog:state(dark)`).
          cssStates: element.states,
          // The element's messages (its words, for `strings`, registerTranslation and translators). The schema
          // has no field for them and allows extra ones; `x-` marks it as ours (docs/guides/package.md, "API, manifest and editor data").
          [MESSAGES_FIELD]: element.messages ?? [],
        },
        {
          kind: 'function',
          name: 'define',
          description: `Registers the element under another tag name (default \`${element.tag}\`), for pages where the name is taken.`,
          parameters: [{ name: 'tag', optional: true, type: { text: 'string' } }],
          return: { type: { text: 'CustomElementConstructor | undefined' } },
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: element.className, module: path },
        },
        { kind: 'js', name: 'define', declaration: { name: 'define', module: path } },
      ],
    };
  });
  const index = {
    kind: 'javascript-module',
    path: 'dist/elements/index.js',
    description: 'Registers every Coursify element.',
    declarations: [],
    exports: elements.flatMap((element) => [
      {
        kind: 'custom-element-definition',
        name: element.tag,
        declaration: { name: element.className, module: modulePath(element.tag) },
      },
      {
        kind: 'js',
        name: `define${element.className.replace(/Element$/, '')}`,
        declaration: { name: 'define', module: modulePath(element.tag) },
      },
    ]),
  };
  return { schemaVersion: SCHEMA_VERSION, readme: 'README.md', modules: [...modules, index] };
}

/** The declaration field that lists an element's messages (key, English text, placeholders, plural variants). */
export const MESSAGES_FIELD = 'x-messages';

/** What an attribute holds: booleans by presence, JSON props as JSON text, the rest as their type. */
function attributeTypeText(prop) {
  if (prop.kind === 'boolean') return 'boolean';
  if (prop.kind === 'json') return `string (JSON: ${prop.type})`;
  return prop.type;
}

function eventDescription(event) {
  const traits = event.cancelable ? 'Bubbles, composed, cancelable.' : 'Bubbles, composed.';
  return `${event.description} ${traits}`;
}

function defaultNote(prop) {
  if (!('default' in prop) || prop.kind === 'boolean') return '';
  return `\n\nDefault: \`${String(prop.default)}\`.`;
}

/**
 * VS Code's HTML custom data (`html.customData` setting): tag and attribute completion with descriptions,
 * enumerated values and boolean (value-less) attributes.
 * @param {import('./declarations.d.mts').ElementDeclaration[]} elements
 */
export function htmlCustomData(elements) {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: { kind: 'markdown', value: elementSummary(element) },
      attributes: element.props.map((prop) => ({
        name: prop.attribute,
        description: { kind: 'markdown', value: `${prop.description}${defaultNote(prop)}` },
        ...(prop.kind === 'boolean' ? { valueSet: 'v' } : {}),
        ...(prop.values ? { values: prop.values.map((name) => ({ name })) } : {}),
      })),
    })),
  };
}

/** The element's description followed by its events, slots and parts, for editors that show only one text. */
function elementSummary(element) {
  const lines = [element.description];
  const list = (title, items, format) => {
    if (items.length > 0) lines.push('', `**${title}**`, ...items.map((item) => `- ${format(item)}`));
  };
  list('Events', element.events, (e) => `\`${e.name}\` (\`CustomEvent<${e.detailType}>\`): ${e.description}`);
  list('Methods', element.methods, (m) => `\`${m.name}()\`: ${m.description}`);
  list('Slots', element.slots, (s) => `\`${s.name}\`: ${s.description}`);
  list('CSS parts', element.parts, (p) => `\`::part(${p.name})\`: ${p.description}`);
  list('CSS custom properties', element.cssProperties, (p) => `\`${p.name}\`: ${p.description}`);
  list('CSS custom states', element.states, (s) => `\`:state(${s.name})\`: ${s.description}`);
  return lines.join('\n');
}

/** The schema Web Types files name (JetBrains' web-types repository; IDEs validate the file against it). */
export const WEB_TYPES_SCHEMA = 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json';

/**
 * An element's documentation page: the docs route of the shell (`/docs/elements/<tag>`, demo/), under the package's
 * `homepage` where the shell is published. Without a homepage the path alone, relative to wherever the shell is
 * served: no made-up host.
 * @param {string} tag
 * @param {{ homepage?: string }} pkg
 */
export function docUrl(tag, pkg) {
  const path = `docs/elements/${tag}`;
  return pkg.homepage ? new URL(path, pkg.homepage.endsWith('/') ? pkg.homepage : `${pkg.homepage}/`).href : `/${path}`;
}

/**
 * JetBrains Web Types (found through package.json `web-types`): elements with their documentation page, attributes,
 * JS properties and events, slots, and CSS contributions (parts, custom properties).
 * @param {import('./declarations.d.mts').ElementDeclaration[]} elements
 * @param {{ name: string, version: string, homepage?: string }} pkg
 */
export function webTypes(elements, pkg) {
  return {
    $schema: WEB_TYPES_SCHEMA,
    name: pkg.name,
    version: pkg.version,
    'js-types-syntax': 'typescript',
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tag,
          description: element.description,
          'doc-url': docUrl(element.tag, pkg),
          source: { module: `${pkg.name}/${element.tag}`, symbol: element.className },
          attributes: element.props.map((prop) => ({
            name: prop.attribute,
            description: prop.description,
            ...('default' in prop && prop.kind !== 'boolean' ? { default: String(prop.default) } : {}),
            required: false,
            value:
              prop.kind === 'boolean'
                ? { kind: 'no-value', type: 'boolean' }
                : { kind: 'plain', type: prop.kind === 'json' ? 'string' : prop.type },
          })),
          slots: element.slots,
          js: {
            properties: element.props.map((prop) => ({
              name: prop.name,
              description: prop.description,
              type: prop.type,
              ...('default' in prop ? { default: expressionText(prop.default) } : {}),
            })),
            events: element.events.map((event) => ({
              name: event.name,
              description: eventDescription(event),
              type: `CustomEvent<${event.detailType}>`,
            })),
          },
          css: {
            parts: element.parts,
            properties: element.cssProperties,
          },
        })),
      },
    },
  };
}
