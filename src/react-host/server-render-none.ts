/** `#react-host-server` in browsers (server-render.ts says why): no server renderer, the host renders empty there. */
import type { ReactElement } from 'react';

export const renderOnServer: ((element: ReactElement) => string) | null = null;
