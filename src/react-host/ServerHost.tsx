import { createElement, type ReactElement, useId } from 'react';
import type { CourseList } from '../lib/course-structured-data';
import { elementSheetText, inlineStyle, shadowRootTemplate } from '../ssr/shadow-template';
import baseCss from '../styles/elements.css?inline';
import { CLIENT_RENDER_MARK } from './server-content';
import { describeOnServer, renderOnServer } from './server-render';

type Props = {
  tag: string;
  ownCss?: string;
  /** The host's attributes, as ShadowHost spells them. */
  attributes: Record<string, unknown>;
  /** The element's tree (ElementHost around the component), rendered into the declarative shadow root. */
  content: ReactElement;
  /**
   * What the content reported to describe while it rendered (the catalog's courses: StructuredDataCapture), for its
   * structured data, written after the template, in the host's light DOM.
   */
  described?: { list?: CourseList };
};

/**
 * The component's host in its server HTML, with the declarative shadow root inside: `<template
 * shadowrootmode="open">` holding the element's sheet and its first render, as coursify-elements/ssr writes it for
 * the custom element, so the page shows the content, styled, before any script runs. The content is rendered as a
 * tree of its own (the host's renderToString) because in the browser it is hydrated as a root of its own
 * (server-content.ts): the same React on both sides computes the same useId ids. The template is the host's inner
 * HTML: the parser turns it into the host's shadow root, leaving no child under the host, which is what the
 * hydrating render outputs (an empty host).
 *
 * No hooks here, on purpose: a nested renderToString resets the server renderer's bookkeeping of the component it
 * is rendering, which only a component without hook state does not miss.
 *
 * When the renderer does not answer the content's hooks (rendererOwnsHooks), the content still goes out, complete,
 * for readers without script, marked so that the browser renders it afresh rather than hydrating ids it would not
 * compute (server-content.ts).
 */
/**
 * The server's stand-in for the hydrated root's one component (server-content.ts, Relay): the same component depth
 * above the content, for a renderer whose ids follow it (preact's useId does; React's follows forks only).
 */
function ServerRelay({ children }: { children: ReactElement }): ReactElement {
  return children;
}

/** One useId of its own, for rendererOwnsHooks. */
function IdProbe(): ReactElement {
  return createElement('i', { id: useId() });
}

/**
 * Whether `render`'s renderer answers the hooks of the components it renders, as the browser's root will. Not so
 * when it is bound to another instance of React than the components (Next.js's server layer maps react-dom/server to
 * a second copy, docs/decisions/server-rendering.md): the components' hooks then reach the page's renderer, whose
 * useId ids follow the page's tree. Told by React's own contract: two fresh trees get the same id, while two calls
 * the page's renderer takes as one component's get two different ones (and no renderer at all throws).
 */
function rendererOwnsHooks(render: (element: ReactElement) => string): boolean {
  // Which React the renderer is bound to is settled when the modules load: probed once, not for every component.
  if (ownsHooks === undefined) {
    try {
      const first = render(createElement(IdProbe));
      ownsHooks = render(createElement(IdProbe)) === first;
    } catch {
      ownsHooks = false;
    }
  }
  return ownsHooks;
}
let ownsHooks: boolean | undefined;

export function ServerHost({ tag, ownCss, attributes, content, described }: Props): ReactElement {
  let template: string | undefined;
  if (renderOnServer) {
    try {
      const markup = renderOnServer(createElement(ServerRelay, null, content));
      // Ids the browser's root would not compute: the browser renders the content afresh instead of hydrating it.
      const mark = rendererOwnsHooks(renderOnServer) ? '' : CLIENT_RENDER_MARK;
      template = shadowRootTemplate(inlineStyle(elementSheetText(baseCss, ownCss)), mark + markup);
      const list = described?.list;
      if (list && describeOnServer)
        template += describeOnServer(list, typeof attributes.lang === 'string' ? attributes.lang : '');
    } catch (error) {
      // Never into the host page: the host goes out empty and the browser renders it, as without server rendering.
      console.warn(
        `<${tag}> could not be rendered on the server (${(error as Error).message}); it renders in the browser.`,
      );
    }
  }
  return createElement(tag, template ? { ...attributes, dangerouslySetInnerHTML: { __html: template } } : attributes);
}
