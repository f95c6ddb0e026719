/**
 * `#react-host-server` in browsers (server-render.ts says why): no server renderer, the host renders empty there,
 * and no catalogue: a browser loads the language a component resolves to when it needs it (lib/i18n/bundled.ts).
 */
import type { ReactElement } from 'react';
import type { CourseList } from '../lib/course-structured-data';
import type { Catalogue } from '../lib/i18n/registry';

export const renderOnServer: ((element: ReactElement) => string) | null = null;
export const describeOnServer: ((list: CourseList, lang: string) => string) | null = null;
export const shippedCatalogues: ReadonlyMap<string, Catalogue> | null = null;
