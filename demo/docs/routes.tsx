import type { RouteObject } from 'react-router';
import { ShellLayout } from '../layouts/ShellLayout';
import { NOT_FOUND, page, redirectTo, shell } from '../route-helpers';

/**
 * `/docs/elements` and `/docs/elements/:tag` (and a snippet builder for the two elements CMS editors paste, and
 * `/docs/translations`, every message in every bundled language), in
 * the public shell. Every page loads on demand with the manifest and its own stylesheet: the landing page's
 * bundle carries only these few route objects.
 */
export const DOCS_ROUTES: RouteObject = shell({ path: 'docs', element: <ShellLayout /> }, [
  { index: true, element: null, loader: redirectTo('/docs/elements') },
  page('elements', async () => (await import('./ElementsIndexPage')).ElementsIndexPage),
  {
    path: 'elements/:tag',
    lazy: async () => {
      const { ElementDocPage, elementDocLoader } = await import('./ElementDocPage');
      return { Component: ElementDocPage, loader: elementDocLoader };
    },
  },
  {
    path: 'elements/:tag/builder',
    lazy: async () => {
      const { BuilderPage, builderLoader } = await import('./builder/BuilderPage');
      return { Component: BuilderPage, loader: builderLoader };
    },
  },
  {
    path: 'translations',
    lazy: async () => {
      const { TranslationsPage, translationsLoader } = await import('./TranslationsPage');
      return { Component: TranslationsPage, loader: translationsLoader };
    },
  },
  NOT_FOUND,
]);
