// @vitest-environment node
/**
 * The element docs' page model (demo/docs/model.ts) read from the manifest the build writes: generated here from
 * the declarations, as scripts/build-manifest.mjs and the shell build's manifest module do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  controlForType,
  detailTypeOf,
  type ElementDoc,
  elementDocs,
  englishCatalogue,
  inlineCodeSegments,
  type Manifest,
  summaryOf,
} from '../../../demo/docs/model';
import { type ElementDeclaration, readDeclarations, readElementList } from '../../../scripts/manifest/declarations.mjs';
import { customElementsManifest } from '../../../scripts/manifest/formats.mjs';

let declarations: ElementDeclaration[];
let docs: ElementDoc[];

beforeAll(() => {
  declarations = readDeclarations();
  docs = elementDocs(customElementsManifest(declarations) as Manifest);
}, 60_000);

describe('control kind from the manifest type', () => {
  it.each([
    ['boolean', { kind: 'boolean' }],
    ['number', { kind: 'number' }],
    ['string', { kind: 'text' }],
    ["'light' | 'dark'", { kind: 'enum', options: ['light', 'dark'] }],
    ["'landing' | 'public' | 'private'", { kind: 'enum', options: ['landing', 'public', 'private'] }],
    ["'only'", { kind: 'enum', options: ['only'] }],
    ['string (JSON: CourseInput[])', { kind: 'json', valueType: 'CourseInput[]' }],
    ['string (JSON: Record<string, number>)', { kind: 'json', valueType: 'Record<string, number>' }],
    ["'a' | string", { kind: 'text' }],
    ['CourseInput[]', { kind: 'text' }],
  ])('%s → %j', (type, control) => {
    expect(controlForType(type)).toEqual(control);
  });

  it('reads the detail type of an event', () => {
    expect(detailTypeOf('CustomEvent<CourseNavigateDetail>')).toBe('CourseNavigateDetail');
    expect(detailTypeOf('Event')).toBe('Event');
    expect(detailTypeOf(undefined)).toBe('unknown');
  });
});

describe('manifest → page model', () => {
  it('has every element of the element list, in its order', () => {
    expect(docs.map((doc) => doc.tag)).toEqual(readElementList());
  });

  it("keeps each element's API as declared: properties, attributes, types, defaults, events, slots, parts, tokens", () => {
    for (const declaration of declarations) {
      const doc = docs.find((d) => d.tag === declaration.tag) as ElementDoc;
      expect(doc.className).toBe(declaration.className);
      expect(doc.modulePath).toBe(`dist/elements/${declaration.tag}.js`);
      expect(doc.description).toBe(declaration.description);
      // The declared props, then HTML's lang and dir (attributes without a field of ours).
      expect(doc.properties.map((p) => [p.name, p.attribute, p.type, p.description])).toEqual([
        ...declaration.props.map((p) => [p.name, p.attribute, p.type, p.description]),
        ...(declaration.globalAttributes ?? []).map((a) => [a.name, a.name, a.type, a.description]),
      ]);
      expect(doc.messages).toEqual(declaration.messages);
      for (const prop of declaration.props) {
        const property = doc.properties.find((p) => p.name === prop.name);
        // Booleans have no attribute default (absent is false); others show theirs as the attribute holds it.
        const expected = 'default' in prop && prop.kind !== 'boolean' ? String(prop.default) : undefined;
        expect(property?.default, `${declaration.tag}.${prop.name}`).toBe(expected);
        expect(property?.control?.kind, `${declaration.tag}.${prop.name}`).toBe(
          prop.kind === 'string' ? (prop.values ? 'enum' : 'text') : prop.kind,
        );
      }
      expect(doc.events).toEqual(
        declaration.events.map((e) => ({
          name: e.name,
          detailType: e.detailType,
          description: expect.stringContaining(e.description),
        })),
      );
      expect(doc.methods.map((m) => m.name)).toEqual(declaration.methods.map((m) => m.name));
      expect(doc.slots).toEqual(declaration.slots);
      expect(doc.cssParts).toEqual(declaration.parts);
      expect(doc.cssProperties).toEqual(declaration.cssProperties);
    }
  });

  it("writes a method's signature and an enum's options", () => {
    const prompt = docs.find((d) => d.tag === 'install-prompt') as ElementDoc;
    expect(prompt.methods).toEqual([{ name: 'open', signature: 'open(): void', description: expect.any(String) }]);
    const navbar = docs.find((d) => d.tag === 'site-navbar') as ElementDoc;
    expect(navbar.properties.find((p) => p.name === 'variant')?.control).toEqual({
      kind: 'enum',
      options: ['landing', 'public', 'private'],
    });
  });

  it('reads a manifest written by other tools: attributes without fields, missing lists', () => {
    const manifest: Manifest = {
      schemaVersion: '2.1.0',
      modules: [
        { kind: 'javascript-module', path: 'x.js', declarations: [{ kind: 'function', name: 'define' }] },
        {
          kind: 'javascript-module',
          path: 'y.js',
          declarations: [
            {
              kind: 'class',
              name: 'YElement',
              customElement: true,
              tagName: 'y-el',
              attributes: [{ name: 'size', type: { text: 'number' }, default: '3' }],
            },
          ],
        },
      ],
    };
    expect(elementDocs(manifest)).toEqual([
      {
        tag: 'y-el',
        className: 'YElement',
        modulePath: 'y.js',
        description: '',
        properties: [
          {
            name: 'size',
            attribute: 'size',
            type: 'number',
            default: '3',
            description: '',
            control: { kind: 'number' },
          },
        ],
        events: [],
        methods: [],
        slots: [],
        cssParts: [],
        cssProperties: [],
        messages: [],
      },
    ]);
  });

  it('reads the messages (x-messages) and makes the English catalogue the strings checks need', () => {
    const login = docs.find((d) => d.tag === 'login-form') as ElementDoc;
    expect(login.messages.find((m) => m.key === 'loginButton')).toEqual({
      key: 'loginButton',
      text: 'Login Now',
      placeholders: [],
      plural: false,
    });
    const english = englishCatalogue(login.messages);
    expect(english.loginButton).toBe('Login Now');
    expect(english.errorSummary).toEqual({
      one: '1 field needs attention: {errors}',
      other: '{count} fields need attention: {errors}',
    });
    expect(Object.keys(english)).toEqual(login.messages.map((m) => m.key));
  });
});

describe('text helpers', () => {
  it('summary: the first sentence', () => {
    expect(summaryOf('A grid of cards. Each has a link.')).toBe('A grid of cards.');
    expect(summaryOf('No full stop')).toBe('No full stop');
    expect(summaryOf('Version 1.5 of it, then more. Next.')).toBe('Version 1.5 of it, then more.');
  });

  it('inline code spans', () => {
    expect(inlineCodeSegments('Set `theme` to `dark`.')).toEqual([
      { code: false, text: 'Set ' },
      { code: true, text: 'theme' },
      { code: false, text: ' to ' },
      { code: true, text: 'dark' },
      { code: false, text: '.' },
    ]);
    expect(inlineCodeSegments('`x`')).toEqual([{ code: true, text: 'x' }]);
    expect(inlineCodeSegments('an ` alone')).toEqual([{ code: false, text: 'an ` alone' }]);
  });
});
