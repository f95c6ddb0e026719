/**
 * The host's own react-dom/server, for the components' server render (ServerShadowRoot.tsx). In the built package
 * this module is `#react-host-server` (package.json `imports`): servers (`node`, `edge-light`, `workerd`, `deno`)
 * get this file, browsers and anything else `server-render-none.ts`, so no client bundle carries react-dom/server.
 * It is the host's copy (a peer), not the one bundled in coursify-elements/ssr: the markup's useId ids must be the
 * ones the same React computes when it hydrates.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

export const renderOnServer: ((element: ReactElement) => string) | null = renderToString;
