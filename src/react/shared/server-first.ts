import { createContext } from 'react';

/**
 * True for a render that must match the server's first render: the server's own (src/ssr/element-values.ts) and the
 * browser's hydration of it (src/elements/kit/features/hydrate.ts). What the page happens to have loaded already
 * (another element's default data) must not change such a render: the server did not have it. ElementHost provides
 * it from the prop store's `serverFirst`.
 */
export const ServerFirstContext = createContext(false);
