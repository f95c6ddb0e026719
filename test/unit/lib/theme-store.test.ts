import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  getThemeState,
  initTheme,
  parseThemePreference,
  readThemePreference,
  resetThemeStoreForTests,
  resolveDark,
  setThemePreference,
  subscribeTheme,
  THEME_STORAGE_KEY,
  type ThemeState,
  toggleTheme,
} from '../../../src/lib/theme-store';
import { withStorageDenied } from '../storage-denied';

const root = document.documentElement;
const stored = () => localStorage.getItem(THEME_STORAGE_KEY);
const store = (text: string) => localStorage.setItem(THEME_STORAGE_KEY, text);

/** A controllable `prefers-color-scheme: dark` query: `set(true)` is the OS switching to dark. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    listeners,
    set(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

/** Another tab wrote (or removed) the key: the event this tab gets. */
function fromOtherTab(newValue: string | null, key: string | null = THEME_STORAGE_KEY) {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

beforeEach(() => fakeSystem(false));

afterEach(() => {
  resetThemeStoreForTests();
  localStorage.clear();
  root.classList.remove('dark');
  root.style.removeProperty('color-scheme');
  vi.unstubAllGlobals();
});

describe('theme preference: three states, stored as words', () => {
  it('parses "dark", "light" and "system" (follow the system) from storage', () => {
    expect(parseThemePreference('dark')).toBe(true);
    expect(parseThemePreference('light')).toBe(false);
    expect(parseThemePreference('system')).toBe(null);
  });

  it('garbage means the default, off', () => {
    for (const garbage of [
      undefined,
      null,
      '',
      'DARK',
      'yes',
      1,
      true,
      {},
      [],
      'toString',
      '__proto__',
      'constructor',
    ]) {
      expect(parseThemePreference(garbage), String(garbage)).toBe(false);
    }
  });

  it('default off: nothing stored → light, no dark class', () => {
    expect(initTheme()).toEqual({ preference: false, dark: false });
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });

  it('persists each state as a JSON word and reads it back', () => {
    setThemePreference(true);
    expect(stored()).toBe('"dark"');
    setThemePreference(null);
    expect(stored()).toBe('"system"');
    setThemePreference(false);
    expect(stored()).toBe('"light"');
    expect(readThemePreference()).toBe(false);
    store('"dark"');
    expect(readThemePreference()).toBe(true);
  });

  it('applies a stored dark on init; garbage or non-JSON in storage applies the default', () => {
    store('"dark"');
    expect(initTheme().dark).toBe(true);
    expect(root.classList.contains('dark')).toBe(true);
    resetThemeStoreForTests();
    for (const garbage of ['dark', '{"a":1}', '42', 'null', '"toString"', '{']) {
      store(garbage);
      resetThemeStoreForTests();
      expect(initTheme(), garbage).toEqual({ preference: false, dark: false });
    }
  });
});

describe('resolveDark and the system setting', () => {
  it('true and false are themselves; null follows prefers-color-scheme', () => {
    fakeSystem(true);
    expect(resolveDark(true)).toBe(true);
    expect(resolveDark(false)).toBe(false);
    expect(resolveDark(null)).toBe(true);
    fakeSystem(false);
    expect(resolveDark(null)).toBe(false);
  });

  it('without matchMedia, null means light', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(resolveDark(null)).toBe(false);
  });

  it('following the system: a live OS change flips the page and notifies', () => {
    const system = fakeSystem(false);
    store('"system"');
    const seen: ThemeState[] = [];
    subscribeTheme((state) => seen.push(state));
    expect(getThemeState()).toEqual({ preference: null, dark: false });
    system.set(true);
    expect(root.classList.contains('dark')).toBe(true);
    system.set(false);
    expect(root.classList.contains('dark')).toBe(false);
    expect(seen).toEqual([
      { preference: null, dark: true },
      { preference: null, dark: false },
    ]);
  });

  it('an explicit choice ignores the OS setting', () => {
    const system = fakeSystem(false);
    setThemePreference(false);
    system.set(true);
    expect(getThemeState()).toEqual({ preference: false, dark: false });
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('reset stops following the system', () => {
    const system = fakeSystem(false);
    initTheme();
    expect(system.listeners.size).toBe(1);
    resetThemeStoreForTests();
    expect(system.listeners.size).toBe(0);
  });
});

describe('toggle', () => {
  it('flips what is shown, stores it and notifies subscribers once per change', () => {
    const listener = vi.fn();
    const off = subscribeTheme(listener);
    toggleTheme();
    expect(getThemeState()).toEqual({ preference: true, dark: true });
    expect(stored()).toBe('"dark"');
    expect(root.classList.contains('dark')).toBe(true);
    toggleTheme();
    expect(getThemeState()).toEqual({ preference: false, dark: false });
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    toggleTheme();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('from "follow the system" with a dark OS: leaves following and goes light', () => {
    fakeSystem(true);
    store('"system"');
    expect(initTheme()).toEqual({ preference: null, dark: true });
    toggleTheme();
    expect(getThemeState()).toEqual({ preference: false, dark: false });
    expect(stored()).toBe('"light"');
  });

  it('the snapshot object is stable until the theme changes (useSyncExternalStore needs that)', () => {
    const first = getThemeState();
    setThemePreference(false);
    expect(getThemeState()).toEqual(first);
    toggleTheme();
    expect(getThemeState()).not.toBe(first);
  });
});

describe('storage that throws', () => {
  function breakStorage() {
    const error = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(error);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(error);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(error);
  }

  it('on read: the default applies', () => {
    breakStorage();
    expect(() => initTheme()).not.toThrow();
    expect(getThemeState()).toEqual({ preference: false, dark: false });
  });

  it('on write: the toggle still works for this page', () => {
    breakStorage();
    expect(() => toggleTheme()).not.toThrow();
    expect(getThemeState().dark).toBe(true);
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('on the mere access (sandboxed frame): the default applies, toggling works', () => {
    withStorageDenied(() => {
      expect(initTheme()).toEqual({ preference: false, dark: false });
      expect(() => toggleTheme()).not.toThrow();
      expect(root.classList.contains('dark')).toBe(true);
    });
  });
});

describe('other tabs (storage events)', () => {
  it('a change in another tab applies here and notifies', () => {
    const listener = vi.fn();
    subscribeTheme(listener);
    fromOtherTab('"dark"');
    expect(getThemeState()).toEqual({ preference: true, dark: true });
    expect(root.classList.contains('dark')).toBe(true);
    expect(listener).toHaveBeenLastCalledWith({ preference: true, dark: true });
  });

  it('another tab choosing "system" follows this OS setting', () => {
    fakeSystem(true);
    initTheme();
    fromOtherTab('"system"');
    expect(getThemeState()).toEqual({ preference: null, dark: true });
  });

  it('removed, cleared or garbage in another tab: back to the default', () => {
    setThemePreference(true);
    fromOtherTab(null);
    expect(getThemeState().dark).toBe(false);
    setThemePreference(true);
    fromOtherTab(null, null);
    expect(getThemeState().dark).toBe(false);
    setThemePreference(true);
    fromOtherTab('{oops');
    expect(getThemeState()).toEqual({ preference: false, dark: false });
  });

  it('other keys are ignored', () => {
    setThemePreference(true);
    const listener = vi.fn();
    subscribeTheme(listener);
    fromOtherTab('"x"', 'coursify:a11y');
    expect(getThemeState().dark).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('applyTheme', () => {
  it('toggles the dark class and the colour scheme, keeping other classes', () => {
    root.classList.add('keep-me');
    applyTheme(true);
    expect([...root.classList]).toEqual(['keep-me', 'dark']);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme(false);
    expect([...root.classList]).toEqual(['keep-me']);
    expect(root.style.colorScheme).toBe('light');
    root.classList.remove('keep-me');
  });

  it('on another root element when given one', () => {
    const other = document.createElement('div');
    applyTheme(true, other);
    expect(other.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
