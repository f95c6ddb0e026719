/**
 * The server renderer in the docs page: src/ssr's renderHtml, the code `coursify-elements/ssr` and the `render` CLI
 * run in Node, here in the browser (react-dom/server's browser build and parse5 need no Node API). A chunk of its
 * own, imported only when a "Server HTML" view opens (docs/decisions/server-rendering.md, "In the docs").
 */
import { DEFAULT_COURSES } from '../../src/lib/default-courses';
import { DEFAULT_ECOSYSTEM } from '../../src/react/ecosystem-grid/default-apps';
import { renderHtml } from '../../src/ssr/render-html';
import { captureConsole, type LoggedMessage } from './element-messages';

export type ServerRender = { html: string; messages: LoggedMessage[] };

/** What renderHtml makes of `markup`, and the warnings it writes to the console (it never throws). */
export function renderServerHtml(markup: string): ServerRender {
  let html = markup;
  const messages = captureConsole(() => {
    html = renderHtml(markup);
  });
  return { html, messages };
}

/** The built-in content of the elements that have some (server-html.ts, DEFAULT_CONTENT_ATTRIBUTE). */
export const BUILT_IN_CONTENT: Readonly<Record<string, unknown>> = {
  'course-catalog': DEFAULT_COURSES,
  'ecosystem-grid': DEFAULT_ECOSYSTEM,
};
