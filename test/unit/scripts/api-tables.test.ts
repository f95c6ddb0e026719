// @vitest-environment node
/**
 * The element pages' API tables (docs/elements/<tag>.md) are generated (npm run docs:api) from the element
 * declarations; this fails while they are stale, and checks the renderer itself.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementDocs, renderApiBlock, updateElementDoc } from '../../../scripts/manifest/api-tables.mjs';
import { type ElementDeclaration, readDeclarations } from '../../../scripts/manifest/declarations.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
let elements: ElementDeclaration[];
const page = (tag: string) => readFileSync(join(ROOT, 'docs/elements', `${tag}.md`), 'utf8');
const element = (tag: string) => elements.find((e) => e.tag === tag) as ElementDeclaration;

beforeAll(() => {
  elements = readDeclarations();
}, 60_000);

describe('the element pages’ API tables', () => {
  it('are up to date with the declarations (run `npm run docs:api` when this fails)', () => {
    const stale = elementDocs(ROOT, elements).filter(({ current, updated }) => current !== updated);
    expect(
      stale.map(({ file }) => file),
      'stale API tables: npm run docs:api',
    ).toEqual([]);
  });

  it('every element of the list has a page with one block, its own', () => {
    for (const { tag } of elements) {
      expect(page(tag).split(`<!-- api:${tag}:start -->`), tag).toHaveLength(2);
      expect(page(tag).match(/<!-- api:[a-z-]+:start -->/g), tag).toHaveLength(1);
    }
  });

  it('a changed table is detected and rewritten', () => {
    const current = page('course-catalog');
    const stale = current.replace(
      '| `pageSize` | `page-size` | `number` | `9` |',
      '| `pageSize` | `page-size` | `number` | `12` |',
    );
    expect(stale).not.toBe(current);
    expect(updateElementDoc(stale, element('course-catalog'))).toBe(current);
  });

  it('refuses a page without its block, a page with another element’s block, and a missing or unknown page', () => {
    const current = page('login-form');
    expect(() => updateElementDoc(current.replace('<!-- api:login-form:start -->', ''), element('login-form'))).toThrow(
      /docs\/elements\/login-form.md has no <!-- api:login-form:start -->/,
    );
    expect(() => updateElementDoc(`${current}\n<!-- api:theme-toggle:start -->\n`, element('login-form'))).toThrow(
      /an API block for <theme-toggle>, not for <login-form>/,
    );
    const root = mkdtempSync(join(tmpdir(), 'cf-api-tables-'));
    try {
      mkdirSync(join(root, 'docs/elements'), { recursive: true });
      writeFileSync(join(root, 'docs/elements/login-form.md'), current);
      writeFileSync(join(root, 'docs/elements/README.md'), '# The elements\n');
      expect(() => elementDocs(root, [element('login-form')])).not.toThrow();
      expect(() => elementDocs(root, [element('login-form'), element('theme-toggle')])).toThrow(
        '<theme-toggle> has no page: docs/elements/theme-toggle.md',
      );
      writeFileSync(join(root, 'docs/elements/gone-element.md'), '# gone\n');
      expect(() => elementDocs(root, [element('login-form')])).toThrow(
        'docs/elements/gone-element.md is the page of <gone-element>, which is not in the element list',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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
