/**
 * npm run new-element <tag>: a new element in one command. Writes its declaration (src/elements/<tag>.ts), its
 * component (src/react/<tag>/<Name>.tsx), its stylesheet (src/styles/elements/<tag>.css), a unit test of the
 * component and of its React host component, an element test on the built module, and its page in the docs
 * (docs/elements/<tag>.md, the API table filled in from the declaration; a row in the element tables of README.md and
 * docs/elements/README.md); adds the tag to src/elements/elements.json and
 * runs the list generator (scripts/gen-element-lists.mjs), which writes the entries, the React host module and the
 * package exports. The element has one example prop, `label`, that the tests exercise: replace it with the real API.
 *
 * Refuses, writing nothing, a tag that is not a valid custom element name made of lower-case words
 * (`[a-z][a-z0-9]*` joined by dashes), a reserved name, and a tag that is listed already or whose files exist.
 * `--root <dir>` works on another copy of the repository (the unit test's temporary one).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { biomeFormatAll, writeElementLists } from './gen-element-lists.mjs';
import { ELEMENT_DOCS_DIR, elementDocPath, renderApiBlock } from './manifest/api-tables.mjs';
import { camelCase, pascalCase, readDeclarations, readElementList } from './manifest/declarations.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** Names the HTML spec reserves: they contain a dash but are not valid custom element names. */
const RESERVED = new Set([
  'annotation-xml',
  'color-profile',
  'font-face',
  'font-face-src',
  'font-face-uri',
  'font-face-format',
  'font-face-name',
  'missing-glyph',
]);

/** Why `tag` cannot be a new element here, or null when it can. */
export function refusal(tag, root = ROOT) {
  if (typeof tag !== 'string' || tag === '') return 'usage: npm run new-element <tag>  (e.g. course-reviews)';
  if (!/^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)+$/.test(tag)) {
    return `"${tag}" is not a tag this kit makes: lower-case words of letters and digits, each starting with a letter, joined by dashes, at least two (e.g. course-reviews)`;
  }
  if (RESERVED.has(tag)) return `"${tag}" is reserved by HTML and cannot be a custom element name`;
  if (readElementList(root).includes(tag)) return `<${tag}> exists already (src/elements/elements.json)`;
  const taken = [...plannedFiles(tag), elementDocPath(tag)].filter((path) => existsSync(join(root, path)));
  if (taken.length > 0) return `<${tag}> is not in the list, but its files exist: ${taken.join(', ')}`;
  return null;
}

/** The files this script writes itself (the list generator writes the rest). */
export function plannedFiles(tag) {
  const name = pascalCase(tag);
  return [
    `src/elements/${tag}.ts`,
    `src/react/${tag}/${name}.tsx`,
    `src/styles/elements/${tag}.css`,
    `test/unit/react/${tag}/${name}.test.tsx`,
    `test/element/${tag}.test.ts`,
  ];
}

/** `course-reviews` → `Course reviews`: the example label. */
const words = (tag) => tag.replace(/-/g, ' ').replace(/^[a-z]/, (c) => c.toUpperCase());

function declaration(tag) {
  const name = pascalCase(tag);
  const api = `${camelCase(tag)}Api`;
  return `/**
 * <${tag}>: ${words(tag)}. (What it shows and does, and for which page: write it here and in \`description\`.)
 *
 *   <script type="module" src="…/elements/${tag}.js"></script>
 *   <${tag} label="…"></${tag}>
 */
import { DEFAULT_LABEL, ${name} } from '../react/${tag}/${name}';
import styles from '../styles/elements/${tag}.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';

export const ${api} = {
  tag: '${tag}',
  styles,
  description: '${words(tag)}: what the element shows and does (the manifest and the docs pages show this).',
  props: {
    label: prop.string({ default: DEFAULT_LABEL, description: 'The text the element shows (an example prop).' }),
  },
  events: {},
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    label: 'The label text.',
  },
  cssProperties: {
    ...sharedTokens('--cf-font-size', '--cf-font-family', '--cf-color-text'),
  },
} as const satisfies ElementApi;

export type ${name}Element = ElementInstance<typeof ${api}>;

/**
 * Registers the element (under another tag name for pages where \`${tag}\` is taken). This module registers
 * nothing by itself: \`coursify-elements/${tag}\` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = ${api}.tag) {
  return defineElement(${api}, ${name}, tag);
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof ${api}> {}
  interface HTMLElementTagNameMap {
    '${tag}': ${name}Element;
  }
}
`;
}

function component(tag) {
  const name = pascalCase(tag);
  return `export type ${name}Props = {
  /** The text shown. Default \`${words(tag)}\`. */
  label?: string;
};

export const DEFAULT_LABEL = '${words(tag)}';

/**
 * ${words(tag)}. Driven by its props only, within what React 18, React 19 and preact/compat all serve; input from
 * the page goes through a parser in src/lib that skips what is invalid with a warning and never throws.
 */
export function ${name}({ label = DEFAULT_LABEL }: ${name}Props) {
  return (
    <p part="label" className="text-fg">
      {label}
    </p>
  );
}
`;
}

function stylesheet(tag) {
  return `/*
 * <${tag}>'s own sheet, adopted after the shared base (../elements.css): the utilities of its components, and the
 * rules for its host, if it needs any (unlayered, below the imports).
 */
@import "tailwindcss/theme.css" layer(theme);
@import "tailwindcss/utilities.css" layer(utilities) source(none);
@import "../tokens.css";
@source "../../react/shared";
@source "../../react/${tag}";
`;
}

function unitTest(tag) {
  const name = pascalCase(tag);
  return `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL, ${name} } from '../../../../src/react/${tag}/${name}';
import { ${name} as ${name}Host } from '../../../../src/react-host/${tag}';
import { sharedSheet } from '../../../../src/styles/sheet';

describe('${name}', () => {
  it('shows its label, and the default one without', () => {
    const { rerender } = render(<${name} />);
    expect(screen.getByText(DEFAULT_LABEL).getAttribute('part')).toBe('label');
    rerender(<${name} label="Hello" />);
    expect(screen.getByText('Hello').getAttribute('part')).toBe('label');
  });
});

// The element's own sheet is empty here (no Tailwind in unit tests): test/element checks that it is adopted too.
describe('<${tag}> for React hosts', () => {
  it('renders into an open shadow root that adopts the shared sheet first', () => {
    const { container } = render(<${name}Host label="Hello" />);
    const host = container.querySelector('[data-cf-element="${tag}"]');
    expect(host?.shadowRoot?.adoptedStyleSheets[0]).toBe(sharedSheet());
    expect(host?.shadowRoot?.querySelector('[part~="label"]')?.textContent).toBe('Hello');
  });
});
`;
}

function elementTest(tag) {
  const name = pascalCase(tag);
  return `/// <reference types="mocha" />
/**
 * <${tag}> on the built module (the file partners load), written to run unchanged in all three engines: it
 * registers itself, renders into an open shadow root that adopts the shared sheet and its own, and its declared
 * \`label\` works as attribute and as property.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ${name}Element } from '../../src/elements/${tag}';
import { ELEMENTS_DIR, part, shadow } from './helpers';

/** The component's default label, written out: a change to it is made here too, on purpose. */
const DEFAULT_LABEL = '${words(tag)}';

const label = (el: Element) => part(el, 'label')?.textContent ?? null;

async function untilLabel(el: Element, text: string): Promise<void> {
  await waitUntil(() => label(el) === text, \`label "\${text}", got "\${label(el)}"\`, { timeout: 3000 });
}

describe('<${tag}>', () => {
  before(async () => {
    await import(/* @vite-ignore */ \`\${ELEMENTS_DIR}/${tag}.js\`);
  });

  it('is registered by its module and renders its default label in an open shadow root', async () => {
    expect(customElements.get('${tag}')).to.be.a('function');
    const el = await fixture<${name}Element>(html\`<${tag}></${tag}>\`);
    await untilLabel(el, DEFAULT_LABEL);
    expect(part(el, 'root')).to.not.equal(null);
  });

  it('adopts the shared base sheet and its own, the same two objects in every instance', async () => {
    const first = await fixture<${name}Element>(html\`<${tag}></${tag}>\`);
    const second = await fixture<${name}Element>(html\`<${tag}></${tag}>\`);
    const sheets = shadow(first).adoptedStyleSheets;
    expect(sheets.length).to.equal(2);
    expect(shadow(second).adoptedStyleSheets[0] === sheets[0]).to.equal(true);
    expect(shadow(second).adoptedStyleSheets[1] === sheets[1]).to.equal(true);
  });

  it('shows the label attribute, reflects the property, and returns to the default when it is removed', async () => {
    const el = await fixture<${name}Element>(html\`<${tag} label="Hello"></${tag}>\`);
    await untilLabel(el, 'Hello');
    el.label = 'Goodbye';
    expect(el.getAttribute('label')).to.equal('Goodbye');
    await untilLabel(el, 'Goodbye');
    el.removeAttribute('label');
    await untilLabel(el, DEFAULT_LABEL);
  });
});
`;
}

/** A row for the element in a table of elements (`| element | what it is |`), its link relative to that file. */
function withTableRow(text, file, tag, link) {
  // The table: its header, then one row per element until the blank line that ends it.
  const header = text.indexOf('| element | what it is |');
  if (header === -1) throw new Error(`${file} has no element table (| element | what it is |)`);
  const tableEnd = text.indexOf('\n\n', header);
  const rowEnd = tableEnd === -1 ? text.length : tableEnd;
  return `${text.slice(0, rowEnd)}\n| [\`<${tag}>\`](${link}) | new: ${words(tag)} |${text.slice(rowEnd)}`;
}

/** The element's page, docs/elements/<tag>.md, whose API block `npm run docs:api` keeps current. */
function elementPage(tag, apiBlock) {
  return `# \`<${tag}>\`

${words(tag)}. (What it is for, where it goes, and how a page gives it data: write it here.)

\`\`\`html
<script type="module" src="…/dist/cdn/${tag}.js"></script>
<${tag} label="…"></${tag}>
\`\`\`

## API

<!-- api:${tag}:start -->
${apiBlock}
<!-- api:${tag}:end -->
`;
}

/** Writes the files, TypeScript as Biome formats it (CSS is not Biome's here: biome.json leaves it out). */
function writeAll(root, files) {
  const typescript = new Map([...files].filter(([path]) => /\.tsx?$/.test(path)));
  for (const [path, text] of [...files, ...biomeFormatAll(typescript, root)]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** Writes the new element `tag` into the repository at `root`; returns the paths written. Throws a refusal. */
export function newElement(tag, root = ROOT) {
  const problem = refusal(tag, root);
  if (problem) throw new Error(problem);
  const texts = [declaration, component, stylesheet, unitTest, elementTest].map((make) => make(tag));
  writeAll(root, new Map(plannedFiles(tag).map((path, index) => [path, texts[index]])));

  const listFile = join(root, 'src/elements/elements.json');
  const list = JSON.parse(readFileSync(listFile, 'utf8'));
  list.elements.push(tag);
  writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);

  const [element] = readDeclarations({ root, tags: [tag] });
  const page = elementDocPath(tag);
  mkdirSync(join(root, ELEMENT_DOCS_DIR), { recursive: true });
  writeFileSync(join(root, page), elementPage(tag, renderApiBlock(element)));
  for (const [file, link] of [
    ['README.md', page],
    [`${ELEMENT_DOCS_DIR}/README.md`, `${tag}.md`],
  ]) {
    writeFileSync(join(root, file), withTableRow(readFileSync(join(root, file), 'utf8'), file, tag, link));
  }

  const generated = writeElementLists(root);
  return [
    ...plannedFiles(tag),
    'src/elements/elements.json',
    page,
    'README.md',
    `${ELEMENT_DOCS_DIR}/README.md`,
    ...generated,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt === -1 ? ROOT : resolve(args[rootAt + 1] ?? '.');
  const tag = args.filter((_, index) => rootAt === -1 || (index !== rootAt && index !== rootAt + 1))[0];
  const problem = refusal(tag, root);
  if (problem) {
    console.error(`new-element: ${problem}`);
    process.exit(1);
  }
  const written = newElement(tag, root);
  console.log(`new-element: <${tag}> written:\n  ${written.join('\n  ')}`);
  console.log(`Next (docs/architecture.md, "Adding an element"): write its description, props, events and parts in
  src/elements/${tag}.ts, its component, a parser in src/lib for data from the page, its page in docs/elements, then
  npm run docs:api, npm run lint, npm run typecheck, npx vitest run test/unit/react/${tag},
  npm run build and node scripts/test-element.mjs --files test/element/${tag}.test.ts`);
}
