import { useSyncExternalStore } from 'react';
import { getThemeState, subscribeTheme, type ThemeState } from '../../lib/theme-store';

/** Before hydration, and when prerendering: the product's default (off), never a guess. */
const SERVER_STATE: ThemeState = { preference: false, dark: false };
const serverSnapshot = () => SERVER_STATE;

/**
 * The page's theme, from the one theme store. The first read runs `initTheme()` (the stored preference applied,
 * the system setting and the other tabs followed); the snapshot object only changes when the theme does, so a
 * change from anywhere (this toggle, another toggle, another tab, the OS while following it) re-renders once.
 */
export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribeTheme, getThemeState, serverSnapshot);
}
