import { type RefObject, useLayoutEffect } from 'react';
import { adoptSheet } from '../../styles/sheet';

/**
 * Adopts an element's small host sheet (`:host` rules beyond the shared sheets) into the shadow root `node`
 * renders in, once; outside a shadow root, nothing. One constructed sheet per CSS text, shared by every instance:
 * no inline styles, so it works under a strict CSP.
 */
export function useHostSheet(node: RefObject<HTMLElement | null>, css: string): void {
  useLayoutEffect(() => {
    const root = node.current?.getRootNode();
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
    adoptSheet(root, css);
  }, [node, css]);
}
