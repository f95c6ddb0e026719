import {
  createElement,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  useCallback,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { CourseList } from '../lib/course-structured-data';
import { useBrowserLayoutEffect } from '../react/shared/browser-effects';
import { adoptSharedSheet } from '../styles/sheet';
import { hostAttributes } from './host-attributes';
import { defineHost, setHostState } from './host-element';
import { ServerHost } from './ServerHost';
import { hasServerContent, ServerContent } from './server-content';

const onServer = typeof document === 'undefined';

export type ShadowHostProps = HTMLAttributes<HTMLElement> & {
  /** The element's tag (`course-catalog`): the host is that element, so the page's CSS for the tag applies. */
  tag: string;
  /** The element's own sheet (CSS text), adopted after the shared base sheet, as the custom element does. */
  ownCss?: string;
  dark: boolean;
  reducedMotion: boolean;
  /** The element's tree (ElementHost around the component): portaled into the shadow root, or hydrated there. */
  children: ReactElement;
  /**
   * The tree as the server rendered it, for hydrating the server's content (the children when not given);
   * undefined while it cannot be rendered here yet (its language is loading): server-content.ts.
   */
  serverTree?: () => ReactElement | undefined;
  /** On the server: what the content reports for its structured data, while it renders (ServerHost.tsx). */
  described?: { list?: CourseList };
};

/**
 * The host's light DOM is not React's while no content is portaled in: React then neither hydrates nor clears it.
 * It holds what the server wrote after the declarative root (the catalog's structured data, which the component
 * keeps current itself: src/elements/kit/features/structured-data.ts); a hydrating render of an empty host would
 * find that script and give up the whole page's hydration. Content portaled in (no server content) is a child the
 * host's render names, so the host is React's again then, and React leaves the light DOM's other nodes alone.
 */
const LIGHT_DOM_KEPT = { dangerouslySetInnerHTML: { __html: emptyHtml() }, suppressHydrationWarning: true };

/**
 * The empty HTML a client render writes into a new host: a page that enforces Trusted Types refuses even an empty
 * string as innerHTML, but takes the browser's own `trustedTypes.emptyHTML` (no policy needed), which React and
 * Preact hand to innerHTML as it is. A string where there are no Trusted Types (the server, older engines).
 */
function emptyHtml(): string {
  const types = (globalThis as { trustedTypes?: { emptyHTML?: unknown } }).trustedTypes;
  return (types?.emptyHTML as string | undefined) ?? '';
}

/**
 * The element's own tag (`<course-catalog>`) as a custom element with an open shadow root that adopts the shared
 * sheets, its children portaled inside: the custom element's isolation and look, rendered by the host's own React.
 * On the server the host carries a declarative shadow root with the content (ServerHost.tsx); the parser makes it the
 * host's shadow root, so the hydrating render's empty host matches, and the content is hydrated in place as a root
 * of its own (server-content.ts). Without server content, the content is portaled in from the layout effect, before
 * the first paint.
 *
 * The theme and reduced motion are the host's custom states, `:state(dark)` and `:state(reduced-motion)`, as on
 * the custom element (host-element.ts), so the element's sheet and the page's CSS read one selector for both.
 */
export const ShadowHost = forwardRef<HTMLElement, ShadowHostProps>(function ShadowHost(
  { tag, ownCss, dark, reducedMotion, children, serverTree = () => children, described, ...hostProps },
  ref,
) {
  const host = useRef<HTMLElement | null>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  // Decided at the first mount: the server's content hydrated as a root of its own, or (null) the portal.
  const serverContent = useRef<ServerContent | null | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `children` and `serverTree` are read at the first mount only (below)
  useBrowserLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    defineHost(element);
    // Strict mode mounts twice, and a shadow root can be attached only once: reuse it (a Coursify element of the
    // tag, defined by the page, has attached it in its constructor).
    let shadow: ShadowRoot;
    try {
      shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    } catch (error) {
      // Only a foreign class of the tag (defineHost warned) can have a closed root: nothing to render into.
      console.warn(`<${tag}>: no shadow root to render into`, error);
      return;
    }
    adoptSharedSheet(shadow, ownCss);
    if (serverContent.current === undefined) {
      serverContent.current = hasServerContent(shadow) ? new ServerContent(shadow, children, serverTree, tag) : null;
    }
    if (serverContent.current === null) setRoot(shadow);
    // `children` is read once, at the first mount; later trees reach the hydrated root through the effect below.
  }, [tag, ownCss]);

  useBrowserLayoutEffect(() => {
    serverContent.current?.update(children, serverTree);
  });

  useBrowserLayoutEffect(() => {
    serverContent.current?.keep();
    return () => serverContent.current?.release();
  }, []);

  useBrowserLayoutEffect(() => {
    setHostState(host.current, 'dark', dark);
    setHostState(host.current, 'reduced-motion', reducedMotion);
  }, [dark, reducedMotion]);

  const setHost = useCallback(
    (node: HTMLElement | null) => {
      host.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  if (onServer) {
    return createElement(ServerHost, {
      tag,
      ownCss,
      attributes: hostAttributes(hostProps),
      content: children,
      described,
    });
  }
  return root
    ? createElement(tag, { ...hostAttributes(hostProps), ref: setHost }, createPortal(children, root))
    : createElement(tag, { ...hostAttributes(hostProps), ...LIGHT_DOM_KEPT, ref: setHost });
});
