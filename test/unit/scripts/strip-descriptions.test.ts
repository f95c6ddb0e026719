// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../../scripts/strip-descriptions';

const source = `export const xApi = {
  tag: 'x-demo',
  description: 'A long sentence that partners never need at run time.',
  props: {
    label: prop.string({ default: 'Label', description: "Accessible name, with 'quotes'." }),
    note: prop.string({
      description: \`Two
lines.\`,
    }),
  },
  events: { 'x-go': event<GoDetail>({ description: 'Goes.' }) },
};
export function event(spec) {
  return { cancelable: false, description: spec.description };
}
const data = { title: 'Keep', summary: 'description: not a key' };
`;

describe('stripDescriptions', () => {
  const out = stripDescriptions('x-demo.ts', source);

  it('empties every description string literal', () => {
    for (const text of ['A long sentence', "Accessible name, with 'quotes'.", 'Two', 'Goes.']) {
      expect(out).not.toContain(text);
    }
    expect(out.match(/description: ''/g)).toHaveLength(4);
  });

  it('keeps everything else, including descriptions that are not literals', () => {
    expect(out).toContain("default: 'Label'");
    expect(out).toContain('description: spec.description');
    expect(out).toContain("summary: 'description: not a key'");
    expect(out).toContain("title: 'Keep'");
  });

  it('moves nothing: same length, and every line starts where it did (source maps stay exact)', () => {
    expect(out).toHaveLength(source.length);
    const lineStarts = (text: string) => text.split('\n').map((line) => line.length);
    expect(lineStarts(out)).toEqual(lineStarts(source));
  });

  it('returns the code unchanged when there is nothing to strip', () => {
    const plain = 'export const a = { title: "x" };\n';
    expect(stripDescriptions('a.ts', plain)).toBe(plain);
  });
});
