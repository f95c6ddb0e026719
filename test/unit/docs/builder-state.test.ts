// @vitest-environment node
/** The snippet builder's list (demo/docs/builder-state.ts): add, remove, move, edit, JSON both ways. */
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  currentJson,
  editJson,
  entriesJson,
  fieldText,
  initialState,
  moveEntry,
  priceValue,
  removeEntry,
  setField,
} from '../../../demo/docs/builder-state';

const titles = (state: ReturnType<typeof initialState>) =>
  state.entries.map((e) => (e.value as { title: string }).title);
const start = () => initialState([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);

describe('builder state', () => {
  it('starts from the values with keys of its own, not in the data', () => {
    const state = start();
    expect(state.entries.map((e) => e.key)).toEqual(['entry-0', 'entry-1', 'entry-2']);
    expect(JSON.parse(currentJson(state))).toEqual([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
  });

  it('adds at the end with a fresh key', () => {
    const state = addEntry(start(), { title: 'D' });
    expect(titles(state)).toEqual(['A', 'B', 'C', 'D']);
    expect(state.entries[3].key).toBe('entry-3');
    expect(addEntry(state, { title: 'E' }).entries[4].key).toBe('entry-4');
  });

  it('removes by key; keys of the others stay', () => {
    const state = removeEntry(start(), 'entry-1');
    expect(titles(state)).toEqual(['A', 'C']);
    expect(state.entries.map((e) => e.key)).toEqual(['entry-0', 'entry-2']);
    // A key removed is never handed out again.
    expect(addEntry(state, { title: 'D' }).entries[2].key).toBe('entry-3');
  });

  it('moves up and down, the entry keeping its key; nothing past either end', () => {
    const up = moveEntry(start(), 'entry-2', -1);
    expect(titles(up)).toEqual(['A', 'C', 'B']);
    expect(up.entries[1].key).toBe('entry-2');
    expect(titles(moveEntry(start(), 'entry-0', 1))).toEqual(['B', 'A', 'C']);
    const first = start();
    expect(moveEntry(first, 'entry-0', -1)).toBe(first);
    expect(moveEntry(first, 'entry-2', 1)).toBe(first);
    expect(moveEntry(first, 'nope', 1)).toBe(first);
  });

  it('sets and removes fields without touching the other entries', () => {
    const state = setField(start(), 'entry-1', 'link', '/b');
    expect(state.entries[1].value).toEqual({ title: 'B', link: '/b' });
    expect(state.entries[0].value).toEqual({ title: 'A' });
    expect(setField(state, 'entry-1', 'link', undefined).entries[1].value).toEqual({ title: 'B' });
    // An entry that is not an object (from pasted JSON) becomes one when a field is set.
    const odd = setField(initialState([42]), 'entry-0', 'title', 'X');
    expect(odd.entries[0].value).toEqual({ title: 'X' });
  });

  it('JSON: a list replaces the entries and is kept as typed; anything else is kept and the entries stay', () => {
    const typed = '[{"title":"Z"}]';
    const state = editJson(start(), typed);
    expect(titles(state)).toEqual(['Z']);
    expect(currentJson(state)).toBe(typed);
    const broken = editJson(state, '[{"title":');
    expect(titles(broken)).toEqual(['Z']);
    expect(currentJson(broken)).toBe('[{"title":');
    const notList = editJson(state, '{"title":"Q"}');
    expect(titles(notList)).toEqual(['Z']);
    expect(currentJson(notList)).toBe('{"title":"Q"}');
    // A form edit after typing writes the entries again.
    const edited = setField(broken, state.entries[0].key, 'title', 'Y');
    expect(currentJson(edited)).toBe(entriesJson(edited.entries));
    expect(JSON.parse(currentJson(edited))).toEqual([{ title: 'Y' }]);
  });

  it('JSON of the entries: an array, two spaces per level', () => {
    expect(entriesJson(start().entries)).toBe(
      JSON.stringify([{ title: 'A' }, { title: 'B' }, { title: 'C' }], null, 2),
    );
  });

  it('field text and prices', () => {
    expect(fieldText(undefined)).toBe('');
    expect(fieldText('x')).toBe('x');
    expect(fieldText(12)).toBe('12');
    expect(fieldText({ a: 1 })).toBe('{"a":1}');
    expect(priceValue('12.5')).toBe(12.5);
    expect(priceValue('0')).toBe(0);
    expect(priceValue('Free')).toBe('Free');
    expect(priceValue('')).toBe('');
    expect(priceValue(' ')).toBe(' ');
  });
});
