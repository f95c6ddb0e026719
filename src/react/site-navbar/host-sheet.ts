import type { RefObject } from 'react';
import { useHostSheet } from '../shared/useHostSheet';

/**
 * What the navbar needs beyond the shared sheet, in a small sheet only navbar shadow roots adopt:
 * - sticky on the host itself (sticky on anything inside would stick within the host's own box, i.e. never).
 *   A `:host` rule loses to any rule of the page for the element (`site-navbar { position: static }`), so the
 *   page can always override it; it works under any tag name, unlike a tag selector in the shared sheet;
 * - no background on the shared `.cf-root` wrapper (dark slate in dark mode), which would sit behind the bar and
 *   leave nothing for its translucency and backdrop blur to show;
 * - the width of the bar's content, from the public `--cf-navbar-max-width` token.
 * A constructed sheet, like the shared one: no inline styles, so it works under a strict CSP.
 */
export const NAVBAR_HOST_CSS = `
:host {
  position: sticky;
  top: 0;
  z-index: 40;
  --_cf-navbar-max-width: var(--cf-navbar-max-width, calc(80 * var(--_cf-font-size)));
}
.cf-root { background: none; }
`;

/** Adopts the sheet into the shadow root `node` renders in (once); outside a shadow root, nothing. */
export function useNavbarHostSheet(node: RefObject<HTMLElement | null>): void {
  useHostSheet(node, NAVBAR_HOST_CSS);
}
