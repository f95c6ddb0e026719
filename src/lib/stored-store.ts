/**
 * The one way a page-level store over one localStorage key is built (the theme, the accessibility settings, the
 * shell's learner progress). Each store gives its key and how to read whatever is stored; this module gives the
 * rest, the same for all: reading and writing through safe-storage (never throws), one current value that stays
 * the same object until something changes (a stable snapshot for `useSyncExternalStore`), listeners, and other
 * tabs followed through the `storage` event.
 *
 * A store starts on first use and from then on follows the other tabs even with no listener, because what it
 * applies to the page (the `dark` class, the settings' root styles) must follow them whether or not an element is
 * mounted. Its window listeners are removed by `reset()`; `resetStoresForTests()` resets every store, which the
 * unit tests do after each test so that no listener outlives its test, even in a shared environment.
 */
import { readStored, subscribeStored, writeStored } from './safe-storage';

export type StoredStoreOptions<T extends object> = {
  key: string;
  /** Whatever is stored, or sent by another tab, as a value: garbage means a default, never an error. */
  parse: (raw: unknown) => T;
  /** What a new value does to the page (root classes, custom properties); runs on every change, before listeners. */
  apply?: (value: T) => void;
  /** Whether listeners hear of a change from `before` to `after`. Without it, of every change. */
  differs?: (before: T, after: T) => boolean;
  /** Once, when the store starts, with what storage held (a store can write back an older format it migrated). */
  started?: (value: T, raw: unknown) => void;
  /** Another source of changes that starts and stops with the store (the OS colour scheme); returns its stop. */
  watch?: (store: StoredStore<T>) => () => void;
};

export type StoredStore<T extends object> = {
  readonly key: string;
  /** The current value; the first call starts the store (reads storage, applies, follows other tabs). */
  get(): T;
  /** Makes `value` current on this page: applies it and tells the listeners. Storage is the caller's to write. */
  set(value: T): void;
  /** Stores `value` as JSON (null removes the key); false when the browser refused. */
  write(value: unknown): boolean;
  /** What storage holds now, as JSON, or null (no store state involved). */
  readRaw(): unknown;
  /** Calls `listener` after every change, from this page or another tab; starts the store. */
  subscribe(listener: (value: T) => void): () => void;
  /** Stops following other tabs (and `watch`) and forgets the value and the listeners. */
  reset(): void;
};

const stores = new Set<StoredStore<object>>();

export function createStoredStore<T extends object>(options: StoredStoreOptions<T>): StoredStore<T> {
  const { key, parse, apply, differs, started, watch } = options;
  const listeners = new Set<(value: T) => void>();
  let current: T | undefined;
  let stop: (() => void) | undefined;

  const store: StoredStore<T> = {
    key,
    get() {
      if (!stop) {
        const stopStorage = subscribeStored(key, (raw) => store.set(parse(raw)));
        const stopWatch = watch?.(store);
        stop = () => {
          stopWatch?.();
          stopStorage();
        };
        const raw = readStored(key);
        store.set(parse(raw));
        started?.(current as T, raw);
      }
      return current as T;
    },
    set(value) {
      const changed = current === undefined || !differs || differs(current, value);
      current = value;
      apply?.(value);
      if (changed) for (const listener of listeners) listener(value);
    },
    write: (value) => writeStored(key, value),
    readRaw: () => readStored(key),
    subscribe(listener) {
      store.get();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset() {
      stop?.();
      stop = undefined;
      current = undefined;
      listeners.clear();
    },
  };
  stores.add(store as StoredStore<object>);
  return store;
}

/** For tests: every store created so far forgets its state, its listeners and its window listeners. */
export function resetStoresForTests(): void {
  for (const store of stores) store.reset();
}
