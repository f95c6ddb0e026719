/**
 * A React app with coursify-elements/react's <CourseCatalog> (the built dist/react), bundled for the element suite
 * by scripts/wtr-react-bundle.mjs. The test page drives it through `window.reactApp`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
// @ts-expect-error The built entry, untyped beside it (its types are in dist/types), or not built yet: the bundle is
// what partners get, and scripts/wtr-react-bundle.mjs builds it from there.
import { CourseCatalog as BuiltCourseCatalog } from '../../../dist/react/index.js';
import type { CourseCatalog as SourceCourseCatalog } from '../../../src/react-host/index';

const CourseCatalog = BuiltCourseCatalog as typeof SourceCourseCatalog;

declare global {
  interface Window {
    reactApp?: { mount(container: Element, props: Record<string, unknown>): () => void };
  }
}

window.reactApp = {
  mount(container, props) {
    const root = createRoot(container);
    root.render(createElement(CourseCatalog, props));
    return () => root.unmount();
  },
};
