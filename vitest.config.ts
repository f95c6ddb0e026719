import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { docsGuidesModule } from './scripts/docs-guides-plugin.ts';
import { shadowCss } from './scripts/shadow-css.ts';

/**
 * The unit files that run in Node (`// @vitest-environment node` at their top): a project of their own. Files share
 * a worker's environment (isolate: false, below) only while the environment stays the same; mixed in one queue,
 * every switch between Node and happy-dom built a page and ran the setup again: 118 s where the two halves take
 * 27 s and 39 s.
 */
const NODE_FILES = readdirSync(join(import.meta.dirname, 'test/unit'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('test/unit', file))
  .filter((file) => /^\/\/ @vitest-environment node$/m.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

/** Files that need a page of their own (the 'own page' project below). */
const OWN_PAGE = ['test/unit/react-host/hostComponent.test.tsx'];

/** Unit tests: components and pure logic from source, in happy-dom (and the Node files above in Node). */
export default defineConfig({
  // The docs routes list the Markdown pages (virtual:coursify/doc-pages), read here as in the shell's build.
  plugins: [tailwindcss(), shadowCss(), react(), docsGuidesModule(import.meta.dirname)],
  test: {
    environment: 'happy-dom',
    // No unit test reaches the network: a link opening a new tab (Explore) or a frame's page is not loaded. Without
    // this, happy-dom fetched each test card's made-up link (ENOTFOUND in the log). Any other request fails the test
    // that made it (test/unit/network-guard.ts, installed by the setup).
    environmentOptions: {
      happyDOM: { settings: { navigation: { disableChildPageNavigation: true, disableChildFrameNavigation: true } } },
    },
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    // Two workers on this 2-core machine (the default here was one), and files share a worker's page instead of
    // building a new environment each (most of the time went there): test/unit/setup.ts removes what a file left
    // on the page (listeners of its store modules, storage, root attributes) before the next one runs.
    maxWorkers: 2,
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...NODE_FILES, ...OWN_PAGE],
        },
      },
      { extends: true, test: { name: 'node', include: NODE_FILES, environment: 'node' } },
      // A page of its own: the React components define their tags and take the page's install offer, and a tag
      // another file defined first (or an offer it consumed) is not undone between files.
      { extends: true, test: { name: 'own page', include: OWN_PAGE, isolate: true } },
    ],
  },
});
