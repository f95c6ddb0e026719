// @vitest-environment node
/**
 * README.md's API tables are generated (npm run docs:api) from the element declarations; this fails while they
 * are stale, and checks the renderer itself.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ElementDeclaration, readDeclarations } from '../../../scripts/manifest/declarations.mjs';
import { renderApiBlock, updateReadme } from '../../../scripts/manifest/readme.mjs';

const README = resolve(import.meta.dirname, '../../../README.md');
let elements: ElementDeclaration[];

beforeAll(() => {
  elements = readDeclarations();
}, 60_000);

describe('README API tables', () => {
  it('are up to date with the declarations (run `npm run docs:api` when this fails)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(updateReadme(readme, elements) === readme, 'README.md API tables are stale: npm run docs:api').toBe(true);
  });

  it('has one block per element of the list', () => {
    const readme = readFileSync(README, 'utf8');
    for (const { tag } of elements) {
      expect(readme.split(`<!-- api:${tag}:start -->`), tag).toHaveLength(2);
    }
  });

  it('a changed table is detected and rewritten', () => {
    const readme = readFileSync(README, 'utf8');
    const stale = readme.replace(
      '| `pageSize` | `page-size` | `number` | `9` |',
      '| `pageSize` | `page-size` | `number` | `12` |',
    );
    expect(stale).not.toBe(readme);
    expect(updateReadme(stale, elements)).toBe(readme);
  });

  it('refuses a README without the block of a listed element, or with a block of an unknown one', () => {
    const readme = readFileSync(README, 'utf8');
    expect(() => updateReadme(readme.replace('<!-- api:login-form:start -->', ''), elements)).toThrow(
      /no <!-- api:login-form:start -->/,
    );
    expect(() =>
      updateReadme(`${readme}\n<!-- api:gone-element:start -->\n<!-- api:gone-element:end -->\n`, elements),
    ).toThrow(/<gone-element>, which is not in the element list/);
  });
});

describe('renderApiBlock', () => {
  it('renders props, events, methods, slots, parts and CSS properties, escaping | and <', () => {
    const block = renderApiBlock({
      tag: 'x-demo',
      className: 'XDemoElement',
      exportName: 'xDemoApi',
      source: 'src/elements/x-demo.ts',
      description: 'A demo.',
      props: [
        {
          name: 'mode',
          attribute: 'mode',
          kind: 'string',
          type: "'a' | 'b'",
          default: 'a',
          values: ['a', 'b'],
          description: 'On <html>, `<b>` kept.',
        },
        { name: 'items', attribute: 'items', kind: 'json', type: 'Item[]', description: 'Items.' },
      ],
      events: [{ name: 'x-go', detailType: 'GoDetail', cancelable: true, description: 'Goes.' }],
      methods: [
        {
          name: 'open',
          parameters: [{ name: 'force', type: 'boolean', optional: true }],
          returnType: 'void',
          description: 'Opens.',
        },
      ],
      parts: [{ name: 'root', description: 'Root.' }],
      slots: [{ name: 'icon', description: 'An icon.' }],
      cssProperties: [{ name: '--x-size', description: 'Size.' }],
      states: [],
    });
    expect(block).toContain("| `mode` | `mode` | `'a' \\| 'b'` | `a` | On &lt;html>, `<b>` kept. |");
    expect(block).toContain('| `items` | `items` | `Item[]` (JSON in the attribute) | — | Items. |');
    expect(block).toContain('| `x-go` | `GoDetail` | yes | Goes. |');
    expect(block).toContain('| `open(force?: boolean): void` | Opens. |');
    expect(block).toContain('| `icon` | An icon. |');
    expect(block).toContain('| `root` | Root. |');
    expect(block).toContain('| `--x-size` | Size. |');
    expect(block).toContain('from src/elements/x-demo.ts');
  });
});
