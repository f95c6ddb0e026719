import { type RefObject, useLayoutEffect } from 'react';

/**
 * What <install-prompt> needs beyond the shared sheet, in a small sheet only its shadow roots adopt: no box of its
 * own. Everything it shows is either its trigger button (laid out where the page put the element: a navbar slot,
 * a toolbar) or in the top layer (the banner popover, the modal dialog); with `display: contents` an element
 * with nothing to offer takes no room, not even a flex gap. A `:host` rule loses to any page rule for the element.
 */
export const INSTALL_HOST_CSS = `
:host { display: contents; }
.cf-root { display: contents; }
`;

let sheet: CSSStyleSheet | undefined;

function installHostSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(INSTALL_HOST_CSS);
  }
  return sheet;
}

/** Adopts the sheet into the shadow root `node` renders in (once); outside a shadow root, nothing. */
export function useInstallHostSheet(node: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = node.current?.getRootNode();
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
    const own = installHostSheet();
    if (!root.adoptedStyleSheets.includes(own)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
  }, [node]);
}
