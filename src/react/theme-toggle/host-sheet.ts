import type { RefObject } from 'react';
import { useHostSheet } from '../shared/useHostSheet';

/**
 * What the toggle needs beyond the shared sheet, in a small sheet only toggle shadow roots adopt (a constructed
 * sheet: CSP-safe, no inline styles):
 * - an inline-level host, so it sits in a line of text or a flex row of a partner's header like a button does;
 *   a `:host` rule loses to any page rule for the element (`theme-toggle { display: block }`);
 * - no background on the shared `.cf-root` wrapper (dark slate in dark mode), which would paint a square behind
 *   the round button on the navbar's own surface;
 * - the button's size, from the public `--cf-theme-toggle-size` token (2.5 × the base size: 40px).
 */
export const TOGGLE_HOST_CSS = `
:host {
  display: inline-block;
  vertical-align: middle;
  --_cf-theme-toggle-size: var(--cf-theme-toggle-size, calc(2.5 * var(--_cf-font-size)));
}
.cf-root { background: none; }
`;

/** Adopts the sheet into the shadow root `node` renders in (once); outside a shadow root, nothing. */
export function useToggleHostSheet(node: RefObject<HTMLElement | null>): void {
  useHostSheet(node, TOGGLE_HOST_CSS);
}
