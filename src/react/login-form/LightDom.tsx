import { type ReactNode, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { adoptLoginFormSheet, SCOPE } from './styles';

/** Marks the light-DOM container the element owns (and removes again: a clone's copy is stale). */
export const LIGHT_DOM_MARK = 'data-coursify-login-form';

/**
 * Renders `children` into the element's light DOM, shown through a <slot> of its shadow root: the form must be in
 * the document tree for browsers' and password managers' autofill to fill and save it
 * (docs/elements/login-form.md, "Design choices"). The container carries the SCOPE class the document-level sheet is scoped to; it is removed when the
 * element unmounts. Rendered outside a shadow root (a React host using the component directly), the children
 * render in place, in the same scoped container.
 */
export function LightDom({ children }: { children: ReactNode }) {
  const slotRef = useRef<HTMLSlotElement>(null);
  const [target, setTarget] = useState<HTMLElement | 'inline' | null>(null);

  useBrowserLayoutEffect(() => {
    const slot = slotRef.current;
    const root = slot?.getRootNode();
    if (!slot || typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) {
      if (slot) adoptLoginFormSheet(slot.ownerDocument);
      setTarget('inline');
      return;
    }
    const host = root.host;
    const doc = host.ownerDocument;
    adoptLoginFormSheet(doc);
    for (const stale of host.querySelectorAll(`:scope > [${LIGHT_DOM_MARK}]`)) stale.remove();
    const container = doc.createElement('div');
    container.className = SCOPE;
    container.setAttribute(LIGHT_DOM_MARK, '');
    host.append(container);
    setTarget(container);
    return () => {
      container.remove();
      setTarget(null);
    };
  }, []);

  if (target === 'inline') return <div className={SCOPE}>{children}</div>;
  return (
    <>
      <slot ref={slotRef} />
      {target && createPortal(children, target)}
    </>
  );
}
