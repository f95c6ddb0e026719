import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  A11Y_CLASSES,
  A11Y_DEFAULTS,
  A11Y_STORAGE_KEY,
  type A11ySettings,
  applyA11ySettings,
  clampFontSize,
  DYSLEXIA_FONT_FAMILY,
  FONT_SIZE,
  getA11ySettings,
  initA11ySettings,
  readA11ySettings,
  resetA11ySettings,
  resetA11yStoreForTests,
  sanitizeA11ySettings,
  setA11ySettings,
  stepFontSize,
  subscribeA11ySettings,
} from '../../../src/lib/a11y-settings';

const root = document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY) ?? 'null');
const allOn: A11ySettings = {
  fontSize: 20,
  grayscale: true,
  dyslexiaFont: true,
  highContrast: true,
  textAlign: 'center',
  reducedMotion: true,
  announcements: false,
};

/** What another tab does: writes the storage, and this tab gets a `storage` event. */
function otherTabWrites(value: string | null, key: string | null = A11Y_STORAGE_KEY): void {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

/** Makes every access to localStorage throw, as a sandboxed frame does; returns the undo. */
function storageThrows(): () => void {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else delete (globalThis as Record<string, unknown>).localStorage;
  };
}

beforeEach(() => {
  resetA11yStoreForTests();
  localStorage.clear();
  applyA11ySettings({ ...A11Y_DEFAULTS });
});
afterEach(() => {
  resetA11yStoreForTests();
  localStorage.clear();
  applyA11ySettings({ ...A11Y_DEFAULTS });
});

describe('a11y settings: values and bounds', () => {
  it('defaults: 16px, everything off but announcements, no alignment', () => {
    expect(getA11ySettings()).toEqual({
      fontSize: 16,
      grayscale: false,
      dyslexiaFont: false,
      highContrast: false,
      textAlign: null,
      reducedMotion: false,
      announcements: true,
    });
    expect(FONT_SIZE).toEqual({ default: 16, step: 2, min: 12, max: 24 });
  });

  it('steps by 2px and stops at 12 and 24', () => {
    expect(stepFontSize(1).fontSize).toBe(18);
    for (let i = 0; i < 10; i++) stepFontSize(1);
    expect(getA11ySettings().fontSize).toBe(24);
    for (let i = 0; i < 20; i++) stepFontSize(-1);
    expect(getA11ySettings().fontSize).toBe(12);
  });

  it('clamps any size onto the 12…24 grid of 2px steps', () => {
    expect([11, 12, 13, 17, 23.9, 24, 30, -5].map(clampFontSize)).toEqual([12, 12, 14, 18, 24, 24, 24, 12]);
    expect([Number.NaN, Number.POSITIVE_INFINITY].map(clampFontSize)).toEqual([16, 16]);
    expect(setA11ySettings({ fontSize: 100 }).fontSize).toBe(24);
  });

  it('garbage, field by field, becomes the default', () => {
    for (const raw of [null, 'x', 42, [], [1, 2]]) expect(sanitizeA11ySettings(raw)).toEqual(A11Y_DEFAULTS);
    expect(
      sanitizeA11ySettings({ fontSize: '20', grayscale: 'yes', highContrast: true, textAlign: 'justify', extra: 1 }),
    ).toEqual({ ...A11Y_DEFAULTS, highContrast: true });
    expect(sanitizeA11ySettings(allOn)).toEqual(allOn);
  });
});

describe('a11y settings: persistence', () => {
  it('persists each change and restores it on init', () => {
    setA11ySettings({ grayscale: true, textAlign: 'right' });
    expect(stored()).toMatchObject({ grayscale: true, textAlign: 'right' });
    resetA11yStoreForTests();
    expect(initA11ySettings()).toMatchObject({ grayscale: true, textAlign: 'right', fontSize: 16 });
    expect(root.style.getPropertyValue('filter')).toBe('grayscale(100%)');
  });

  it('stored garbage (not JSON, wrong types) means the defaults, without throwing', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, '{not json');
    expect(initA11ySettings()).toEqual(A11Y_DEFAULTS);
    resetA11yStoreForTests();
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ fontSize: 'huge', grayscale: 1, reducedMotion: true }));
    expect(readA11ySettings()).toEqual({ ...A11Y_DEFAULTS, reducedMotion: true });
  });

  it('storage that throws: the defaults apply and changes still work for this page', () => {
    const undo = storageThrows();
    try {
      expect(() => initA11ySettings()).not.toThrow();
      expect(getA11ySettings()).toEqual(A11Y_DEFAULTS);
      expect(setA11ySettings({ grayscale: true }).grayscale).toBe(true);
      expect(root.style.getPropertyValue('filter')).toBe('grayscale(100%)');
      setA11ySettings({ fontSize: 20 });
      expect(() => resetA11ySettings()).not.toThrow();
      expect(getA11ySettings()).toEqual(A11Y_DEFAULTS);
      setA11ySettings({ fontSize: 20 });
    } finally {
      undo();
    }
    expect(localStorage.getItem(A11Y_STORAGE_KEY), 'nothing reached the storage').toBeNull();
  });

  it('storage that refuses writes (quota): the change still applies', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(setA11ySettings({ fontSize: 20 }).fontSize).toBe(20);
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('20px');
  });

  it('reset returns every setting to default and clears the stored value', () => {
    setA11ySettings(allOn);
    expect(resetA11ySettings()).toEqual(A11Y_DEFAULTS);
    expect(localStorage.getItem(A11Y_STORAGE_KEY)).toBeNull();
    expect(root.getAttribute('style') ?? '').toBe('');
    expect([...root.classList].filter((name) => name.startsWith('cf-'))).toEqual([]);
  });
});

describe('a11y settings: listeners and other tabs', () => {
  it('notifies subscribers of each change until they unsubscribe', () => {
    const listener = vi.fn();
    const off = subscribeA11ySettings(listener);
    setA11ySettings({ reducedMotion: true });
    off();
    setA11ySettings({ reducedMotion: false });
    expect(listener.mock.calls).toEqual([[{ ...A11Y_DEFAULTS, reducedMotion: true }]]);
  });

  it('follows another tab: its change applies here, garbage from it means defaults, a cleared storage too', () => {
    const listener = vi.fn();
    subscribeA11ySettings(listener);
    otherTabWrites(JSON.stringify({ ...A11Y_DEFAULTS, fontSize: 22, highContrast: true }));
    expect(getA11ySettings()).toMatchObject({ fontSize: 22, highContrast: true });
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('22px');
    expect(root.classList.contains(A11Y_CLASSES.highContrast)).toBe(true);
    otherTabWrites('garbage');
    expect(getA11ySettings()).toEqual(A11Y_DEFAULTS);
    setA11ySettings({ grayscale: true });
    otherTabWrites(null, null); // localStorage.clear() in the other tab
    expect(getA11ySettings()).toEqual(A11Y_DEFAULTS);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('ignores storage events for other keys', () => {
    const listener = vi.fn();
    subscribeA11ySettings(listener);
    otherTabWrites('"dark"', 'coursify:theme');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('applyA11ySettings on a root element', () => {
  it('sets tokens, filter, font size and classes for every setting, and removes them all again', () => {
    const el = document.createElement('div');
    applyA11ySettings(allOn, el);
    expect(el.style.getPropertyValue('--cf-font-size')).toBe('20px');
    expect(el.style.getPropertyValue('font-size')).toBe('125%');
    expect(el.style.getPropertyValue('filter')).toBe('grayscale(100%)');
    expect(el.style.getPropertyValue('--cf-font-family')).toBe(DYSLEXIA_FONT_FAMILY);
    expect(el.style.getPropertyValue('--cf-text-align')).toBe('center');
    expect(el.style.getPropertyValue('--cf-color-text')).toBe('#000000');
    expect(el.style.getPropertyValue('--cf-color-text-dark')).toBe('#ffffff');
    expect([...el.classList].sort()).toEqual(['cf-dyslexia', 'cf-high-contrast', 'cf-reduce-motion']);
    applyA11ySettings({ ...A11Y_DEFAULTS }, el);
    expect(el.getAttribute('style') ?? '').toBe('');
    expect(el.className).toBe('');
  });

  it('keeps what the page itself had on the root', () => {
    const el = document.createElement('div');
    el.className = 'dark page';
    el.style.setProperty('--cf-radius', '4px');
    applyA11ySettings(allOn, el);
    applyA11ySettings({ ...A11Y_DEFAULTS }, el);
    expect(el.className).toBe('dark page');
    expect(el.style.getPropertyValue('--cf-radius')).toBe('4px');
  });

  it('the default size sets no font size at all: the browser’s own (and zoom) stay in charge', () => {
    const el = document.createElement('div');
    applyA11ySettings({ ...A11Y_DEFAULTS, fontSize: 12 }, el);
    expect(el.style.getPropertyValue('font-size')).toBe('75%');
    applyA11ySettings({ ...A11Y_DEFAULTS }, el);
    expect(el.style.getPropertyValue('font-size')).toBe('');
  });
});
