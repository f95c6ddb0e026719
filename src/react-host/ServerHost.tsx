import { createElement, type ReactElement } from 'react';
import { elementSheetText, inlineStyle, shadowRootTemplate } from '../ssr/shadow-template';
import baseCss from '../styles/elements.css?inline';
import { renderOnServer } from './server-render';

type Props = {
  tag: string;
  ownCss?: string;
  /** The host's attributes, as ShadowHost spells them. */
  attributes: Record<string, unknown>;
  /** The element's tree (ElementHost around the component), rendered into the declarative shadow root. */
  content: ReactElement;
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
 */
/**
 * The server's stand-in for the hydrated root's one component (server-content.ts, Relay): the same component depth
 * above the content, for a renderer whose ids follow it (preact's useId does; React's follows forks only).
 */
function ServerRelay({ children }: { children: ReactElement }): ReactElement {
  return children;
}

export function ServerHost({ tag, ownCss, attributes, content }: Props): ReactElement {
  let template: string | undefined;
  if (renderOnServer) {
    try {
      const markup = renderOnServer(createElement(ServerRelay, null, content));
      template = shadowRootTemplate(inlineStyle(elementSheetText(baseCss, ownCss)), markup);
    } catch (error) {
      // Never into the host page: the host goes out empty and the browser renders it, as without server rendering.
      console.warn(
        `<${tag}> could not be rendered on the server (${(error as Error).message}); it renders in the browser.`,
      );
    }
  }
  return createElement(tag, template ? { ...attributes, dangerouslySetInnerHTML: { __html: template } } : attributes);
}
