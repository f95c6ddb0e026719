// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripDeclarationDocs, stripDescriptions } from '../../../scripts/strip-descriptions';

const ELEMENTS = join(import.meta.dirname, '../../../src/elements');

/** The stripped TypeScript as JavaScript, evaluated far enough to read a literal: parse errors fail the test. */
function transpiles(source: string): string {
  const { outputText, diagnostics } = ts.transpileModule(source, { reportDiagnostics: true });
  expect(diagnostics ?? []).toEqual([]);
  return outputText;
}

describe('stripDeclarationDocs', () => {
  it('removes description properties wherever they are, with their commas', () => {
    const source = `export const api = {
  tag: 'x-demo',
  description: 'A demo.',
  props: {
    a: prop.string({ default: 'd', description: 'First, with a comma, and \\'quotes\\'.' }),
    b: prop.boolean({ description: \`Template \${1}\` }),
    c: prop.number({
      description:
        'Long, ' + 'concatenated.',
      default: 3,
    }),
  },
  events: { 'x-go': event({ cancelable: true, description: 'Goes.' }) },
};`;
    const out = stripDeclarationDocs(source);
    expect(out).not.toMatch(/description|A demo|First|Template|Long|Goes/);
    const js = transpiles(out);
    expect(js).toContain("tag: 'x-demo'");
    expect(js).toContain("default: 'd'");
    expect(js).toContain('default: 3');
    expect(js).toContain('cancelable: true');
  });

  it('empties the parts, slots and cssProperties maps, and nothing else', () => {
    const out = stripDeclarationDocs(`const api = {
  parts: { root: 'The root.', 'card-title': 'Title.' },
  slots: { icon: 'An icon.' },
  cssProperties: { '--x': 'A token.' },
  props: { parts: prop.number({ default: 1 }) },
};`);
    expect(out).toMatch(/parts: \{\s*\},/);
    expect(out).toMatch(/slots: \{\s*\},/);
    expect(out).toMatch(/cssProperties: \{\s*\},/);
    expect(out).toContain('props: { parts: prop.number({ default: 1 }) }');
    transpiles(out);
  });

  it('leaves text that merely says "description" alone, and types too', () => {
    const source = `type T = { description: string };
const message = 'description: not a key';
const api = { label: 'description' };`;
    expect(stripDeclarationDocs(source)).toBe(source);
  });

  it('every real declaration keeps its tag, attributes and defaults, and loses every description', async () => {
    const { ELEMENT_TAGS } = await import('../../../src/elements/tags');
    for (const tag of ELEMENT_TAGS) {
      const source = readFileSync(join(ELEMENTS, `${tag}.ts`), 'utf8');
      const out = stripDeclarationDocs(source, `${tag}.ts`);
      expect(out, tag).not.toMatch(/\bdescription\s*:/);
      expect(out, tag).toContain(`tag: '${tag}'`);
      // Padded, not shortened: every line keeps its length, so source maps stay exact.
      expect(out.split('\n').map((line) => line.length)).toEqual(source.split('\n').map((line) => line.length));
      expect(out.replace(/\s+/g, '').length, tag).toBeLessThan(source.replace(/\s+/g, '').length);
      transpiles(out);
    }
  });
});

describe('stripDescriptions Vite plugin', () => {
  it('transforms src/elements/*.ts and the kit (src/elements/kit/*.ts: api.ts) only', () => {
    const plugin = stripDescriptions();
    const code = "export const a = { tag: 't', description: 'd' };";
    const out = plugin.transform(code, '/work/src/elements/x-demo.ts')?.code;
    expect(out).toMatch(/^export const a = \{ tag: 't', +\};$/);
    expect(out?.length).toBe(code.length);
    expect(plugin.transform(code, '/work/src/react/x/Thing.ts')).toBeUndefined();
    expect(plugin.transform(code, '/work/src/elements/kit/api.ts')?.code).toBe(out);
    expect(plugin.transform(code, '/work/src/elements/sub/x.ts')).toBeUndefined();
    expect(plugin.transform(code, '/work/src/elements/kit/features/x.ts')).toBeUndefined();
  });
});
