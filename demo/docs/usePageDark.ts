import { useSyncExternalStore } from 'react';
import { readPageState, subscribePageState, themeIsDark } from '../../src/lib/page-state';

/**
 * Whether an element with this `theme` shows dark styles (the page's `dark` class, or the system setting for
 * `system`: the elements' own rule), kept current.
 */
export function useThemeDark(theme: unknown): boolean {
  return useSyncExternalStore(
    subscribePageState,
    () => themeIsDark(theme, readPageState()),
    () => false,
  );
}
