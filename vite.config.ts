/**
 * Five builds from one config (scripts/build.mjs runs them in order, with the manifest, types and boot script):
 * - `vite build --mode elements`: the partner bundle, one ES module per element in dist/elements, React in a
 *   shared chunk so two elements on a page load it once;
 * - `vite build --mode lite`: the same elements from the same source with React aliased to Preact (src/lite/react.ts), in
 *   dist/cdn (a third of the bytes), plus `coursify-elements.js` (all of them) and `autoloader.js`;
 * - `vite build --mode react`: `coursify-elements/react` in dist/react, the components on the host's own React;
 * - `vite build` (default): the demo shell in dist/demo; `vite` serves it in development;
 * - `vite build --mode prerender`: the shell's routes for Node (dist/server), to prerender the landing page.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rollup, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { docsGuidesModule } from './scripts/docs-guides-plugin.ts';
import { elementManifestModule } from './scripts/docs-manifest-plugin.ts';
import { hoistSheets } from './scripts/element-sheets.ts';
import { preactPlainCreate } from './scripts/preact-plain-create.ts';
import { preloadClosures } from './scripts/preload-closures.ts';
import { prerenderLanding } from './scripts/prerender-plugin.ts';
import { quotedImports } from './scripts/quoted-imports.ts';
import { r2wcUnused } from './scripts/r2wc-unused.ts';
import { shadowCss } from './scripts/shadow-css.ts';
import { squeezeCssTemplates } from './scripts/squeeze-css-template.ts';
import { stripDescriptions } from './scripts/strip-descriptions.ts';
import { terserPass } from './scripts/terser-pass.ts';
import { thirdPartyNotices } from './scripts/third-party-notices.ts';
import { ELEMENT_TAGS } from './src/elements/tags.ts';

const root = import.meta.dirname;

/** Each element's self-registering module: `dist/elements/<tag>.js` (and `dist/cdn/<tag>.js`). */
const TAG_ENTRIES = Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, resolve(root, `src/elements/auto/${tag}.ts`)]));

/**
 * The React build's entries: every element, `index.js` registering all of them, and `define/<tag>.js`, which only
 * exports `define(tag?)` for pages that register an element under another name.
 */
const DEFINE_ENTRIES = Object.fromEntries(
  ELEMENT_TAGS.map((tag) => [`define/${tag}`, resolve(root, `src/elements/${tag}.ts`)]),
);

export const ELEMENT_ENTRIES: Record<string, string> = {
  index: resolve(root, 'src/elements/index.ts'),
  ...TAG_ENTRIES,
  ...DEFINE_ENTRIES,
  // The same autoloader as the lite build's, loading this build's files (its preload map is this bundle's).
  autoloader: resolve(root, 'src/elements/autoloader.ts'),
};

/** The lite build's entries: every element (both ways), `coursify-elements.js` (all of them) and the autoloader. */
export const LITE_ENTRIES = {
  ...TAG_ENTRIES,
  ...DEFINE_ENTRIES,
  'coursify-elements': resolve(root, 'src/elements/index.ts'),
  autoloader: resolve(root, 'src/elements/autoloader.ts'),
};

/** Tailwind turns the ?inline CSS into the string the bundle imports; a CSS text has no JavaScript lines to map. */
const quietTailwindMaps: Rollup.InputOptions['onLog'] = (level, log, handler) => {
  if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
  handler(level, log);
};

/**
 * React → Preact, for the lite build: not preact/compat but the React API our components use, on Preact itself
 * (src/lite/react.ts says why). Exact matches only, so preact's own imports stay as they are. `react-dom/client` is
 * our small shim over Preact's render (src/lite/react-dom-client.ts: renders batched per microtask, as React's root
 * does).
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: resolve(root, 'src/lite/react.ts') },
  { find: /^react-dom$/, replacement: resolve(root, 'src/lite/react-dom.ts') },
  { find: /^react-dom\/client$/, replacement: resolve(root, 'src/lite/react-dom-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The element bundles run only in browsers, where src/react/shared/browser-effects.ts always chooses
 * `useLayoutEffect`: they link to React's own at once, not to that choice exported from a chunk (16 B brotli of the
 * lite catalog's closure).
 */
const BROWSER_ONLY_ALIASES = [
  {
    find: /^\.{1,2}\/(?:shared\/)?browser-effects$/,
    replacement: resolve(root, 'src/react/shared/browser-effects.browser.ts'),
  },
];

/**
 * r2wc's `import React from 'react'` → src/lite/r2wc-react.ts (lite build only): r2wc uses the default export's
 * `createElement` alone, which src/lite/react.ts (named exports only) does not offer.
 */
function r2wcOnPreact() {
  const shim = resolve(root, 'src/lite/r2wc-react.ts');
  // `react` as it reaches this plugin: the alias above has already replaced it.
  const react = resolve(root, 'src/lite/react.ts');
  return {
    name: 'coursify-r2wc-on-preact',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      return (source === 'react' || source === react) && importer && /[\\/]@r2wc[\\/]/.test(importer)
        ? shim
        : undefined;
    },
  };
}

/**
 * <ecosystem-grid>'s card icons, a module each (imported when a card names one), are written as `icons/<name>.js`:
 * without a hash, the grid's table of the 36 repeats one pattern and compresses to almost nothing. Entries are
 * unhashed too: a release is named by the package version in its URL.
 */
const ICON_MODULE = /[\\/]src[\\/]react[\\/]ecosystem-grid[\\/]icon-data[\\/]/;
/** The languages we ship, a module each (src/lib/i18n/locales/<code>.ts): `locales/<code>.js` in every build. */
const LOCALE_MODULE = /[\\/]src[\\/]lib[\\/]i18n[\\/]locales[\\/]/;
const chunkFileNames = (chunk: Rollup.PreRenderedChunk) =>
  chunk.facadeModuleId && ICON_MODULE.test(chunk.facadeModuleId)
    ? 'icons/[name].js'
    : chunk.facadeModuleId && LOCALE_MODULE.test(chunk.facadeModuleId)
      ? 'locales/[name].js'
      : 'chunks/[name]-[hash].js';

/**
 * In the element bundles each icon is an entry (`icons/<name>.js`), which the grid imports by path
 * (src/react/ecosystem-grid/icons.ts says why): no table of 36 imports in the grid's own code.
 */
const ICON_ENTRIES = Object.fromEntries(
  readdirSync(resolve(root, 'src/react/ecosystem-grid/icon-data')).map((file) => [
    `icons/${file.replace(/\.ts$/, '')}`,
    resolve(root, 'src/react/ecosystem-grid/icon-data', file),
  ]),
);

/**
 * Likewise each language we ship is an entry, `locales/<code>.js`, which the loader (src/lib/i18n/bundled.ts, in the
 * `define` chunk) imports by path when an element first resolves to it: one file per language, shared by all
 * elements; an English page requests none.
 */
const LOCALE_ENTRIES = Object.fromEntries(
  readdirSync(resolve(root, 'src/lib/i18n/locales')).map((file) => [
    `locales/${file.replace(/\.ts$/, '')}`,
    resolve(root, 'src/lib/i18n/locales', file),
  ]),
);

/**
 * Shared chunks by hand. `define`: the element kit (src/elements/kit/, every element loads it: defineElement and what
 * it imports; its opt-in features/ stay with the few elements that declare them), plus the two small helpers most
 * elements use (text caps, safe URLs), and the language core every element runs (resolution, the observer, the registry, and, now that all
 * seven speak through the catalogue, the translator and formatting: src/lib/i18n/{resolve,observe,registry,translate,format}, with bundled.ts, the loader of
 * the languages we ship (their modules stay files of their own, `locales/<code>.js`),
 * and src/react/shared/i18n; in a chunk of their own beside `define` they cost every element about 200 B more, lite
 * brotli). The `strings` checks stay a chunk loaded on first use. `lists`: what the list elements (catalog, grid, navbar) share (list parsing,
 * plain-click test) and src/react/element-data, where the catalog and the grid get their data. Left to the bundler
 * these were five chunks of a few hundred bytes each; every file costs a request, an import statement and its own
 * compression overhead (lite catalog closure 22.4 -> 21.9 KB brotli). Putting the list helpers into `define` too
 * would save the catalog 0.3 KB more but cost each element that does not use them about 1 KB. A chunk of
 * element-data's own (catalog and grid only) would spare the navbar 0.7 KB but cost a page with the catalog and the
 * grid 0.2 KB more (measured).
 */
const DEFINE_CHUNK =
  /[\\/](src[\\/](elements[\\/]kit[\\/][\w-]+\.ts|lib[\\/](report|page-state|text-cap|safe-url|i18n[\\/](registry|resolve|observe|translate|format|bundled))|react[\\/]shared[\\/](ErrorNotice|element-tag|ElementBoundary|ElementHost|locale-context|i18n)|styles[\\/](sheet|elements\.css))|node_modules[\\/]@r2wc[\\/])/;

/** What the list elements (catalog, grid, navbar) share: the `lists` chunk (see DEFINE_CHUNK). */
const LISTS_CHUNK =
  /src[\\/](lib[\\/](parse-list|describe-value)|react[\\/](shared[\\/](clicks|heading-level)|element-data[\\/]\w+))\.tsx?$/;

/**
 * The element bundles: `elements` (React inside, dist/elements) or `lite` (Preact, dist/cdn). One ES module
 * per entry, the framework runtime in the `define` chunk with the kit: every element imports the same file, so a
 * page with two elements loads it once, and a further element adds only its own code. The runtime had a chunk of
 * its own, which every element loaded beside `define` anyway: one file less, and no import and export lists
 * between the two, took 0.24-0.28 KB brotli off every lite closure (0.4 KB React).
 */
function elementBundle(lite: boolean): UserConfig {
  return {
    plugins: [
      // Preact creates nodes without creation options (scripts/preact-plain-create.ts: 6× faster in Chromium).
      ...(lite ? [r2wcOnPreact(), preactPlainCreate()] : []),
      tailwindcss(),
      shadowCss(),
      // What the catalog's sheet shares with other element sheets moves into the base sheet (scripts/hoist-css.ts).
      hoistSheets({ anchor: 'course-catalog' }),
      stripDescriptions(),
      // The login form's light-DOM CSS lives in a template literal: its whitespace and comments go.
      squeezeCssTemplates(),
      react(),
      r2wcUnused(),
      terserPass(),
      // `import("…")`, not the minifier's `` import(`…`) ``: a partner's bundler follows only the first.
      quotedImports(),
      // Each element's files, written into autoloader.js for it to preload at once (scripts/preload-closures.ts).
      preloadClosures(ELEMENT_TAGS),
      // Licence notices of the bundled packages (tailwindcss: its generated CSS is inside; lucide-react: its icon
      // drawings are, drawn by src/react/shared/icon.ts and the grid's icons.ts without its runtime).
      thirdPartyNotices({
        product: lite ? 'coursify-elements (lite build)' : 'coursify-elements',
        extra: ['tailwindcss', 'lucide-react'],
        generated: /src[\\/]styles[\\/].*\.css\?inline$/,
      }),
    ],
    resolve: { alias: [...BROWSER_ONLY_ALIASES, ...(lite ? PREACT_ALIASES : [])] },
    // Library mode keeps `process.env.NODE_ENV`, which does not exist in a browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    build: {
      outDir: lite ? 'dist/cdn' : 'dist/elements',
      emptyOutDir: true,
      target: 'es2022',
      // The maps are written beside the files but not named in them: a `//# sourceMappingURL` comment is about
      // 25 B brotli per file, 0.14-0.25 KB of every closure (docs/decisions/builds.md). DevTools loads a map by
      // hand ("Add source map"), or from a `SourceMap` response header a server may send.
      sourcemap: 'hidden',
      lib: {
        entry: { ...(lite ? LITE_ENTRIES : ELEMENT_ENTRIES), ...ICON_ENTRIES, ...LOCALE_ENTRIES },
        formats: ['es'],
      },
      rolldownOptions: {
        onLog: quietTailwindMaps,
        // An element's code in its own entry file (which `coursify-elements.js` then imports), not in a chunk
        // behind a one-line entry: one request less before an element can render.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // ES library output is not fully minified by build.minify alone.
          minify: true,
          // Nor are its comments dropped: a `/* @__PURE__ */` before every JSX call was bytes in every file. The
          // licence notice stays.
          comments: { legal: false, annotation: false, jsdoc: false },
          entryFileNames: '[name].js',
          chunkFileNames,
          codeSplitting: {
            groups: [
              {
                name: 'define',
                // The React build keeps the list helpers in `define` too: the bundler puts its helpers for React's
                // CommonJS modules in a chunk of their own there, and with `lists` as well a page with the catalog
                // and the grid needed 7 files at once, one more than HTTP/1.1's 6 connections carry in one round
                // trip (docs/decisions/cdn-waterfall.md: 1.7 KB brotli more for the 4 elements without lists).
                test: new RegExp(
                  lite
                    ? `${/node_modules[\\/]preact[\\/]|src[\\/]lite[\\/]/.source}|${DEFINE_CHUNK.source}`
                    : `${/node_modules[\\/](react|react-dom|scheduler)[\\/]/.source}|${DEFINE_CHUNK.source}|${LISTS_CHUNK.source}`,
                ),
              },
              ...(lite ? [{ name: 'lists', test: LISTS_CHUNK }] : []),
            ],
          },
        },
      },
    },
  };
}

/**
 * coursify-elements/react (dist/react): the components for React hosts. React and react-dom stay imports (peer
 * dependencies), so the host's own copy renders them; everything else (our code, the sheets) is bundled.
 */
function reactHostBundle(): UserConfig {
  const serverRender = resolve(root, 'src/react-host/server-render.ts');
  return {
    plugins: [
      tailwindcss(),
      shadowCss(),
      stripDescriptions(),
      squeezeCssTemplates(),
      react(),
      quotedImports(),
      // The components import the host's react-dom/server through `#react-host-server` (package.json `imports`):
      // servers resolve it to dist/react/server-render.js, browsers to server-render-none.js, so no client bundle
      // carries react-dom/server (src/react-host/server-render.ts).
      {
        name: 'react-host-server-import',
        enforce: 'pre',
        resolveId(source, importer) {
          if (source === './server-render' && importer && /[\\/]src[\\/]react-host[\\/]/.test(importer)) {
            return { id: '#react-host-server', external: true };
          }
        },
      },
    ],
    publicDir: false,
    build: {
      outDir: 'dist/react',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // One module per component behind the index (package.json marks them side-effect free): a host importing
      // only CourseCatalog bundles only its code.
      lib: {
        entry: {
          ...Object.fromEntries(
            ['index', ...ELEMENT_TAGS].map((name) => [name, resolve(root, `src/react-host/${name}.ts`)]),
          ),
          'server-render': serverRender,
          'server-render-none': resolve(root, 'src/react-host/server-render-none.ts'),
          // Entries, so that server-render.js imports the very files browsers load lazily, unchanged.
          ...LOCALE_ENTRIES,
        },
        formats: ['es'],
      },
      rolldownOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        onLog: quietTailwindMaps,
        output: {
          minify: true,
          entryFileNames: '[name].js',
          chunkFileNames,
          // The components use state and effects: a Next.js server component may import them only as a client
          // module, which the directive first in each entry says (a bundler drops a module's own directive).
          banner: (chunk) => (chunk.isEntry && !/^(server-render|locales\/)/.test(chunk.name) ? '"use client";' : ''),
        },
      },
    },
  };
}

/**
 * coursify-elements/ssr (dist/ssr): the server renderer, `index.js` and the CLI `cli.js`. Everything is bundled
 * (React and react-dom/server, parse5): the markup must be what this release's element bundles hydrate, whatever
 * React the host has. The sheets go through the element bundles' plugins, so the inline `<style>` holds what the
 * elements adopt. `index.js` and its chunks need nothing but the web platform, so one build runs in Node, Deno, Bun,
 * workerd and browsers (the runtimes stage, scripts/test-runtimes.mjs, proves it); only `cli.js` imports `node:`.
 */
function ssrBundle(): UserConfig {
  return {
    resolve: {
      alias: [
        // renderToString only: react-dom/server's Node build (what `ssr` resolves) pulls its streaming half, which
        // needs `async_hooks`, `crypto`, `stream` and `util` through a `createRequire(import.meta.url)` shim that
        // workerd cannot run. The legacy browser build is the same renderToString (same bytes) on web APIs alone,
        // without the streaming renderer we never call (`react-dom/server.browser` would bundle both).
        {
          find: /^react-dom\/server$/,
          replacement: resolve(root, 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'),
        },
        // Every render here is a server render, even in a browser's page, where browser-effects.ts would see a
        // document and put the input reports in effects that renderToString never runs.
        {
          find: /^\.{1,2}\/(?:shared\/)?browser-effects$/,
          replacement: resolve(root, 'src/react/shared/browser-effects.server.ts'),
        },
      ],
    },
    plugins: [
      tailwindcss(),
      shadowCss(),
      hoistSheets({ anchor: 'course-catalog' }),
      stripDescriptions(),
      react(),
      // React, react-dom/server and parse5 are inside: their licences go beside them.
      thirdPartyNotices({
        product: 'coursify-elements/ssr',
        extra: ['tailwindcss', 'lucide-react'],
        generated: /src[\\/]styles[\\/].*\.css\?inline$/,
      }),
    ],
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: 'dist/ssr',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        input: { index: resolve(root, 'src/ssr/index.ts'), cli: resolve(root, 'src/ssr/cli.ts') },
        onLog: quietTailwindMaps,
        output: {
          minify: true,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // The CLI is package.json's `bin`: run by path, it needs the interpreter line.
          banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
        },
      },
    },
  };
}

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
      // The docs' prerendered pages and the README's screenshots: fetched when visited, not precached for every
      // visitor (offline, a guide renders from its precached module through app.html, as other routes do).
      globIgnores: ['docs/**'],
      navigateFallback: '/app.html',
      navigateFallbackDenylist: [/^\/assets\//, /\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
    },
  });
}

export default defineConfig(({ mode }) => {
  // The shell's element docs read the manifest as a module (scripts/docs-manifest-plugin.ts), and its guides the
  // repository's Markdown pages, parsed at build time (scripts/docs-guides-plugin.ts).
  const plugins = [tailwindcss(), shadowCss(), react(), elementManifestModule(root), docsGuidesModule(root)];
  if (mode === 'elements' || mode === 'lite') return elementBundle(mode === 'lite');
  if (mode === 'react') return reactHostBundle();
  if (mode === 'ssr') return ssrBundle();
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
    plugins: [...plugins, prerenderLanding(resolve(root, 'dist/server/entry-server.js'), root), installableShell()],
    build: { outDir: resolve(root, 'dist/demo'), emptyOutDir: true, target: 'es2022' },
    preview: { port: Number(process.env.PORT) || 4173, strictPort: true },
    server: { port: Number(process.env.PORT) || 5173 },
  };
});
