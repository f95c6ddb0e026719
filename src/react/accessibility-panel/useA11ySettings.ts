import { useSyncExternalStore } from 'react';
import { A11Y_DEFAULTS, type A11ySettings, getA11ySettings, subscribeA11ySettings } from '../../lib/a11y-settings';

/**
 * The page's accessibility settings, live: changes from this panel, another panel on the page or another tab.
 * Subscribing starts the store (initA11ySettings), so settings stored earlier apply as soon as a panel mounts.
 */
export function useA11ySettings(): A11ySettings {
  return useSyncExternalStore(subscribeA11ySettings, getA11ySettings, () => A11Y_DEFAULTS);
}
