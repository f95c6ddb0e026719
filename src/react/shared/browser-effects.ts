import { type DependencyList, useEffect, useLayoutEffect } from 'react';

// Chosen once, at import: a module runs either where there is a document or where there is none, so a component
// calls the same hooks on every render. The element bundles, which only ever run in a browser, take
// browser-effects.browser.ts instead (vite.config.ts): React's own useLayoutEffect for both.
const onServer = typeof document === 'undefined';

/** Whether this render runs on a server (no document): what only a server's HTML carries (a cover's `src`). */
export const serverRender = onServer;

/**
 * `useLayoutEffect` in a browser. Where there is no document (a server render), `useEffect` in its place: neither
 * runs on a server, but React 18's server renderer warns once per component for every `useLayoutEffect` it meets
 * ("does nothing on the server"), which would fill a partner's server log on each request. React 19 and Preact say
 * nothing, and choose the same effects in the browser either way.
 */
export const useBrowserLayoutEffect = onServer ? useEffect : useLayoutEffect;

/**
 * Says what was wrong with an element's input (a console warning or error naming the element, the attribute and
 * the item: src/lib/report.ts). In a browser from a layout effect, so the message comes with the render that found
 * the problem, in React and Preact alike (Preact runs plain effects only after the next paint). On a server, where
 * no effect runs, while rendering: a server render (renderHtml and its CLI, a React page's server) says what the
 * browser will, where the partner builds the page.
 */
export const useInputReport: (report: () => void, deps: DependencyList) => void = onServer
  ? (report) => report()
  : useLayoutEffect;
