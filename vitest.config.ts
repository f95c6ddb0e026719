import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { docsGuidesModule } from './scripts/docs-guides-plugin.ts';
import { shadowCss } from './scripts/shadow-css.ts';

/** Unit tests: components and pure logic from source, in happy-dom. */
export default defineConfig({
  // The docs routes list the Markdown pages (virtual:coursify/doc-pages), read here as in the shell's build.
  plugins: [tailwindcss(), shadowCss(), react(), docsGuidesModule(import.meta.dirname)],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
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
  },
});
