/**
 * A React app with coursify-elements/react's <CourseCatalog> (the built dist/react), bundled for the element suite
 * by scripts/wtr-react-bundle.mjs. The test page drives it through `window.reactApp`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { CourseCatalog } from '../../../dist/react/index.js';

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
