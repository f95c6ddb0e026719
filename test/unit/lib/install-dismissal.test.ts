import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DISMISS_DAYS,
  DISMISSAL_KEY,
  dismissDays,
  forgetDismissal,
  isDismissalRemembered,
  rememberDismissal,
} from '../../../src/lib/install-dismissal';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1, 12);

afterEach(() => localStorage.clear());

describe('install dismissal: days', () => {
  it('defaults to 30; 0 is allowed; negative, NaN, Infinity and non-numbers fall back to the default', () => {
    expect(DEFAULT_DISMISS_DAYS).toBe(30);
    expect(dismissDays(undefined)).toBe(30);
    expect(dismissDays(7)).toBe(7);
    expect(dismissDays(0)).toBe(0);
    expect(dismissDays(0.5)).toBe(0.5);
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '7', null]) expect(dismissDays(bad)).toBe(30);
  });
});

describe('install dismissal: remembered for the given days', () => {
  it('stores a timestamp and is remembered until the days have passed', () => {
    expect(isDismissalRemembered(30, NOW)).toBe(false);
    expect(rememberDismissal(30, NOW)).toBe(true);
    expect(JSON.parse(localStorage.getItem(DISMISSAL_KEY) ?? 'null')).toEqual({ at: NOW });
    expect(isDismissalRemembered(30, NOW)).toBe(true);
    expect(isDismissalRemembered(30, NOW + 30 * DAY - 1)).toBe(true);
    expect(isDismissalRemembered(30, NOW + 30 * DAY)).toBe(false);
  });

  it('the days are read when asked: a shorter setting expires an older dismissal', () => {
    rememberDismissal(30, NOW);
    expect(isDismissalRemembered(7, NOW + 6 * DAY)).toBe(true);
    expect(isDismissalRemembered(7, NOW + 8 * DAY)).toBe(false);
    expect(isDismissalRemembered(30, NOW + 8 * DAY)).toBe(true);
  });

  it('0 days: nothing is stored and nothing is remembered', () => {
    expect(rememberDismissal(0, NOW)).toBe(false);
    expect(localStorage.getItem(DISMISSAL_KEY)).toBeNull();
    rememberDismissal(30, NOW);
    expect(isDismissalRemembered(0, NOW)).toBe(false);
  });

  it('uses the clock by default; forgetDismissal() clears it', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      rememberDismissal(undefined);
      expect(isDismissalRemembered(undefined)).toBe(true);
      vi.setSystemTime(NOW + 31 * DAY);
      expect(isDismissalRemembered(undefined)).toBe(false);
      vi.setSystemTime(NOW);
      forgetDismissal();
      expect(isDismissalRemembered(undefined)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('install dismissal: bad storage means "show normally"', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a number', '12'],
    ['null', 'null'],
    ['no timestamp', '{"when": 1}'],
    ['a string timestamp', '{"at": "2025-06-01"}'],
    ['a timestamp in the future', JSON.stringify({ at: NOW + DAY })],
  ])('%s → not remembered', (_, text) => {
    localStorage.setItem(DISMISSAL_KEY, text);
    expect(isDismissalRemembered(30, NOW)).toBe(false);
  });

  /** Replaces window.localStorage for one test (happy-dom's own methods are not on Storage.prototype). */
  function replaceStorage(get: () => unknown): () => void {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get });
    return () => {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
    };
  }

  it('storage whose access throws (a sandboxed frame): not remembered, and remembering reports false', () => {
    const restore = replaceStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(rememberDismissal(30, NOW)).toBe(false);
      expect(isDismissalRemembered(30, NOW)).toBe(false);
    } finally {
      restore();
    }
  });

  it('storage whose reads and writes throw (private mode, full quota): the same', () => {
    const fail = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const restore = replaceStorage(() => ({ getItem: fail, setItem: fail, removeItem: fail }));
    try {
      expect(rememberDismissal(30, NOW)).toBe(false);
      expect(isDismissalRemembered(30, NOW)).toBe(false);
      expect(() => forgetDismissal()).not.toThrow();
    } finally {
      restore();
    }
  });
});
