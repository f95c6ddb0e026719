/**
 * `react` for the lite build (dist/cdn): the React API our components use (src/react stays within what React 18,
 * React 19 and preact/compat all serve), on Preact itself rather than preact/compat. Compat adds to every element
 * Preact renders: a copy of its props, every name tested against React's list, `$$typeof`, a `ref` property, and
 * hooks on every diff; and it is 1.3 KB brotli of the chunk every element loads. What our components need of it is
 * here: the hooks and classes as Preact has them, `useSyncExternalStore` (compat's, without its hydration
 * branch: an element hydrates from the server's own markup, src/elements/kit/features/hydrate.ts), and the three
 * prop renames of dom-props.ts. vite.config.ts aliases `react` here in mode `lite`; react-dom.ts and
 * react-dom-client.ts stand for react-dom. A component that needs more of React's API adds it here (the lite build's
 * element tests fail until it does).
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { installDomProps } from './dom-props';

installDomProps();

export { Component, createContext, createElement, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

type Store<T> = { value: T; getSnapshot: () => T };

/** Whether the store's snapshot is no longer the one rendered (a throwing getSnapshot counts as a change). */
function changed<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/** React's useSyncExternalStore: the snapshot, and a re-render whenever the store says it changed. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } as Store<T> });
  // compat's dependencies: `store` is one object for the component's life, and `forceUpdate` a stable setter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({ store });
  }, [subscribe, value, getSnapshot]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (changed(store)) forceUpdate({ store });
    return subscribe(() => {
      if (changed(store)) forceUpdate({ store });
    });
  }, [subscribe]);
  return value;
}
