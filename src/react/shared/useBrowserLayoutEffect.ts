import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in a browser. Where there is no document (a server render), `useEffect` in its place: neither
 * runs on a server, but React 18's server renderer warns once per component for every `useLayoutEffect` it meets
 * ("does nothing on the server"), which would fill a partner's server log on each request. React 19 and Preact say
 * nothing, and choose the same effects in the browser either way.
 *
 * Chosen once, at import: a module runs either where there is a document or where there is none, so a component
 * calls the same hook on every render.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
