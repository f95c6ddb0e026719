/**
 * browser-effects.ts for a bundle that only ever renders to a string (coursify-elements/ssr: vite.config.ts aliases it
 * there), wherever it runs. In a browser's page there is a document, so browser-effects.ts would choose the browser's
 * hooks, whose effects never run in renderToString: the input reports would be lost. Here they are said while
 * rendering, as on any server, and the renderer's warnings are the same in Node, Workers and a browser's page.
 */
import { type DependencyList, useEffect } from 'react';

export const useBrowserLayoutEffect = useEffect;

export const useInputReport = (report: () => void, _deps: DependencyList): void => report();

/** Always a server render here (browser-effects.ts): the HTML carries what only a server's does (a cover's `src`). */
export const serverRender = true;
