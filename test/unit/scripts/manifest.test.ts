// @vitest-environment node
/**
 * The manifest generator (scripts/manifest): declarations read from source with the TypeScript compiler API, and
 * the three files written from them (custom-elements.json, VS Code custom data, Web Types).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ElementDeclaration, readDeclarations, readElementList } from '../../../scripts/manifest/declarations.mjs';
import {
  customElementsManifest,
  htmlCustomData,
  WEB_TYPES_SCHEMA,
  webTypes,
} from '../../../scripts/manifest/formats.mjs';
import { COMMON_STATES } from '../../../src/elements/kit/common-states';

const ROOT = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));

let elements: ElementDeclaration[];
// biome-ignore lint/suspicious/noExplicitAny: the manifest is JSON checked field by field below
let manifest: any;

beforeAll(() => {
  elements = readDeclarations();
  manifest = customElementsManifest(elements);
}, 60_000);

// biome-ignore lint/suspicious/noExplicitAny: see above
const classOf = (tag: string): any =>
  manifest.modules
    .flatMap((module: { declarations: unknown[] }) => module.declarations)
    .find((declaration: { tagName?: string }) => declaration.tagName === tag);

describe('custom-elements.json', () => {
  it('is schema 2.x with one module per element of the list, plus index.js', () => {
    expect(manifest.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    const tags = readElementList();
    expect(tags.length).toBeGreaterThanOrEqual(7);
    expect(manifest.modules.map((m: { path: string }) => m.path)).toEqual([
      ...tags.map((tag) => `dist/elements/${tag}.js`),
      'dist/elements/index.js',
    ]);
    for (const tag of tags) {
      const element = classOf(tag);
      expect(element, tag).toMatchObject({ kind: 'class', customElement: true, tagName: tag });
      expect(element.description.length, tag).toBeGreaterThan(20);
    }
    const index = manifest.modules.at(-1);
    expect(index.exports.filter((e: { kind: string }) => e.kind === 'custom-element-definition')).toHaveLength(
      tags.length,
    );
  });

  it('lists attributes with their types and defaults (as attribute text) and the property they set', () => {
    const catalog = classOf('course-catalog');
    const attribute = (name: string) => catalog.attributes.find((a: { name: string }) => a.name === name);
    expect(attribute('page-size')).toMatchObject({ fieldName: 'pageSize', type: { text: 'number' }, default: '9' });
    expect(attribute('currency')).toMatchObject({ fieldName: 'currency', type: { text: 'string' }, default: 'USD' });
    expect(attribute('hide-sort')).toMatchObject({ fieldName: 'hideSort', type: { text: 'boolean' } });
    expect(attribute('courses')).toMatchObject({ type: { text: 'string (JSON: CourseInput[])' } });
    expect(attribute('courses')).not.toHaveProperty('default');
    // Every element has the common `theme` prop, typed by its values.
    for (const tag of readElementList()) {
      const theme = classOf(tag).attributes.find((a: { name: string }) => a.name === 'theme');
      expect(theme, tag).toMatchObject({ type: { text: "'light' | 'dark' | 'system'" } });
    }
    const navbar = classOf('site-navbar');
    expect(navbar.attributes.find((a: { name: string }) => a.name === 'variant')).toMatchObject({
      type: { text: "'landing' | 'public' | 'private'" },
      default: 'public',
    });
    expect(navbar.attributes.find((a: { name: string }) => a.name === 'brand-href')).toMatchObject({ default: '/' });
  });

  it('lists properties as fields (defaults as expression text) and declared methods', () => {
    const catalog = classOf('course-catalog');
    const field = (name: string) => catalog.members.find((m: { name: string }) => m.name === name);
    expect(field('courses')).toMatchObject({ kind: 'field', type: { text: 'CourseInput[]' }, attribute: 'courses' });
    expect(field('currency')).toMatchObject({ default: '"USD"', attribute: 'currency' });
    expect(field('hideSearch')).toMatchObject({ type: { text: 'boolean' }, default: 'false' });
    const open = classOf('install-prompt').members.find((m: { kind: string }) => m.kind === 'method');
    expect(open).toMatchObject({ name: 'open', parameters: [], return: { type: { text: 'void' } } });
  });

  it('lists events with their detail type names', () => {
    const events = (tag: string) => classOf(tag).events.map((e: { name: string; type: { text: string } }) => e);
    expect(events('course-catalog')).toEqual([
      expect.objectContaining({ name: 'course-navigate', type: { text: 'CustomEvent<CourseNavigateDetail>' } }),
    ]);
    expect(events('login-form').map((e: { type: { text: string } }) => e.type.text)).toEqual([
      'CustomEvent<LoginSubmitDetail>',
      'CustomEvent<RegisterSubmitDetail>',
      'CustomEvent<SocialLoginDetail>',
    ]);
    expect(events('install-prompt').map((e: { name: string }) => e.name)).toEqual([
      'install-available',
      'install-choice',
      'install-dismiss',
    ]);
    expect(events('course-catalog')[0].description).toMatch(/cancelable/);
    expect(events('ecosystem-grid')[0].description).not.toMatch(/cancelable\.$/);
  });

  it('lists slots, CSS parts and CSS custom properties with descriptions', () => {
    const navbar = classOf('site-navbar');
    expect(navbar.slots.map((s: { name: string }) => s.name)).toEqual(['actions', 'theme-toggle', 'accessibility']);
    expect(navbar.cssProperties.map((p: { name: string }) => p.name)).toContain('--cf-navbar-max-width');
    const catalog = classOf('course-catalog');
    expect(catalog.slots).toEqual([]);
    expect(catalog.cssParts.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['root', 'card', 'card-title', 'button-syllabus', 'pager', 'error']),
    );
    expect(catalog.cssParts.find((p: { name: string }) => p.name === 'card').description).toBe('Each course card.');
    expect(catalog.cssProperties[0]).toMatchObject({ name: '--cf-font-size' });
  });

  it('lists custom states (cssStates): the common ones on every element, then the element’s own', () => {
    const common = Object.keys(COMMON_STATES);
    expect(common).toEqual(['dark', 'reduced-motion']);
    for (const tag of readElementList()) {
      const states = classOf(tag).cssStates;
      expect(
        states.slice(0, 2).map((s: { name: string }) => s.name),
        tag,
      ).toEqual(common);
      for (const state of states) expect(state.description.length, `${tag} ${state.name}`).toBeGreaterThan(20);
    }
    expect(classOf('install-prompt').cssStates.map((s: { name: string }) => s.name)).toEqual([
      'dark',
      'reduced-motion',
      'offer',
      'banner',
    ]);
    expect(classOf('course-catalog').cssStates).toHaveLength(2);
  });
});

describe('declarations read from source', () => {
  it('names the exported class, the declaration and its source file', () => {
    const panel = elements.find((e) => e.tag === 'accessibility-panel');
    expect(panel).toMatchObject({
      className: 'AccessibilityPanelElement',
      exportName: 'accessibilityPanelApi',
      source: 'src/elements/accessibility-panel.ts',
    });
    expect(elements.find((e) => e.tag === 'ecosystem-grid')?.jsonChild).toBe('items');
  });

  /** A one-element project in a temporary directory, with the real api.ts and the given declaration. */
  function readFixture(declaration: string) {
    const root = mkdtempSync(join(tmpdir(), 'cf-manifest-'));
    try {
      mkdirSync(join(root, 'src/elements/kit'), { recursive: true });
      copyFileSync(resolve(ROOT, 'src/elements/kit/api.ts'), join(root, 'src/elements/kit/api.ts'));
      copyFileSync(resolve(ROOT, 'src/elements/kit/css-tokens.ts'), join(root, 'src/elements/kit/css-tokens.ts'));
      copyFileSync(resolve(ROOT, 'src/elements/kit/common-states.ts'), join(root, 'src/elements/kit/common-states.ts'));
      writeFileSync(
        join(root, 'src/elements/bad-element.ts'),
        `import { event, prop } from './kit/api';\nimport { sharedTokens } from './kit/css-tokens';\n${declaration}`,
      );
      return readDeclarations({ root, tags: ['bad-element'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const api = (props: string, events = '') =>
    `export const badElementApi = { tag: 'bad-element', description: 'A fixture.', props: { ${props} }, ` +
    `events: { ${events} }, parts: {}, cssProperties: {} };`;

  it('reads a minimal declaration in another project', () => {
    const [element] = readFixture(api(`size: prop.number({ default: 3, description: 'Size.' })`));
    expect(element.props[0]).toMatchObject({ name: 'size', attribute: 'size', type: 'number', default: 3 });
  });

  it('stops, naming file and line, at a value it cannot read statically rather than guessing', () => {
    const declaration = `const n = Math.max(1, 2);\n${api(`size: prop.number({ default: n * 2, description: 'Size.' })`)}`;
    expect(() => readFixture(declaration)).toThrow(/bad-element\.ts:\d+: cannot read/);
  });

  it('reads shared token descriptions where a declaration spreads sharedTokens(…), in its order', () => {
    const declaration = api('').replace(
      'cssProperties: {}',
      "cssProperties: { ...sharedTokens('--cf-color-focus'), '--cf-radius': 'Corners.', ...sharedTokens('--cf-font-family') }",
    );
    const [element] = readFixture(declaration);
    expect(element.cssProperties).toEqual([
      { name: '--cf-color-focus', description: 'Focus ring.' },
      { name: '--cf-radius', description: 'Corners.' },
      { name: '--cf-font-family', description: 'Font family.' },
    ]);
  });

  it('refuses a token the shared list lacks, and a sharedTokens() of its own', () => {
    const unknown = api('').replace('cssProperties: {}', "cssProperties: { ...sharedTokens('--cf-nope') }");
    expect(() => readFixture(unknown)).toThrow(/bad-element\.ts:\d+: cannot read a token the shared list lacks/);
    const lookalike = `const own = { sharedTokens: (name: string) => ({ [name]: 'Mine.' }) };\n${api('').replace(
      'cssProperties: {}',
      "cssProperties: { ...own.sharedTokens('--cf-radius') }",
    )}`;
    expect(() => readFixture(lookalike)).toThrow(/bad-element\.ts:\d+: cannot read this call/);
  });

  it('refuses an event declared without its detail type', () => {
    expect(() => readFixture(api('', `'x-change': event({ description: 'Changed.' })`))).toThrow(/detail type/);
  });

  it('refuses a declaration whose tag differs from the list', () => {
    expect(() => readFixture(api('').replace("tag: 'bad-element'", "tag: 'other-element'"))).toThrow(
      /'other-element', the element list says 'bad-element'/,
    );
  });

  it('fails loudly, naming the file, for an element with no declaration module', () => {
    expect(() => readDeclarations({ tags: ['no-such-element'] })).toThrow(
      /src\/elements\/no-such-element\.ts, which does not exist/,
    );
  });
});

describe('VS Code custom data', () => {
  it('has every element with its attributes, boolean ones value-less and enumerations listed', () => {
    const data = htmlCustomData(elements);
    expect(data.version).toBe(1.1);
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(readElementList());
    const catalog = data.tags.find((t: { name: string }) => t.name === 'course-catalog');
    const attribute = (name: string) => catalog.attributes.find((a: { name: string }) => a.name === name);
    expect(attribute('hide-filters')).toMatchObject({ valueSet: 'v' });
    expect(attribute('theme').values).toEqual([{ name: 'light' }, { name: 'dark' }, { name: 'system' }]);
    expect(attribute('currency').description.value).toMatch(/Default: `USD`/);
    expect(catalog.description.value).toMatch(/`course-navigate` \(`CustomEvent<CourseNavigateDetail>`\)/);
    expect(catalog.description.value).toMatch(/`:state\(dark\)`: /);
  });
});

describe('Web Types', () => {
  it('names the package and has every element with attributes, JS properties, events, slots, parts', () => {
    const data = webTypes(elements, pkg);
    expect(data).toMatchObject({ name: 'coursify-elements', version: pkg.version, 'description-markup': 'markdown' });
    const list = data.contributions.html.elements;
    expect(list.map((e: { name: string }) => e.name)).toEqual(readElementList());
    const navbar = list.find((e: { name: string }) => e.name === 'site-navbar');
    expect(navbar.attributes.find((a: { name: string }) => a.name === 'variant')).toMatchObject({
      default: 'public',
      value: { kind: 'plain', type: "'landing' | 'public' | 'private'" },
    });
    expect(navbar.js.events).toEqual([
      expect.objectContaining({ name: 'navbar-navigate', type: 'CustomEvent<NavbarNavigateDetail>' }),
    ]);
    expect(navbar.js.properties.map((p: { name: string }) => p.name)).toContain('brandHref');
    expect(navbar.slots.map((s: { name: string }) => s.name)).toEqual(['actions', 'theme-toggle', 'accessibility']);
    expect(navbar.css.parts.map((p: { name: string }) => p.name)).toContain('menu-button');
    const grid = list.find((e: { name: string }) => e.name === 'ecosystem-grid');
    expect(grid.attributes.find((a: { name: string }) => a.name === 'hide-coming-soon').value).toEqual({
      kind: 'no-value',
      type: 'boolean',
    });
  });

  it('names its schema, and gives each element its docs page and its CSS contributions', () => {
    const data = webTypes(elements, { name: 'coursify-elements', version: '1.2.3' });
    expect(data.$schema).toBe(WEB_TYPES_SCHEMA);
    expect(WEB_TYPES_SCHEMA).toMatch(/^https:\/\/.+\/web-types\.json$/);
    for (const [index, element] of data.contributions.html.elements.entries()) {
      const declaration = elements[index];
      // The shell's docs route, with no host made up when the package names no homepage.
      expect(element['doc-url']).toBe(`/docs/elements/${declaration.tag}`);
      expect(element.css.parts).toEqual(declaration.parts);
      expect(element.css.properties).toEqual(declaration.cssProperties);
      expect(element.css.properties.length, declaration.tag).toBeGreaterThan(0);
    }
    const hosted = webTypes(elements, { name: 'x', version: '1.0.0', homepage: 'https://docs.test/elements-site' });
    expect(hosted.contributions.html.elements[0]['doc-url']).toBe(
      `https://docs.test/elements-site/docs/elements/${elements[0].tag}`,
    );
  });
});
