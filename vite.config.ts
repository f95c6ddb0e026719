/**
 * Two builds from one config:
 * - `vite build --mode elements`: the partner bundle, one ES module per element in dist/elements, React in a
 *   shared chunk so two elements on a page load it once;
 * - `vite build` (default): the demo shell in dist/demo; `vite` serves it in development;
 * - `vite build --mode prerender`: the shell's routes for Node (dist/server), to prerender the landing page.
 */
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderLanding } from './scripts/prerender-plugin.ts';
import { shadowCss } from './scripts/shadow-css.ts';
import { stripDescriptionsPlugin } from './scripts/strip-descriptions.ts';
import { thirdPartyNotices } from './scripts/third-party-notices.ts';
import elementList from './src/elements/elements.json' with { type: 'json' };

const root = import.meta.dirname;

/** Each element's module: `dist/elements/<tag>.js`, one per tag of the one element list. */
export const ELEMENT_ENTRIES: Record<string, string> = {
  index: resolve(root, 'src/elements/index.ts'),
  ...Object.fromEntries(elementList.elements.map((tag) => [tag, resolve(root, `src/elements/${tag}.ts`)])),
};

/**
 * The shell as an installable PWA: web app manifest and a Workbox service worker that precaches the shell, so it
 * loads offline and deep links work (navigations fall back to app.html, the empty shell; `/` is its prerendered
 * page). Registered by demo/register-sw.ts; nothing of this reaches the element bundles.
 */
function installableShell() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Coursify — courses and an ecosystem of small apps',
      short_name: 'Coursify',
      description: 'Free Java, Spring Boot and MySQL courses, and eleven small apps for work, study and life.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4338ca',
      background_color: '#ffffff',
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,css,svg,png,jpg,woff2,txt}'],
      navigateFallback: '/app.html',
      navigateFallbackDenylist: [/^\/assets\//, /\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
    },
  });
}

export default defineConfig(({ mode }) => {
  const plugins = [tailwindcss(), shadowCss(), react()];
  if (mode === 'elements') {
    return {
      // Licence notices of the bundled packages (tailwindcss: its generated CSS is inside); no API prose.
      plugins: [
        ...plugins,
        stripDescriptionsPlugin(),
        thirdPartyNotices({ product: 'coursify-elements', extra: ['tailwindcss'] }),
      ],
      // Library mode keeps `process.env.NODE_ENV`, which does not exist in a browser.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      publicDir: false,
      build: {
        outDir: 'dist/elements',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        lib: { entry: ELEMENT_ENTRIES, formats: ['es'] },
        rolldownOptions: {
          // Tailwind turns elements.css into the CSS string the bundle imports; a CSS text has no JS lines to map.
          onLog(level, log, handler) {
            if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
            handler(level, log);
          },
          output: {
            // ES library output is not fully minified by build.minify alone.
            minify: true,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // React in a chunk of its own: every element imports the same file, so a page with two elements
            // loads React once, and a new element adds only its own code.
            codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
          },
        },
      },
    };
  }
  if (mode === 'prerender') {
    // The build-time renderer of the demo shell's routes (Node), used by the shell build's prerender plugin.
    return {
      root: resolve(root, 'demo'),
      plugins,
      build: { ssr: 'entry-server.tsx', outDir: resolve(root, 'dist/server'), emptyOutDir: true, target: 'node20' },
    };
  }
  return {
    root: resolve(root, 'demo'),
    // Order matters: the landing page is prerendered (writeBundle) before the service worker precaches it.
    plugins: [...plugins, prerenderLanding(resolve(root, 'dist/server/entry-server.js')), installableShell()],
    build: { outDir: resolve(root, 'dist/demo'), emptyOutDir: true, target: 'es2022' },
    preview: { port: Number(process.env.PORT) || 4173, strictPort: true },
    server: { port: Number(process.env.PORT) || 5173 },
  };
});
