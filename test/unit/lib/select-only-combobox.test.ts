import { describe, expect, it } from 'vitest';
import {
  actionFromKey,
  type ComboOption,
  type ComboState,
  firstEnabled,
  initialState,
  lastEnabled,
  matchTypeahead,
  onBlur,
  onComboClick,
  onKey,
  onOptionClick,
  onOptionHover,
  PAGE_STEP,
  stepEnabled,
  TYPEAHEAD_TIMEOUT_MS,
} from '../../../src/lib/select-only-combobox';

// The login form's user types: Developer (index 4) is disabled.
const TYPES: ComboOption[] = [
  { label: 'Learner', value: 'learner' },
  { label: 'Proctor', value: 'proctor' },
  { label: 'Admin', value: 'admin' },
  { label: 'Instructor', value: 'instructor' },
  { label: 'Developer', value: 'developer', disabled: true },
];
// Disabled options at both ends and in the middle.
const EDGES: ComboOption[] = [
  { label: 'Alpha', value: 'a', disabled: true },
  { label: 'Bravo', value: 'b' },
  { label: 'Charlie', value: 'c', disabled: true },
  { label: 'Delta', value: 'd' },
  { label: 'Echo', value: 'e', disabled: true },
];

const open = (active: number, selected = -1): ComboState => ({ ...initialState(selected), open: true, active });
const key = (state: ComboState, k: string, extra: object = {}, now = 10_000, options = TYPES) =>
  onKey(state, options, { key: k, ...extra }, now);
/** Presses keys one after another (each `gap` ms apart); returns the final state. */
function press(state: ComboState, keys: string[], gap = 50, options = TYPES): ComboState {
  let now = 10_000;
  let current = state;
  for (const k of keys) {
    current = onKey(current, options, { key: k }, now).state;
    now += gap;
  }
  return current;
}

describe('select-only combobox: which key does what', () => {
  it('closed: Down, Up, Enter and Space open; Home and End open at the ends; others are not its keys', () => {
    expect(['ArrowDown', 'ArrowUp', 'Enter', ' '].map((k) => actionFromKey({ key: k }, false))).toEqual([
      'Open',
      'Open',
      'Open',
      'Open',
    ]);
    expect(actionFromKey({ key: 'Home' }, false)).toBe('First');
    expect(actionFromKey({ key: 'End' }, false)).toBe('Last');
    expect(actionFromKey({ key: 'Escape' }, false)).toBeNull();
    expect(actionFromKey({ key: 'Tab' }, false)).toBeNull();
    expect(actionFromKey({ key: 'PageDown' }, false)).toBeNull();
  });

  it('open: arrows, Home/End, Page keys, Escape, Enter/Space/Tab/Alt+Up choose', () => {
    const map = Object.fromEntries(
      ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown', 'Escape', 'Enter', ' ', 'Tab', 'F2'].map((k) => [
        k,
        actionFromKey({ key: k }, true),
      ]),
    );
    expect(map).toEqual({
      ArrowDown: 'Next',
      ArrowUp: 'Previous',
      Home: 'First',
      End: 'Last',
      PageUp: 'PageUp',
      PageDown: 'PageDown',
      Escape: 'Close',
      Enter: 'CloseSelect',
      ' ': 'CloseSelect',
      Tab: 'CloseSelect',
      F2: null,
    });
    expect(actionFromKey({ key: 'ArrowUp', altKey: true }, true)).toBe('CloseSelect');
    expect(actionFromKey({ key: 'ArrowDown', altKey: true }, true)).toBeNull();
    expect(actionFromKey({ key: 'ArrowDown', altKey: true }, false)).toBe('Open');
  });

  it('printable characters type, open or closed; with a modifier they are the page’s; Space types mid-search', () => {
    expect(actionFromKey({ key: 'a' }, false)).toBe('Type');
    expect(actionFromKey({ key: 'A' }, true)).toBe('Type');
    expect(actionFromKey({ key: 'a', ctrlKey: true }, true)).toBeNull();
    expect(actionFromKey({ key: 'a', metaKey: true }, false)).toBeNull();
    expect(actionFromKey({ key: ' ' }, true, 'new')).toBe('Type');
    expect(actionFromKey({ key: ' ' }, true, '')).toBe('CloseSelect');
  });
});

describe('select-only combobox: enabled options only', () => {
  it('first and last enabled skip disabled ends', () => {
    expect(firstEnabled(EDGES)).toBe(1);
    expect(lastEnabled(EDGES)).toBe(3);
    expect(lastEnabled(TYPES)).toBe(3); // Instructor, not Developer
    expect(firstEnabled([{ label: 'X', value: 'x', disabled: true }])).toBe(-1);
  });

  it('steps skip disabled options and stop at the ends (no wrap)', () => {
    expect(stepEnabled(EDGES, 1, 1)).toBe(3);
    expect(stepEnabled(EDGES, 3, 1)).toBe(3);
    expect(stepEnabled(EDGES, 3, -1)).toBe(1);
    expect(stepEnabled(EDGES, 1, -1)).toBe(1);
    expect(stepEnabled(TYPES, 3, 1)).toBe(3);
    expect(stepEnabled(TYPES, 0, PAGE_STEP)).toBe(3);
    expect(stepEnabled(TYPES, 3, -PAGE_STEP)).toBe(0);
  });
});

describe('select-only combobox: keys', () => {
  it('Down/Enter/Space open on the first option when nothing is chosen, on the chosen one otherwise', () => {
    for (const k of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      const outcome = key(initialState(), k);
      expect(outcome).toEqual({ state: { ...open(0), searchAt: 0 }, handled: true });
      expect(key(initialState(2), k).state.active).toBe(2);
    }
  });

  it('Home and End open at the first and last enabled options (End never lands on Developer)', () => {
    expect(key(initialState(), 'Home').state).toMatchObject({ open: true, active: 0 });
    expect(key(initialState(), 'End').state).toMatchObject({ open: true, active: 3 });
    expect(key(open(2), 'End').state.active).toBe(3);
    expect(key(open(2), 'Home').state.active).toBe(0);
    expect(key(open(3, -1), 'Home', {}, 0, EDGES).state.active).toBe(1);
  });

  it('Down and Up move through enabled options and stop at the ends; Developer is never active', () => {
    expect(press(open(0), ['ArrowDown', 'ArrowDown', 'ArrowDown']).active).toBe(3);
    expect(press(open(0), ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']).active).toBe(3);
    expect(press(open(3), ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']).active).toBe(0);
    expect(press(open(1), ['ArrowDown'], 50, EDGES).active).toBe(3);
  });

  it('Page Down / Page Up jump by ten options or to the last / first enabled one', () => {
    expect(key(open(0), 'PageDown').state.active).toBe(3);
    expect(key(open(3), 'PageUp').state.active).toBe(0);
  });

  it('Enter and Space choose the active option and close; Alt+Up too', () => {
    for (const [k, extra] of [
      ['Enter', {}],
      [' ', {}],
      ['ArrowUp', { altKey: true }],
    ] as const) {
      const outcome = key(open(2), k, extra);
      expect(outcome.handled).toBe(true);
      expect(outcome.state).toMatchObject({ open: false, active: -1, selected: 2 });
    }
  });

  it('Tab chooses and closes but is not handled, so focus still moves on', () => {
    const outcome = key(open(1), 'Tab');
    expect(outcome.state).toMatchObject({ open: false, selected: 1 });
    expect(outcome.handled).toBe(false);
  });

  it('Escape closes without choosing; closed, Escape is left to the page', () => {
    const outcome = key(open(3, 1), 'Escape');
    expect(outcome.state).toMatchObject({ open: false, selected: 1 });
    expect(outcome.handled).toBe(true);
    expect(key(initialState(1), 'Escape')).toEqual({ state: initialState(1), handled: false });
  });

  it('keys that are not the combobox’s change nothing and are not handled', () => {
    const state = open(1);
    expect(key(state, 'F5')).toEqual({ state, handled: false });
    expect(key(initialState(), 'Tab')).toEqual({ state: initialState(), handled: false });
  });
});

describe('select-only combobox: type-ahead', () => {
  it('matches by label prefix, case-insensitively, and opens a closed list', () => {
    expect(press(initialState(), ['p'])).toMatchObject({ open: true, active: 1, selected: -1 });
    expect(press(initialState(), ['A']).active).toBe(2);
    expect(press(open(0), ['i', 'n']).active).toBe(3);
  });

  it('never lands on the disabled Developer: "d", "de", "dev" leave the active option where it was', () => {
    expect(press(open(2), ['d']).active).toBe(2);
    expect(press(open(2), ['d', 'e', 'v']).active).toBe(2);
    expect(press(initialState(), ['d'])).toMatchObject({ open: true, active: 0, selected: -1 });
    expect(matchTypeahead(TYPES, 'developer', 0)).toBe(-1);
  });

  it('the same letter again cycles through the enabled options that start with it', () => {
    const options: ComboOption[] = [
      { label: 'Anna', value: '1' },
      { label: 'Adam', value: '2', disabled: true },
      { label: 'Alex', value: '3' },
      { label: 'Bob', value: '4' },
    ];
    expect(press(open(3), ['a'], 50, options).active).toBe(0);
    expect(press(open(3), ['a', 'a'], 50, options).active).toBe(2);
    expect(press(open(3), ['a', 'a', 'a'], 50, options).active).toBe(0);
  });

  it('a pause longer than the timeout starts a new search', () => {
    // "i" then, much later, "p": a new search for "p" (Proctor), not "ip".
    expect(press(open(0), ['i', 'p'], TYPEAHEAD_TIMEOUT_MS + 1).active).toBe(1);
    // Within the timeout "ip" matches nothing and the active option stays on Instructor.
    expect(press(open(0), ['i', 'p'], 50).active).toBe(3);
  });

  it('Space is part of a search in progress, and chooses again after the timeout', () => {
    const options: ComboOption[] = [
      { label: 'New York', value: 'ny' },
      { label: 'Newark', value: 'nw' },
    ];
    const typed = press(open(1), ['n', 'e', 'w', ' '], 50, options);
    expect(typed).toMatchObject({ open: true, active: 0, search: 'new ' });
    const later = onKey(typed, options, { key: ' ' }, 10_000 + 4 * 50 + TYPEAHEAD_TIMEOUT_MS + 1);
    expect(later.state).toMatchObject({ open: false, selected: 0 });
  });

  it('typing never chooses: the value changes only on Enter, Space, Tab or a click', () => {
    expect(press(initialState(1), ['a', 'i']).selected).toBe(1);
  });
});

describe('select-only combobox: pointer and focus', () => {
  it('a click on the combobox opens and closes it without choosing', () => {
    const opened = onComboClick(initialState(1), TYPES);
    expect(opened).toMatchObject({ open: true, active: 1, selected: 1 });
    expect(onComboClick({ ...opened, active: 3 }, TYPES)).toMatchObject({ open: false, selected: 1 });
  });

  it('a click on an enabled option chooses it and closes; on Developer nothing changes and it stays open', () => {
    expect(onOptionClick(open(0), TYPES, 3)).toMatchObject({ open: false, selected: 3 });
    const state = open(0, 1);
    expect(onOptionClick(state, TYPES, 4)).toBe(state);
  });

  it('hovering moves visual focus to enabled options only', () => {
    expect(onOptionHover(open(0), TYPES, 2).active).toBe(2);
    const state = open(0);
    expect(onOptionHover(state, TYPES, 4)).toBe(state);
    expect(onOptionHover(initialState(), TYPES, 2)).toEqual(initialState());
  });

  it('blur closes without choosing', () => {
    expect(onBlur(open(3, 0), TYPES)).toMatchObject({ open: false, selected: 0 });
    const closed = initialState(2);
    expect(onBlur(closed, TYPES)).toBe(closed);
  });

  it('with every option disabled nothing can be chosen', () => {
    const none: ComboOption[] = [{ label: 'Developer', value: 'developer', disabled: true }];
    const opened = onKey(initialState(), none, { key: 'Enter' }, 0).state;
    expect(opened).toMatchObject({ open: true, active: -1 });
    expect(onKey(opened, none, { key: 'Enter' }, 0).state).toMatchObject({ open: false, selected: -1 });
    expect(onKey(opened, none, { key: 'ArrowDown' }, 0).state.active).toBe(-1);
  });
});
