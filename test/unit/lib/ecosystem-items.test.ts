// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type EcosystemItem,
  groupItems,
  type ParsedEcosystemItems,
  parseEcosystemItems,
} from '../../../src/lib/ecosystem-items';
import type { Problem } from '../../../src/lib/report';

const valid = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'todo',
  icon: 'list-todo',
  title: 'Todo',
  description: 'Task lists.',
  color: 'blue',
  link: 'https://todo.coursify.example/',
  enable: true,
  ...overrides,
});

function ok(result: ParsedEcosystemItems): { items: EcosystemItem[]; problems: Problem[] } {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result;
}

describe('parseEcosystemItems: unusable input', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [{ items: [] }, 'an object'],
    ['[]', '"[]"'],
    [7, 'a number'],
  ])('refuses %j (not an array) with one problem naming the source', (input, described) => {
    const result = parseEcosystemItems(input);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([{ where: 'items', message: `expected an array of apps, got ${described}` }]);
  });

  it('names the source it was given', () => {
    const result = parseEcosystemItems({}, 'inline <script type="application/json">');
    expect(result.problems[0].where).toBe('inline <script type="application/json">');
  });

  it('accepts an empty array as no cards', () => {
    expect(parseEcosystemItems([])).toEqual({ ok: true, items: [], problems: [] });
  });
});

describe('parseEcosystemItems: valid input', () => {
  it('keeps every field, with the colour validated and the link checked', () => {
    const { items, problems } = ok(parseEcosystemItems([valid()]));
    expect(problems).toEqual([]);
    expect(items[0]).toEqual({
      id: 'todo',
      icon: 'list-todo',
      title: 'Todo',
      description: 'Task lists.',
      color: { hex: '#2563eb', ink: 'light' },
      link: 'https://todo.coursify.example/',
      enabled: true,
    });
  });

  it('is enabled unless enable is false', () => {
    const { enable: _drop, ...noEnable } = valid();
    const { items, problems } = ok(parseEcosystemItems([noEnable, valid({ id: 'b', enable: false })]));
    expect(items.map((item) => item.enabled)).toEqual([true, false]);
    expect(problems).toEqual([]);
  });

  it('a coming-soon card needs no link, and any link it has is never used', () => {
    const { link: _drop, ...noLink } = valid({ enable: false });
    const { items, problems } = ok(
      parseEcosystemItems([noLink, valid({ id: 'x', enable: false, link: 'javascript:alert(1)' })]),
    );
    expect(items.map((item) => item.link)).toEqual([null, null]);
    expect(problems).toEqual([]);
  });

  it('uses the default icon and the theme colour when icon and color are left out, without a problem', () => {
    const { icon: _i, color: _c, ...plain } = valid();
    const { items, problems } = ok(parseEcosystemItems([plain]));
    expect(items[0].icon).toBe('app-window');
    expect(items[0].color).toBeNull();
    expect(problems).toEqual([]);
  });

  it('reads React-style icon names (CheckSquare) as lucide names', () => {
    const { items, problems } = ok(parseEcosystemItems([valid({ icon: 'CheckSquare' }), valid({ icon: ' Timer ' })]));
    expect(items.map((item) => item.icon)).toEqual(['check-square', 'timer']);
    expect(problems).toEqual([]);
  });

  it('turns numeric ids into strings and gives a missing id one from the index', () => {
    const { id: _drop, ...noId } = valid();
    const { items } = ok(parseEcosystemItems([valid({ id: 7 }), noId]));
    expect(items.map((item) => item.id)).toEqual(['7', 'item-1']);
  });

  it('makes duplicate ids unique so React keys never collide', () => {
    const { items } = ok(parseEcosystemItems([valid({ id: 'x' }), valid({ id: 'x' }), valid({ id: 'x~1' })]));
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
  });

  it('keeps HTML in text as the literal text, and does not mutate the input', () => {
    const input = [valid({ title: '<b>Bold</b>', description: '<img src=x onerror=alert(1)>' })];
    const copy = structuredClone(input);
    const { items } = ok(parseEcosystemItems(input));
    expect(items[0].title).toBe('<b>Bold</b>');
    expect(items[0].description).toBe('<img src=x onerror=alert(1)>');
    expect(input).toEqual(copy);
  });
});

describe('parseEcosystemItems: bad items are skipped with a problem naming index and field', () => {
  it.each(['title', 'description'])('a missing %s', (field) => {
    const broken = valid({ id: 'broken' });
    delete broken[field];
    const { items, problems } = ok(parseEcosystemItems([valid({ id: 'a' }), broken]));
    expect(items.map((item) => item.id)).toEqual(['a']);
    expect(problems).toEqual([
      { where: `items[1].${field}`, message: 'expected non-empty text, it is missing; item skipped' },
    ]);
  });

  it.each([
    ['title', 42, 'a number'],
    ['title', '   ', '"   "'],
    ['description', null, 'null'],
    ['description', ['x'], 'an array'],
  ])('%s of %j', (field, value, described) => {
    const { items, problems } = ok(parseEcosystemItems([valid({ [field]: value })]));
    expect(items).toEqual([]);
    expect(problems[0].where).toBe(`items[0].${field}`);
    expect(problems[0].message).toContain(`got ${described}`);
  });

  it.each([
    ['yes', '"yes"'],
    [1, 'a number'],
    [null, 'null'],
  ])('enable of %j (not a boolean)', (enable, described) => {
    const { items, problems } = ok(parseEcosystemItems([valid({ enable })]));
    expect(items).toEqual([]);
    expect(problems).toEqual([
      { where: 'items[0].enable', message: `expected true or false, got ${described}; item skipped` },
    ]);
  });

  it.each([
    [undefined, 'it is missing'],
    [5, 'got a number'],
  ])('an enabled app whose link is %j', (link, described) => {
    const item = valid();
    if (link === undefined) delete item.link;
    else item.link = link;
    const { items, problems } = ok(parseEcosystemItems([item]));
    expect(items).toEqual([]);
    expect(problems).toEqual([{ where: 'items[0].link', message: `expected a URL, ${described}; item skipped` }]);
  });

  it.each([null, 'Todo', 3, [valid()]])('the non-object item %j', (item) => {
    const { items, problems } = ok(parseEcosystemItems([valid(), item]));
    expect(items).toHaveLength(1);
    expect(problems).toHaveLength(1);
    expect(problems[0].where).toBe('items[1]');
    expect(problems[0].message).toMatch(/^expected an object, got .*; item skipped$/);
  });

  it('reports one problem per bad item, each with its own index', () => {
    const { items, problems } = ok(
      parseEcosystemItems([valid({ title: 1 }), valid({ id: 'ok' }), 'x', valid({ enable: 'no' })]),
    );
    expect(items.map((item) => item.id)).toEqual(['ok']);
    expect(problems.map((p) => p.where)).toEqual(['items[0].title', 'items[2]', 'items[3].enable']);
  });
});

describe('parseEcosystemItems: fallbacks that keep the card', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'java\tscript:x', ''])(
    'the unsafe link %j: the card stays, its link is null (shown as unavailable)',
    (link) => {
      const { items, problems } = ok(parseEcosystemItems([valid({ link })]));
      expect(items).toHaveLength(1);
      expect(items[0].link).toBeNull();
      expect(problems).toEqual([{ where: 'items[0].link', message: expect.stringContaining('unsafe') }]);
    },
  );

  it.each(['rocket-ship', 'fa-todo', '', 42, null])('the unknown icon %j: default icon and a problem', (icon) => {
    const { items, problems } = ok(parseEcosystemItems([valid({ icon })]));
    expect(items[0].icon).toBe('app-window');
    expect(problems).toHaveLength(1);
    expect(problems[0].where).toBe('items[0].icon');
    expect(problems[0].message).toMatch(/^unknown icon .*; the default icon is shown/);
  });

  it.each(['red; background: url(https://evil.example/x)', 'rgb(0,0,0)', '#12', '#ggg', 'var(--x)', 'Blurple', 3])(
    'the invalid colour %j: theme colour and a problem',
    (color) => {
      const { items, problems } = ok(parseEcosystemItems([valid({ color })]));
      expect(items).toHaveLength(1);
      expect(items[0].color).toBeNull();
      expect(problems).toEqual([{ where: 'items[0].color', message: expect.stringContaining('theme colour is used') }]);
    },
  );
});

describe('groupItems', () => {
  it('puts enabled apps first, then coming soon, each in data order', () => {
    const { items } = ok(
      parseEcosystemItems([
        valid({ id: 'a', enable: false }),
        valid({ id: 'b' }),
        valid({ id: 'c', enable: false }),
        valid({ id: 'd' }),
      ]),
    );
    const { enabled, comingSoon } = groupItems(items);
    expect(enabled.map((item) => item.id)).toEqual(['b', 'd']);
    expect(comingSoon.map((item) => item.id)).toEqual(['a', 'c']);
  });
});
