/**
 * The one theme store of the shell and every element (SPEC §3 darkMode, §4): dark on, off, or following the
 * system when the preference is null. Default off. Applying it flips the `dark` class on the root element, which
 * every element follows (see page-state.ts). Persisted in localStorage; other tabs follow through `storage`
 * events; an unusable storage or a garbage value means the default, never an error.
 */
import { readStored, subscribeStored, writeStored } from './safe-storage';

/** true: dark; false: light; null: follow the system (`prefers-color-scheme`). */
export type ThemePreference = boolean | null;
export type ThemeState = { preference: ThemePreference; dark: boolean };

export const THEME_STORAGE_KEY = 'coursify:theme';
export const THEME_DEFAULT: ThemePreference = false;

// Stored as words: "follow the system" must be told apart from "nothing stored" (the default, off). A Map, not
// an object: `"toString" in {…}` is true too, and would hand back a function for that garbage value.
type StoredWord = 'dark' | 'light' | 'system';
const STORED = new Map<unknown, ThemePreference>([
  ['dark', true],
  ['light', false],
  ['system', null],
]);

export function parseThemePreference(value: unknown): ThemePreference {
  return STORED.has(value) ? (STORED.get(value) as ThemePreference) : THEME_DEFAULT;
}

function toStored(preference: ThemePreference): StoredWord {
  return preference === null ? 'system' : preference ? 'dark' : 'light';
}

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches;
}

export function resolveDark(preference: ThemePreference): boolean {
  return preference ?? systemPrefersDark();
}

export function readThemePreference(): ThemePreference {
  return parseThemePreference(readStored(THEME_STORAGE_KEY));
}

/** The `dark` class on the root (what the elements and the shell's CSS key on) and the UA's colour scheme. */
export function applyTheme(dark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

type Listener = (state: ThemeState) => void;
const listeners = new Set<Listener>();
let current: ThemeState | undefined;
let stopWatching: (() => void) | undefined;

function update(preference: ThemePreference): void {
  const next = { preference, dark: resolveDark(preference) };
  const changed = !current || current.dark !== next.dark || current.preference !== next.preference;
  current = next;
  if (typeof document !== 'undefined') applyTheme(next.dark);
  if (changed) for (const listener of listeners) listener(next);
}

/** Applies the stored preference and starts following the system and the other tabs (once per page). */
export function initTheme(): ThemeState {
  if (!stopWatching) {
    const media = typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK) : null;
    const onSystemChange = () => {
      if (current?.preference === null) update(null);
    };
    media?.addEventListener('change', onSystemChange);
    const stopStorage = subscribeStored(THEME_STORAGE_KEY, (value) => update(parseThemePreference(value)));
    stopWatching = () => {
      media?.removeEventListener('change', onSystemChange);
      stopStorage();
    };
    update(readThemePreference());
  }
  return current as ThemeState;
}

export function getThemeState(): ThemeState {
  return current ?? initTheme();
}

export function setThemePreference(preference: ThemePreference): void {
  initTheme();
  writeStored(THEME_STORAGE_KEY, toStored(preference));
  update(preference);
}

/** Flips what the user sees: from dark to light and from light to dark (leaving "follow the system"). */
export function toggleTheme(): void {
  setThemePreference(!getThemeState().dark);
}

export function subscribeTheme(listener: Listener): () => void {
  initTheme();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the page-level state and listeners. */
export function resetThemeStoreForTests(): void {
  stopWatching?.();
  stopWatching = undefined;
  current = undefined;
  listeners.clear();
}
