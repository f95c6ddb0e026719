import { useSyncExternalStore } from 'react';
import { readPageState, subscribePageState } from '../../src/lib/page-state';

/** Whether the page is dark (the `dark` class on <html> that every element follows), kept current. */
export function usePageDark(): boolean {
  return useSyncExternalStore(
    subscribePageState,
    () => readPageState().dark,
    () => false,
  );
}
