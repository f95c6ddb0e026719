import {
  createElement,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { adoptSharedSheet } from '../styles/sheet';

/** useLayoutEffect in a browser; on the server, where it would only warn (React 18), nothing runs anyway. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export type ShadowHostProps = HTMLAttributes<HTMLElement> & {
  /** The element's own sheet (CSS text), adopted after the shared base sheet, as the custom element does. */
  ownCss?: string;
  dark: boolean;
  reducedMotion: boolean;
  children: ReactNode;
};

/**
 * A plain `<div>` with an open shadow root that adopts the shared sheets, its children portaled inside: the
 * custom element's isolation and look, rendered by the host's own React. The server and the hydrating render
 * output only the empty host (a shadow root cannot be written in React markup), so hydration matches; the
 * content appears on the client, in the layout effect before the first paint.
 *
 * The stylesheet keys the theme and reduced motion on the custom element's states, or on `data-cf-dark` and
 * `data-cf-reduced-motion` here, since a plain element has no custom states.
 */
export const ShadowHost = forwardRef<HTMLElement, ShadowHostProps>(function ShadowHost(
  { ownCss, dark, reducedMotion, children, ...hostProps },
  ref,
) {
  const host = useRef<HTMLElement | null>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  useBrowserLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    // Strict mode mounts twice, and a shadow root can be attached only once: reuse it.
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptSharedSheet(shadow, ownCss);
    setRoot(shadow);
  }, [ownCss]);

  const setHost = useCallback(
    (node: HTMLElement | null) => {
      host.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return createElement(
    'div',
    {
      ...hostProps,
      ref: setHost,
      'data-cf-dark': dark ? '' : undefined,
      'data-cf-reduced-motion': reducedMotion ? '' : undefined,
    },
    root ? createPortal(children, root) : null,
  );
});
