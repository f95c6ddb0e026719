import pages from 'virtual:coursify/doc-pages';
import type { RouteObject } from 'react-router';
import { ShellLayout } from '../layouts/ShellLayout';
import { NOT_FOUND, page, shell } from '../route-helpers';

/**
 * The guides: `/docs` (the README), `/docs/guides` and `/docs/guides/<name>`, one route per Markdown page
 * (scripts/docs-guides-plugin.ts), each loading its page's module with the page component, so a prerendered guide
 * hydrates with its words already there (no loader to wait for).
 */
const GUIDE_ROUTES: RouteObject[] = pages
  .filter((entry) => entry.kind !== 'element')
  .map((entry) => {
    const path = entry.route.replace(/^\/docs\/?/, '');
    const lazy = async () => {
      const [{ GuidePage }, { default: doc }] = await Promise.all([import('./guides/GuidePage'), entry.load()]);
      return { element: <GuidePage page={doc} /> };
    };
    return path === '' ? { index: true, lazy } : { path, lazy };
  });

/**
 * `/docs/elements` and `/docs/elements/:tag` (and a snippet builder for the two elements CMS editors paste, and
 * `/docs/translations`, every message in every bundled language), and the guides, in
 * the public shell. Every page loads on demand with the manifest and its own stylesheet: the landing page's
 * bundle carries only these few route objects.
 */
export const DOCS_ROUTES: RouteObject = shell({ path: 'docs', element: <ShellLayout /> }, [
  ...GUIDE_ROUTES,
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
