// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itemRecord, parseList, textFields } from '../../../src/lib/parse-list';
import type { Problem } from '../../../src/lib/report';

type Thing = { id: string; n: number };

/** A number becomes a thing (id from its value); anything else is skipped with a problem. */
function parseThing(raw: unknown, index: number, problems: Problem[]): Thing | null {
  if (typeof raw !== 'number') {
    problems.push({ where: `things[${index}]`, message: 'not a number; item skipped' });
    return null;
  }
  return { id: String(raw), n: raw };
}

describe('parseList', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [{}, 'an object'],
    ['[]', '"[]"'],
  ])(
    'refuses %j (not an array) with one problem at `where`, naming what the list holds and what it got',
    (input, described) => {
      expect(parseList(input, parseThing, { where: 'attribute "things"', of: 'things' })).toEqual({
        ok: false,
        problems: [{ where: 'attribute "things"', message: `expected an array of things, got ${described}` }],
      });
    },
  );

  it('keeps the parsed items in order and collects the problems of the skipped ones', () => {
    const indexes: number[] = [];
    const result = parseList(
      [1, 'two', 3, null],
      (raw, index, problems) => {
        indexes.push(index);
        return parseThing(raw, index, problems);
      },
      { where: 'things', of: 'things' },
    );
    expect(indexes).toEqual([0, 1, 2, 3]);
    expect(result).toEqual({
      ok: true,
      items: [
        { id: '1', n: 1 },
        { id: '3', n: 3 },
      ],
      problems: [
        { where: 'things[1]', message: 'not a number; item skipped' },
        { where: 'things[3]', message: 'not a number; item skipped' },
      ],
    });
  });

  it('an empty array is an empty list', () => {
    expect(parseList([], parseThing, { where: 'things', of: 'things' })).toEqual({ ok: true, items: [], problems: [] });
  });

  it('with uniqueKey, a repeated key gets `~index` (and more `~` while still taken); without it, keys are kept', () => {
    const input = [7, 7, 'x', 7];
    const unique = parseList(input, parseThing, { where: 'things', of: 'things', uniqueKey: 'id' });
    expect(unique.ok && unique.items.map((thing) => thing.id)).toEqual(['7', '7~1', '7~3']);

    const clash = parseList(['a~2', 'a', 'a'], (raw) => ({ id: raw as string, n: 0 }), {
      where: 'things',
      of: 'things',
      uniqueKey: 'id',
    });
    expect(clash.ok && clash.items.map((thing) => thing.id)).toEqual(['a~2', 'a', 'a~2~']);

    const kept = parseList(input, parseThing, { where: 'things', of: 'things' });
    expect(kept.ok && kept.items.map((thing) => thing.id)).toEqual(['7', '7', '7']);
  });
});

describe('itemRecord and textFields', () => {
  it('accept a plain object with non-empty text fields, and name the first problem otherwise', () => {
    const problems: { where: string; message: string }[] = [];
    expect(itemRecord([1], 'x[0]', problems)).toBeNull();
    const item = itemRecord({ title: 'A', description: '  ' }, 'x[1]', problems);
    expect(item).toEqual({ title: 'A', description: '  ' });
    const limits = { title: 10, description: 10 };
    expect(textFields(item as Record<string, unknown>, limits, (f) => `x[1].${f}`, problems)).toBeNull();
    expect(problems).toEqual([
      { where: 'x[0]', message: 'expected an object, got an array; item skipped' },
      { where: 'x[1].description', message: 'expected non-empty text, got "  "; item skipped' },
    ]);
  });

  it('return the fields, each cut to its limit with a problem naming the field', () => {
    const problems: { where: string; message: string }[] = [];
    const item = { title: 'Short', description: 'x'.repeat(25), other: 'y'.repeat(99) };
    const fields = textFields(item, { title: 5, description: 10 }, (f) => `x[2].${f}`, problems);
    expect(fields).toEqual({ title: 'Short', description: `${'x'.repeat(9)}…` });
    expect(problems).toEqual([
      {
        where: 'x[2].description',
        message: 'text of 25 characters is longer than the limit of 10 characters; shown cut at the limit',
      },
    ]);
  });
});
