/**
 * What only a server needs for the components' server render (ServerHost.tsx, useLocale.ts). In the built package
 * this module is `#react-host-server` (package.json `imports`): servers (`node`, `edge-light`, `workerd`, `deno`)
 * get this file, browsers and anything else `server-render-none.ts`, so no client bundle carries react-dom/server
 * or the catalogues of the languages we ship.
 * The renderer is the host's copy (a peer), not the one bundled in coursify-elements/ssr: the markup's useId ids
 * must be the ones the same React computes when it hydrates.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type CourseList, courseListJsonLd, dataLanguage, structuredDataScript } from '../lib/course-structured-data';
import type { Catalogue } from '../lib/i18n/registry';
import { SHIPPED_CATALOGUES } from '../lib/i18n/shipped';

export const renderOnServer: ((element: ReactElement) => string) | null = renderToString;

/** The catalog's structured-data script for the courses it rendered ('' when none can be listed). */
export const describeOnServer: ((list: CourseList, lang: string) => string) | null = (list, lang) => {
  const json = courseListJsonLd(list, dataLanguage(lang));
  return json === undefined ? '' : structuredDataScript(json);
};

/** Every language we ship, loaded: the server renders a component in its `lang` from the first HTML on. */
export const shippedCatalogues: ReadonlyMap<string, Catalogue> | null = SHIPPED_CATALOGUES;
