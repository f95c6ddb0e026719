import { createContext } from 'react';

/**
 * True for a render that must match the server's first render: the server's own (src/ssr/element-values.ts) and the
 * browser's hydration of it (src/elements/kit/features/hydrate.ts). What the page happens to have loaded already
 * (another element's default data) must not change such a render: the server did not have it. ElementHost provides
 * it from the prop store's `serverFirst`.
 */
export const ServerFirstContext = createContext(false);

/**
 * Within such a render: whether the server's showed the element's default data. A prerender that loaded it before
 * rendering (the shell's courses page) did, and its hydration must show it too; a server that never loaded it rendered
 * nothing there, which the hydrating render keeps. The server's own render says true: whatever it has loaded
 * is what it shows. ElementHost provides it from the prop store's `serverData`.
 */
export const ServerDataContext = createContext(true);
