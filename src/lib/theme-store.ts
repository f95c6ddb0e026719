/**
 * The one theme store of the shell and every element (the site's dark mode): dark on, off, or following the
 * system when the preference is null. Default off. Applying it flips the `dark` class on the root element, which
 * every element follows (see page-state.ts). Persisted in localStorage; other tabs follow through `storage`
 * events; an unusable storage or a garbage value means the default, never an error.
 */
import { readStored } from './safe-storage';
import { createStoredStore } from './stored-store';

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

const stateOf = (preference: ThemePreference): ThemeState => ({ preference, dark: resolveDark(preference) });

const store = /* @__PURE__ */ createStoredStore<ThemeState>({
  key: THEME_STORAGE_KEY,
  parse: (raw) => stateOf(parseThemePreference(raw)),
  apply: (state) => {
    if (typeof document !== 'undefined') applyTheme(state.dark);
  },
  // Every update re-applies the class; listeners hear only of a real change.
  differs: (before, after) => before.dark !== after.dark || before.preference !== after.preference,
  watch: (themes) => {
    const media = typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK) : null;
    const onSystemChange = () => {
      if (themes.get().preference === null) themes.set(stateOf(null));
    };
    media?.addEventListener('change', onSystemChange);
    return () => media?.removeEventListener('change', onSystemChange);
  },
});

/** Applies the stored preference and starts following the system and the other tabs (once per page). */
export function initTheme(): ThemeState {
  return store.get();
}

export function getThemeState(): ThemeState {
  return store.get();
}

export function setThemePreference(preference: ThemePreference): void {
  store.get();
  store.write(toStored(preference));
  store.set(stateOf(preference));
}

/** Flips what the user sees: from dark to light and from light to dark (leaving "follow the system"). */
export function toggleTheme(): void {
  setThemePreference(!getThemeState().dark);
}

export function subscribeTheme(listener: (state: ThemeState) => void): () => void {
  return store.subscribe(listener);
}

/** For tests: forget the page-level state and listeners. */
export function resetThemeStoreForTests(): void {
  store.reset();
}
