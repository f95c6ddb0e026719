import type { RefObject } from 'react';
import { useHostSheet } from '../shared/useHostSheet';

/**
 * What <install-prompt> needs beyond the shared sheet, in a small sheet only its shadow roots adopt. Everything it
 * shows is either its trigger button (laid out where the page put the element: a navbar slot, a toolbar) or in
 * the top layer (the banner popover, the modal dialog). So the host is a plain inline box around the button, and
 * with nothing to offer (custom state `offer` off) no box at all: no room taken, not even a flex gap. Engines
 * without custom states drop that rule and keep an empty inline box. A `:host` rule loses to any page rule.
 * (Not `display: contents` on the host: Playwright's role queries then miss the button inside the shadow root.)
 */
export const INSTALL_HOST_CSS = `
:host { display: inline-flex; vertical-align: middle; }
:host(:not(:state(offer))) { display: none; }
.cf-root { display: contents; }
`;

/** Adopts the sheet into the shadow root `node` renders in (once); outside a shadow root, nothing. */
export function useInstallHostSheet(node: RefObject<HTMLElement | null>): void {
  useHostSheet(node, INSTALL_HOST_CSS);
}
