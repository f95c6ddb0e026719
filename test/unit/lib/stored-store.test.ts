import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoredStore, resetStoresForTests } from '../../../src/lib/stored-store';
import { withStorageDenied } from '../storage-denied';

type Count = { count: number };

const KEY = 'coursify:test-count';
const parseCount = (raw: unknown): Count =>
  typeof raw === 'object' && raw !== null && typeof (raw as Count).count === 'number'
    ? { count: (raw as Count).count }
    : { count: 0 };

/** Another tab wrote the key: the event this tab gets. */
function fromOtherTab(value: unknown, key: string | null = KEY) {
  if (key === null) localStorage.clear();
  else localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(value) }));
}

/** The `storage` listeners the window holds now, counted through spies on add and remove. */
function countStorageListeners() {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const storage = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'storage').length;
  return () => storage(added) - storage(removed);
}

afterEach(() => {
  resetStoresForTests();
  localStorage.clear();
});

describe('createStoredStore', () => {
  it('starts on first use: reads storage, applies, and tells `started` what was stored', () => {
    localStorage.setItem(KEY, '{"count":3,"extra":true}');
    const apply = vi.fn();
    const started = vi.fn();
    const store = createStoredStore({ key: KEY, parse: parseCount, apply, started });
    expect(apply).not.toHaveBeenCalled();
    expect(store.get()).toEqual({ count: 3 });
    expect(apply).toHaveBeenCalledWith({ count: 3 });
    expect(started).toHaveBeenCalledExactlyOnceWith({ count: 3 }, { count: 3, extra: true });
    store.get();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('keeps one snapshot object until something changes', () => {
    const store = createStoredStore({ key: KEY, parse: parseCount });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ count: 1 });
    expect(store.get()).not.toBe(first);
    expect(store.get()).toEqual({ count: 1 });
  });

  it('set applies and notifies without writing; write stores JSON and null removes the key', () => {
    const apply = vi.fn();
    const listener = vi.fn();
    const store = createStoredStore({ key: KEY, parse: parseCount, apply });
    const off = store.subscribe(listener);
    store.set({ count: 2 });
    expect(apply).toHaveBeenLastCalledWith({ count: 2 });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ count: 2 });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.write({ count: 2 })).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('{"count":2}');
    expect(store.readRaw()).toEqual({ count: 2 });
    store.write(null);
    expect(localStorage.getItem(KEY)).toBeNull();
    off();
    store.set({ count: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('with `differs`, applies every update but notifies only of a change', () => {
    const apply = vi.fn();
    const listener = vi.fn();
    const store = createStoredStore({
      key: KEY,
      parse: parseCount,
      apply,
      differs: (before, after) => before.count !== after.count,
    });
    store.subscribe(listener);
    store.set({ count: 0 });
    expect(apply).toHaveBeenCalledTimes(2); // the start, then this update
    expect(listener).not.toHaveBeenCalled();
    store.set({ count: 1 });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ count: 1 });
  });

  it('follows other tabs once started, with no listener too; other keys are ignored', () => {
    const apply = vi.fn();
    const store = createStoredStore({ key: KEY, parse: parseCount, apply });
    fromOtherTab({ count: 9 });
    expect(apply).not.toHaveBeenCalled(); // not started: not listening
    store.get();
    fromOtherTab({ count: 5 });
    expect(store.get()).toEqual({ count: 5 });
    expect(apply).toHaveBeenLastCalledWith({ count: 5 });
    fromOtherTab({ count: 6 }, 'coursify:other');
    expect(store.get()).toEqual({ count: 5 });
    fromOtherTab(null, null); // the whole storage cleared
    expect(store.get()).toEqual({ count: 0 });
  });

  it('never throws where storage throws on the mere access (sandboxed frame): the default, writes refused', () => {
    withStorageDenied(() => {
      const store = createStoredStore({ key: KEY, parse: parseCount });
      expect(store.get()).toEqual({ count: 0 });
      expect(store.write({ count: 1 })).toBe(false);
      expect(store.readRaw()).toBeNull();
    });
  });

  it('reset removes its window listener and stops `watch`; the next use starts afresh', () => {
    const listeners = countStorageListeners();
    const stopWatch = vi.fn();
    const watch = vi.fn(() => stopWatch);
    const store = createStoredStore({ key: KEY, parse: parseCount, watch });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(listeners()).toBe(1);
    expect(watch).toHaveBeenCalledExactlyOnceWith(store);
    store.reset();
    expect(listeners()).toBe(0);
    expect(stopWatch).toHaveBeenCalledTimes(1);
    fromOtherTab({ count: 4 });
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toEqual({ count: 4 }); // read again from storage
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('resetStoresForTests resets every store, so no window listener outlives a test', () => {
    const listeners = countStorageListeners();
    const one = createStoredStore({ key: KEY, parse: parseCount });
    const two = createStoredStore({ key: 'coursify:test-two', parse: parseCount });
    one.get();
    two.subscribe(() => {});
    expect(listeners()).toBe(2);
    one.set({ count: 7 });
    resetStoresForTests();
    expect(listeners()).toBe(0);
    expect(one.get()).toEqual({ count: 0 }); // nothing stored: the value came from storage again
  });
});
