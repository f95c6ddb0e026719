/**
 * The snippet builder's list of entries (cards, courses): add, remove, move, edit a field, and the JSON text they
 * make. Each entry has a key of the builder's own (never in the data), so React keeps an entry's inputs, and the
 * focus in them, when the list is reordered. Pure: every operation returns a new state.
 */

export type Entry = { key: string; value: unknown };

export type BuilderState = {
  entries: Entry[];
  /** JSON typed by the editor that does not (yet) make a list of entries; it is what the preview shows. */
  jsonText?: string;
  /** The next key to hand out. */
  nextKey: number;
};

export function initialState(values: readonly unknown[]): BuilderState {
  return { entries: values.map((value, index) => ({ key: `entry-${index}`, value })), nextKey: values.length };
}

export function addEntry(state: BuilderState, value: unknown): BuilderState {
  const entry = { key: `entry-${state.nextKey}`, value };
  return { entries: [...state.entries, entry], nextKey: state.nextKey + 1 };
}

export function removeEntry(state: BuilderState, key: string): BuilderState {
  return { ...state, jsonText: undefined, entries: state.entries.filter((entry) => entry.key !== key) };
}

/** Moves an entry by `offset` places (−1 up, +1 down); past either end, nothing changes. */
export function moveEntry(state: BuilderState, key: string, offset: number): BuilderState {
  const from = state.entries.findIndex((entry) => entry.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= state.entries.length) return state;
  const entries = [...state.entries];
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved);
  return { ...state, jsonText: undefined, entries };
}

/** Sets a field of an object entry; `undefined` removes the field (an optional field left empty). */
export function setField(state: BuilderState, key: string, field: string, value: unknown): BuilderState {
  return {
    ...state,
    jsonText: undefined,
    entries: state.entries.map((entry) => {
      if (entry.key !== key) return entry;
      const record =
        typeof entry.value === 'object' && entry.value !== null && !Array.isArray(entry.value)
          ? { ...(entry.value as Record<string, unknown>) }
          : {};
      if (value === undefined) delete record[field];
      else record[field] = value;
      return { ...entry, value: record };
    }),
  };
}

/** The entries' data as the snippet holds it: a JSON array, two spaces per level. */
export function entriesJson(entries: readonly Entry[]): string {
  return JSON.stringify(
    entries.map((entry) => entry.value),
    null,
    2,
  );
}

/** The text the preview, the messages and the snippet are made from. */
export function currentJson(state: BuilderState): string {
  return state.jsonText ?? entriesJson(state.entries);
}

/**
 * The editor typed JSON. A JSON array replaces the entries (the form follows it); anything else (not JSON yet,
 * or not a list) is kept as typed, and the form keeps the last entries that were a list.
 */
export function editJson(state: BuilderState, text: string): BuilderState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ...state, jsonText: text };
  }
  if (!Array.isArray(parsed)) return { ...state, jsonText: text };
  const entries = parsed.map((value, index) => ({ key: `entry-${state.nextKey + index}`, value }));
  return { entries, jsonText: text, nextKey: state.nextKey + parsed.length };
}

/** A field's value as a text input shows it. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A price as typed: a number when it is one, otherwise the text (`Free`, or a mistake the element reports). */
export function priceValue(text: string): string | number {
  const amount = Number(text);
  return text.trim() !== '' && Number.isFinite(amount) ? amount : text;
}
