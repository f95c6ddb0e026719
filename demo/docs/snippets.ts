/**
 * The code a partner copies from the playground, in the three forms the docs document (docs/guides/frameworks.md
 * stack"): plain HTML (one module script and the tag), React (`coursify-elements/react`, props in camelCase,
 * events as `on<EventName>` handlers) and Vue 3 (the lite build's custom element through `h()`). Pure.
 */
import { callbackName } from '../../src/elements/kit/api';
import type { PropertyDoc } from './model';

/**
 * Where the shell serves the lite build (dist/cdn, copied to dist/demo/cdn by scripts/shell-cdn.mjs), below its
 * own origin: a snippet's scripts load from here unless the partner names another base URL.
 */
export const SHELL_CDN_PATH = '/cdn/';

/**
 * The absolute URL of the lite build as this page's shell serves it (`https://<shell host>/cdn/`): a real URL a
 * pasted snippet can load, never a placeholder host. Where there is no page (the prerender in Node), the path alone.
 */
export function shellCdnBase(): string {
  return typeof location === 'undefined' ? SHELL_CDN_PATH : new URL(SHELL_CDN_PATH, location.origin).href;
}

/**
 * The base URL the partner typed, as the snippet writes it (with a trailing `/`), or undefined when it is not an
 * absolute http(s) URL (a snippet pasted into another site needs the host).
 */
export function checkedCdnBase(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.search = '';
  url.hash = '';
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * What the playground has set, by attribute name: `true` for a present boolean attribute, otherwise the
 * attribute's text (JSON text for rich data). Absent attributes are not in the record.
 */
export type AttributeValues = Readonly<Record<string, string | true>>;

export type SnippetInput = {
  tag: string;
  /** The manifest's class name (`CourseCatalogElement`): the React component is the same name without `Element`. */
  className: string;
  properties: readonly PropertyDoc[];
  values: AttributeValues;
  /** `--cf-*` custom properties set on the element. */
  tokens?: Readonly<Record<string, string>>;
  /** Event names the snippet listens to. */
  events?: readonly string[];
};

export type SnippetLanguage = 'html' | 'react' | 'vue';

/** `&` and `"` in a double-quoted attribute value. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** `&` and `'` in a single-quoted attribute value (JSON text, full of double quotes, reads better this way). */
export function escapeSingleQuotedAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/**
 * JSON text safe inside `<script type="application/json">`: every `<` becomes `\u003c`, so neither `</script>`
 * nor `<!--` can end or confuse the script element. Valid JSON only has `<` inside strings, where the escape
 * means the same character.
 */
export function scriptSafeJson(text: string): string {
  return text.replace(/</g, '\\u003c');
}

/** The JSON text pretty-printed when it parses; as given otherwise. */
function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function kindOf(properties: readonly PropertyDoc[], attribute: string) {
  return properties.find((p) => p.attribute === attribute)?.control?.kind ?? 'text';
}

function propertyName(properties: readonly PropertyDoc[], attribute: string): string {
  return properties.find((p) => p.attribute === attribute)?.name ?? attribute;
}

/** Attributes in the manifest's order, so a snippet does not depend on the order controls were touched. */
function orderedValues(input: SnippetInput): [string, string | true][] {
  const order = input.properties.flatMap((p) => (p.attribute ? [p.attribute] : []));
  return Object.entries(input.values).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

function styleText(tokens: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(tokens ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/** The HTML attributes of the element (` name`, ` name="…"`, ` name='[…]'` for JSON), in the manifest's order. */
export function htmlAttributes(input: SnippetInput): string {
  const parts = orderedValues(input).map(([attribute, value]) => {
    if (value === true) return ` ${attribute}`;
    if (kindOf(input.properties, attribute) === 'json') {
      return ` ${attribute}='${escapeSingleQuotedAttribute(prettyJson(value))}'`;
    }
    return ` ${attribute}="${escapeAttribute(value)}"`;
  });
  const style = styleText(input.tokens);
  if (style) parts.push(` style="${escapeAttribute(style)}"`);
  return parts.join('');
}

/** The module script of the lite build's `<tag>.js` under `base` (shellCdnBase by default). */
export function moduleScript(tag: string, base: string = shellCdnBase()): string {
  return `<script type="module" src="${escapeAttribute(`${base}${tag}.js`)}"></script>`;
}

/** Plain HTML: the module script of the lite build (any stack, no React) and the element. */
export function htmlSnippet(input: SnippetInput, base?: string): string {
  const lines = [moduleScript(input.tag, base), '', `<${input.tag}${htmlAttributes(input)}></${input.tag}>`];
  const events = input.events ?? [];
  if (events.length > 0) {
    lines.push('<script type="module">', `  const element = document.querySelector('${input.tag}');`);
    for (const name of events) {
      lines.push(`  element.addEventListener('${name}', (event) => console.log(event.detail));`);
    }
    lines.push('</script>');
  }
  return lines.join('\n');
}

/** A JS string literal (single quotes, as the project's code writes them). */
function jsString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** `{…}` JSON pretty-printed as a JS value, each line after the first indented by `indent`. */
function jsValue(text: string, indent: string): string {
  return prettyJson(text).split('\n').join(`\n${indent}`);
}

/** The React component's name: the manifest's class name without `Element` (`CourseCatalogElement`). */
export function reactComponentName(className: string): string {
  return className.replace(/Element$/, '');
}

/** A JSX string attribute: plain `"…"` when the text allows it, else a `{'…'}` expression. */
function jsxString(text: string): string {
  return /^[^"\\&{}<>\n\r]*$/.test(text) ? `"${text}"` : `{${jsString(text)}}`;
}

/** React 18/19: `coursify-elements/react`, rendered by the host's own React. */
export function reactSnippet(input: SnippetInput): string {
  const name = reactComponentName(input.className);
  const props = orderedValues(input).map(([attribute, value]) => {
    const prop = propertyName(input.properties, attribute);
    if (value === true) return prop;
    const kind = kindOf(input.properties, attribute);
    if (kind === 'json') return `${prop}={${jsValue(value, '  ')}}`;
    if (kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return `${prop}={${Number(value)}}`;
    return `${prop}=${jsxString(value)}`;
  });
  const tokens = Object.entries(input.tokens ?? {});
  if (tokens.length > 0) {
    props.push(`style={{ ${tokens.map(([token, value]) => `${jsString(token)}: ${jsString(value)}`).join(', ')} }}`);
  }
  for (const event of input.events ?? []) props.push(`${callbackName(event)}={(event) => console.log(event.detail)}`);
  const head = `import { ${name} } from 'coursify-elements/react';\n\n`;
  if (props.length === 0) return `${head}<${name} />`;
  return `${head}<${name}\n${props.map((prop) => `  ${prop}`).join('\n')}\n/>`;
}

/**
 * Vue 3: the lite build's element through `h()` (docs/guides/frameworks.md, "Vue 3"): rich data as the property, other attributes
 * as attributes, `on<EventName>` listening to the element's event. With templates, the comment says what to set.
 */
export function vueSnippet(input: SnippetInput): string {
  const entries = orderedValues(input).map(([attribute, value]) => {
    if (value === true) return `${jsString(attribute)}: ''`;
    if (kindOf(input.properties, attribute) === 'json') {
      return `${propertyName(input.properties, attribute)}: ${jsValue(value, '  ')}`;
    }
    return `${jsString(attribute)}: ${jsString(value)}`;
  });
  const tokens = Object.entries(input.tokens ?? {});
  if (tokens.length > 0) {
    entries.push(`style: { ${tokens.map(([token, value]) => `${jsString(token)}: ${jsString(value)}`).join(', ')} }`);
  }
  for (const event of input.events ?? []) entries.push(`${callbackName(event)}: (event) => console.log(event.detail)`);
  return [
    `import 'coursify-elements/lite/${input.tag}';`,
    `import { h } from 'vue';`,
    '',
    `// In a template instead: tell the compiler the tag is a custom element`,
    `// (compilerOptions.isCustomElement: (tag) => tag === '${input.tag}'), bind rich data with : and events with @.`,
    entries.length === 0
      ? `h('${input.tag}');`
      : `h('${input.tag}', {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n});`,
  ].join('\n');
}

export function snippetFor(language: SnippetLanguage, input: SnippetInput): string {
  if (language === 'react') return reactSnippet(input);
  if (language === 'vue') return vueSnippet(input);
  return htmlSnippet(input);
}

/**
 * The language a builder's snippet sets, and the instance's own words (`strings`), both optional; and the base URL
 * of the lite build its module script loads from (shellCdnBase when absent).
 */
export type LanguageOptions = { lang?: string; strings?: Readonly<Record<string, unknown>>; base?: string };

/**
 * ` lang="de" strings='{…}'` for the element's start tag: `lang` double-quoted and escaped, `strings` as compact
 * JSON in single quotes with `&` and `'` escaped (a `'` in a message cannot end the attribute). Nothing for none.
 */
export function languageAttributes({ lang, strings }: LanguageOptions = {}): string {
  let text = '';
  if (lang?.trim()) text += ` lang="${escapeAttribute(lang.trim())}"`;
  if (strings && Object.keys(strings).length > 0) {
    text += ` strings='${escapeSingleQuotedAttribute(JSON.stringify(strings))}'`;
  }
  return text;
}

/**
 * The element with its data in an inline `<script type="application/json">` child
 * (src/elements/kit/features/watch-json-child.ts), made safe for the script element, after the module script. Only
 * for editors who may post any HTML: a CMS strips the `<script>` for the others (in WordPress, all without
 * `unfiltered_html`), and the element then shows its error state.
 */
export function inlineJsonChildSnippet(tag: string, jsonText: string, options?: LanguageOptions): string {
  const json = scriptSafeJson(jsonText)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `${moduleScript(tag, options?.base)}\n\n<${tag}${languageAttributes(options)}>\n  <script type="application/json">\n${json}\n  </script>\n</${tag}>`;
}

/**
 * The element with its data in its JSON attribute (`<course-catalog courses='[…]'>`, `<ecosystem-grid items='[…]'>`),
 * after the module script: the form that survives a CMS's sanitizer for every role once the tag and attribute are
 * allowed (the WordPress plugin allows them), so the builders copy it by default.
 */
export function jsonAttributeSnippet(
  tag: string,
  attribute: string,
  jsonText: string,
  options?: LanguageOptions,
): string {
  return `${moduleScript(tag, options?.base)}\n\n<${tag}${languageAttributes(options)} ${attribute}='${escapeSingleQuotedAttribute(jsonText)}'></${tag}>`;
}
