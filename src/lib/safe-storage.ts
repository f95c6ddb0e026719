/**
 * localStorage that never throws. Private modes, sandboxed frames and full quotas throw on access or on write;
 * garbage values are the caller's to validate (`read` returns the raw JSON value or null).
 */

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // a sandboxed frame throws on the mere access
  }
}

/** The parsed JSON value stored under `key`, or null when absent, unreadable or not JSON. */
export function readStored(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON (null removes the key); false when the browser refused. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Calls `listener` when another tab changes `key` (the `storage` event never fires in the tab that wrote). */
export function subscribeStored(key: string, listener: (value: unknown) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return; // null: the whole storage was cleared
    listener(readStored(key));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
