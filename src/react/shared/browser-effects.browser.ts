/**
 * browser-effects.ts for a bundle that only ever runs in a browser (the element bundles: vite.config.ts aliases it
 * there). React's own `useLayoutEffect`, re-exported under both names, so the bundler links every use straight to it.
 */
export { useLayoutEffect as useBrowserLayoutEffect, useLayoutEffect as useInputReport } from 'react';

/** Never a server render here (browser-effects.ts). */
export const serverRender = false;
