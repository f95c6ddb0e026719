/**
 * The WAI-ARIA APG select-only combobox (a button-like combobox that opens a listbox), as pure state: what each
 * key, click and blur does. The component (src/react/login-form/UserTypePicker.tsx) only renders the state and
 * calls preventDefault() when `handled` is true.
 *
 * Departures from the APG example, on purpose:
 * - disabled options are never active (arrow keys, Home/End, Page keys and type-ahead skip them), so a disabled
 *   option can be read in the list but never chosen by any input;
 * - losing focus closes without choosing (the APG example chooses the active option): a click elsewhere on the
 *   page should not change the value. Tab still chooses, as in the APG.
 */

export type ComboOption = { readonly label: string; readonly value: string; readonly disabled?: boolean };

export type ComboState = {
  readonly open: boolean;
  /** The option with visual focus (aria-activedescendant) while open; -1 for none. */
  readonly active: number;
  /** The chosen option (aria-selected, the value); -1 for none. */
  readonly selected: number;
  /** Characters typed so far in the current type-ahead search, and when the last one came (ms). */
  readonly search: string;
  readonly searchAt: number;
};

export type KeyPress = { key: string; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean };

export type Outcome = {
  state: ComboState;
  /** The key was the combobox's: the caller prevents its default action (scrolling, page shortcuts). */
  handled: boolean;
};

/** Keys typed further apart than this start a new type-ahead search. */
export const TYPEAHEAD_TIMEOUT_MS = 500;
/** Page Up / Page Down move visual focus by this many options (or to the first / last). */
export const PAGE_STEP = 10;

export type ComboAction =
  | 'Open'
  | 'Close'
  | 'CloseSelect'
  | 'First'
  | 'Last'
  | 'Next'
  | 'Previous'
  | 'PageUp'
  | 'PageDown'
  | 'Type';

export function initialState(selected = -1): ComboState {
  return { open: false, active: -1, selected, search: '', searchAt: 0 };
}

const isEnabled = (options: readonly ComboOption[], index: number) =>
  index >= 0 && index < options.length && !options[index].disabled;

export function firstEnabled(options: readonly ComboOption[]): number {
  return options.findIndex((option) => !option.disabled);
}

export function lastEnabled(options: readonly ComboOption[]): number {
  return options.findLastIndex((option) => !option.disabled);
}

/** The enabled option `steps` enabled options after (or, negative, before) `from`; stops at the ends. */
export function stepEnabled(options: readonly ComboOption[], from: number, steps: number): number {
  const direction = Math.sign(steps);
  let index = from;
  let remaining = Math.abs(steps);
  for (let i = from + direction; remaining > 0 && i >= 0 && i < options.length; i += direction) {
    if (isEnabled(options, i)) {
      index = i;
      remaining--;
    }
  }
  return isEnabled(options, index) ? index : direction >= 0 ? firstEnabled(options) : lastEnabled(options);
}

/** What a key means in the current state (APG "getActionFromKey"); null when it is not the combobox's. */
export function actionFromKey(press: KeyPress, open: boolean, search = ''): ComboAction | null {
  const { key, altKey, ctrlKey, metaKey } = press;
  const printable = key.length === 1 && !ctrlKey && !metaKey && !altKey;
  // Space types while a search is going on ("new y…"), and otherwise opens or chooses.
  if (printable && (key !== ' ' || search !== '')) return 'Type';
  if (!open) {
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') return 'Open';
    if (key === 'Home') return 'First';
    if (key === 'End') return 'Last';
    return null;
  }
  if (key === 'ArrowUp' && altKey) return 'CloseSelect';
  switch (key) {
    case 'ArrowDown':
      return altKey ? null : 'Next';
    case 'ArrowUp':
      return 'Previous';
    case 'Home':
      return 'First';
    case 'End':
      return 'Last';
    case 'PageUp':
      return 'PageUp';
    case 'PageDown':
      return 'PageDown';
    case 'Escape':
      return 'Close';
    case 'Enter':
    case ' ':
    case 'Tab':
      return 'CloseSelect';
    default:
      return null;
  }
}

/** The option a type-ahead search lands on (APG "getIndexByLetter"); -1 when nothing enabled matches. */
export function matchTypeahead(options: readonly ComboOption[], search: string, start: number): number {
  const needle = search.toLowerCase();
  const order = options.map((_, i) => (start + i) % options.length);
  const starts = (index: number, prefix: string) =>
    isEnabled(options, index) && options[index].label.toLowerCase().startsWith(prefix);
  const match = order.find((index) => starts(index, needle));
  if (match !== undefined) return match;
  // The same letter again and again ("iii") cycles through the options that start with it.
  if ([...needle].every((letter) => letter === needle[0])) {
    return order.find((index) => starts(index, needle[0])) ?? -1;
  }
  return -1;
}

/** Where visual focus goes when the listbox opens: the chosen option, else the first enabled one. */
function openAt(state: ComboState, options: readonly ComboOption[], active?: number): ComboState {
  const target = active ?? (isEnabled(options, state.selected) ? state.selected : firstEnabled(options));
  return { ...state, open: true, active: target, search: '', searchAt: 0 };
}

function close(state: ComboState, choose: boolean, options: readonly ComboOption[]): ComboState {
  const selected = choose && isEnabled(options, state.active) ? state.active : state.selected;
  return { ...state, open: false, active: -1, selected, search: '', searchAt: 0 };
}

function type(state: ComboState, options: readonly ComboOption[], key: string, now: number): ComboState {
  const continuing = state.search !== '' && now - state.searchAt <= TYPEAHEAD_TIMEOUT_MS;
  const search = continuing ? state.search + key : key;
  const base = state.open ? state : openAt(state, options);
  const from = Math.max(base.active, 0);
  // The search starts after the active option and wraps around: "i" twice moves on, "in" may come back to it.
  const match = matchTypeahead(options, search, from + 1);
  return { ...base, active: match >= 0 ? match : base.active, search, searchAt: now };
}

/** The combobox's answer to a key press; `now` is the time in ms, for type-ahead (performance.now()). */
export function onKey(state: ComboState, options: readonly ComboOption[], press: KeyPress, now: number): Outcome {
  const action = actionFromKey(press, state.open, now - state.searchAt <= TYPEAHEAD_TIMEOUT_MS ? state.search : '');
  if (action === null) return { state, handled: false };
  const at = state.active < 0 ? firstEnabled(options) : state.active;
  switch (action) {
    case 'Open':
      return { state: openAt(state, options), handled: true };
    case 'Close':
      return { state: close(state, false, options), handled: true };
    case 'CloseSelect':
      // Tab chooses and closes, but focus still moves on: its default action stays.
      return { state: close(state, true, options), handled: press.key !== 'Tab' };
    case 'First':
      return { state: openAt(state, options, firstEnabled(options)), handled: true };
    case 'Last':
      return { state: openAt(state, options, lastEnabled(options)), handled: true };
    case 'Next':
      return { state: { ...state, active: stepEnabled(options, at, 1), search: '' }, handled: true };
    case 'Previous':
      return { state: { ...state, active: stepEnabled(options, at, -1), search: '' }, handled: true };
    case 'PageDown':
      return { state: { ...state, active: stepEnabled(options, at, PAGE_STEP), search: '' }, handled: true };
    case 'PageUp':
      return { state: { ...state, active: stepEnabled(options, at, -PAGE_STEP), search: '' }, handled: true };
    case 'Type':
      return { state: type(state, options, press.key, now), handled: true };
  }
}

/** A click on the combobox: opens or closes (without choosing). */
export function onComboClick(state: ComboState, options: readonly ComboOption[]): ComboState {
  return state.open ? close(state, false, options) : openAt(state, options);
}

/** A click on an option: an enabled one is chosen and the listbox closes; a disabled one changes nothing. */
export function onOptionClick(state: ComboState, options: readonly ComboOption[], index: number): ComboState {
  if (!isEnabled(options, index)) return state;
  return close({ ...state, active: index }, true, options);
}

/** The pointer over an option: visual focus follows it when it is enabled. */
export function onOptionHover(state: ComboState, options: readonly ComboOption[], index: number): ComboState {
  return state.open && isEnabled(options, index) && state.active !== index ? { ...state, active: index } : state;
}

/** Focus left the combobox: the listbox closes and the value stays as it was. */
export function onBlur(state: ComboState, options: readonly ComboOption[]): ComboState {
  return state.open ? close(state, false, options) : state;
}
