/**
 * The manifest generator reads the declarations statically (TypeScript compiler API); the elements run with the
 * same declarations evaluated. This compares the two, field by field, so a value the static reader got wrong (a
 * constant followed to the wrong place, a default it could not see) fails here rather than in a partner's editor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readDeclarations } from '../../../scripts/manifest/declarations.mjs';
import * as elementsModule from '../../../src/elements/index';
import { attributeName, COMMON_PROPS, type ElementApi, type PropSpec } from '../../../src/elements/kit/api';

type StaticElement = ReturnType<typeof readDeclarations>[number];
let declarations: StaticElement[];

beforeAll(() => {
  declarations = readDeclarations();
}, 60_000);

function runtimeApi(exportName: string): ElementApi {
  const api = (elementsModule as unknown as Record<string, ElementApi>)[exportName];
  if (!api) throw new Error(`src/elements/index.ts does not export ${exportName}`);
  return api;
}

describe('static declarations agree with the evaluated ones', () => {
  it('covers every declaration exported by src/elements/index.ts', () => {
    const exported = Object.keys(elementsModule).filter((name) => name.endsWith('Api'));
    expect(declarations.map((d) => d.exportName).sort()).toEqual(exported.sort());
  });

  it('props: names, attributes, kinds, defaults, values, descriptions', () => {
    for (const element of declarations) {
      const api = runtimeApi(element.exportName);
      const specs: Record<string, PropSpec> = { ...api.props, ...COMMON_PROPS };
      expect(
        element.props.map((p) => p.name),
        element.tag,
      ).toEqual(Object.keys(specs));
      for (const prop of element.props) {
        const spec = specs[prop.name];
        const where = `${element.tag}.${prop.name}`;
        expect(prop.attribute, where).toBe(attributeName(prop.name, spec));
        expect(prop.kind, where).toBe(spec.type);
        expect(prop.default, where).toEqual(spec.type === 'boolean' ? false : spec.default);
        expect(prop.values, where).toEqual(spec.values ? [...spec.values] : undefined);
        expect(prop.description, where).toBe(spec.description);
      }
    }
  });

  it('events, methods, parts, slots, CSS properties and descriptions', () => {
    for (const element of declarations) {
      const api = runtimeApi(element.exportName);
      expect(element.description, element.tag).toBe(api.description);
      expect(
        element.events.map(({ name, cancelable, description }) => ({ name, cancelable, description })),
        element.tag,
      ).toEqual(
        Object.entries(api.events).map(([name, e]) => ({ name, cancelable: e.cancelable, description: e.description })),
      );
      expect(
        element.methods.map(({ name, description }) => ({ name, description })),
        element.tag,
      ).toEqual(Object.entries(api.methods ?? {}).map(([name, m]) => ({ name, description: m.description })));
      const named = (record: Readonly<Record<string, string>> = {}) =>
        Object.entries(record).map(([name, description]) => ({ name, description }));
      expect(element.parts, element.tag).toEqual(named(api.parts));
      expect(element.slots, element.tag).toEqual(named(api.slots));
      expect(element.cssProperties, element.tag).toEqual(named(api.cssProperties));
      expect(element.jsonChild, element.tag).toBe(api.jsonChild);
    }
  });
});
