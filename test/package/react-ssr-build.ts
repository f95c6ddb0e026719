/**
 * The server-rendered React pages of react-ssr.spec.ts, from the packed package (global-setup.ts installs it): the
 * fixture react-ssr on React 19 and, aliased, on React 18, each rendered in Node with renderToString and with
 * renderToPipeableStream into a copy of its built page. Built in development mode, so React prints its hydration
 * mismatch warnings, which the spec counts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { CONSUMERS, OUT } from './workspace';

const REACT18 = [
  { find: /^react$/, replacement: 'react18' },
  { find: /^react\/(.*)$/, replacement: 'react18/$1' },
  { find: /^react-dom$/, replacement: 'react-dom18' },
  { find: /^react-dom\/(.*)$/, replacement: 'react-dom18/$1' },
];

export const REACT_SSR_PAGES = ['react19-ssr', 'react18-ssr'] as const;

/**
 * First in the probe page's head: every console error or warning and uncaught error into `__problems`, and hydration
 * held until `__hydrate()` (client.jsx waits for `__holdHydration`).
 */
const PROBE = `window.__problems = [];
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = (...args) => { window.__problems.push(args.map(String).join(' ')); original.apply(console, args); };
}
window.addEventListener('error', (event) => window.__problems.push(event.message));
window.__holdHydration = new Promise((resolve) => { window.__hydrate = resolve; });`;

async function buildPage(name: (typeof REACT_SSR_PAGES)[number]): Promise<void> {
  const root = join(CONSUMERS, 'react-ssr');
  const react18 = name === 'react18-ssr';
  const common: InlineConfig = {
    configFile: false,
    logLevel: 'warn',
    root,
    base: './',
    mode: 'development',
    plugins: [react()],
    resolve: react18 ? { alias: REACT18 } : {},
  };
  // The browser's React in development: Vite's development mode alone still builds with NODE_ENV "production", whose
  // React reports no attribute mismatch (the ids this spec is about).
  await build({
    ...common,
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: { outDir: join(OUT, name), emptyOutDir: true, minify: false },
  });
  await build({
    ...common,
    // React 19: coursify-elements stays an import Node resolves (its `#react-host-server` by Node's conditions).
    // React 18: everything bundled, so that every `react` import (ours, react-dom18's) goes through the alias (Vite
    // resolves `#react-host-server` with the SSR conditions).
    ssr: react18 ? { noExternal: true } : {},
    build: { ssr: join(root, 'server.jsx'), outDir: join(OUT, `${name}-server`), emptyOutDir: true },
  });
  const server = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import('${join(OUT, `${name}-server/server.js`)}');` +
        'process.stdout.write(JSON.stringify({ string: m.renderString(), stream: await m.renderStream(), ' +
        `de: m.renderString({ lang: 'de' }) }));`,
    ],
    { cwd: CONSUMERS, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
  );
  if (server.status !== 0) throw new Error(`${name}: the server render failed\n${server.stderr}`);
  // What the partner's server log would show for these renders (development React warns there): react-ssr.spec.ts
  // expects nothing.
  writeFileSync(join(OUT, name, 'server-stderr.txt'), server.stderr);
  const rendered = JSON.parse(server.stdout);
  const page = readFileSync(join(OUT, name, 'index.html'), 'utf8');
  for (const kind of ['string', 'stream'] as const) {
    writeFileSync(join(OUT, name, `${kind}.markup.html`), rendered[kind]);
    writeFileSync(join(OUT, name, `${kind}.html`), page.replace('<!--ssr-->', rendered[kind]));
  }
  // The page in German (react-ssr-lang.spec.ts): its root carries the props the client hydrates with. And the same
  // page for the engines Playwright cannot drive here, recording its own console problems and holding hydration.
  writeFileSync(join(OUT, name, 'de.markup.html'), rendered.de);
  const german = page.replace('<div id="root"><!--ssr-->', `<div id="root" data-lang="de">${rendered.de}`);
  writeFileSync(join(OUT, name, 'de.html'), german);
  writeFileSync(join(OUT, name, 'de-probe.html'), german.replace('</head>', `<script>${PROBE}</script></head>`));
}

export async function buildReactSsrPages(): Promise<void> {
  for (const name of REACT_SSR_PAGES) await buildPage(name);
}
