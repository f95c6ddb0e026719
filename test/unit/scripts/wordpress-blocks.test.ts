// @vitest-environment node
/**
 * The WordPress blocks' model (cms/wordpress/src/model.ts): list edits, the elements' own parser messages per item,
 * and the saved attributes (JSON with <, > and & escaped, so kses and the block serializer leave it as it is).
 */
import { describe, expect, it } from 'vitest';
import {
  attributeJson,
  CARD_FIELDS,
  catalogElementAttributes,
  gridElementAttributes,
  moveItem,
  newCard,
  newCourse,
  problemsByItem,
  readCards,
  readCourses,
  removeItem,
  replaceItem,
  setField,
} from '../../../cms/wordpress/src/model';

describe('list edits', () => {
  it('moves within bounds, removes and replaces without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 2, 5)).toEqual(['a', 'b', 'c']);
    expect(removeItem(list, 1)).toEqual(['a', 'c']);
    expect(replaceItem(list, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('drops an emptied optional field, keeps an emptied required one', () => {
    const icon = CARD_FIELDS.find((field) => field.key === 'icon');
    const title = CARD_FIELDS.find((field) => field.key === 'title');
    if (!icon || !title) throw new Error('fields missing');
    expect(setField({ icon: 'code', title: 'T' }, icon, '')).toEqual({ title: 'T' });
    expect(setField({ icon: 'code', title: 'T' }, title, '')).toEqual({ icon: 'code', title: '' });
  });
});

describe('problems', () => {
  it("reports a new, empty card and course with the parsers' own messages, per item", () => {
    const cards = readCards(attributeJson([{ title: 'Ok', description: 'd', link: '/apps/ok' }, newCard()]));
    const byItem = problemsByItem(cards.problems);
    expect(byItem.items.has(0)).toBe(false);
    expect(byItem.items.get(1)?.[0]).toEqual({
      where: 'items[1].title',
      message: 'expected non-empty text, got ""; item skipped',
    });
    const courses = readCourses(attributeJson([newCourse()]));
    expect(problemsByItem(courses.problems).items.get(0)?.[0].where).toBe('courses[0].title');
  });

  it('reports JSON that is not valid, or not a list, as a problem of the whole list', () => {
    expect(readCards('[{').problems[0]).toMatchObject({
      where: 'items',
      message: expect.stringMatching(/^not valid JSON/),
    });
    const notList = readCourses('{"a":1}');
    expect(notList.list).toEqual([]);
    expect(problemsByItem(notList.problems).list[0].message).toMatch(/^expected an array of courses/);
  });
});

describe('saved attributes', () => {
  it('escapes <, > and & in the JSON, and the escaped JSON reads back the same', () => {
    const items = [{ title: '<b>A & B</b>', description: 'x', link: '/apps/a?a=1&b=2' }];
    const json = attributeJson(items);
    expect(json).not.toMatch(/[<>&]/);
    expect(readCards(json).list).toEqual(items);
  });

  it('writes only documented attributes, booleans as empty values', () => {
    expect(gridElementAttributes({ items: '[]', label: 'Apps', headingLevel: 3, hideComingSoon: true })).toEqual({
      items: '[]',
      label: 'Apps',
      'heading-level': '3',
      'hide-coming-soon': '',
    });
    expect(
      catalogElementAttributes({
        courses: '',
        label: '',
        headingLevel: 0,
        currency: 'EUR',
        hideSearch: false,
        hideFilters: true,
        hideSort: false,
      }),
    ).toEqual({ courses: '[]', currency: 'EUR', 'hide-filters': '' });
  });
});
