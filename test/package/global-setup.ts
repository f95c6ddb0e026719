/**
 * The package as a partner gets it: `npm pack` of the built repository, installed by path into one consumer
 * workspace outside the repository (so nothing resolves from our own node_modules: no @types/react, no second
 * copy of anything), shared by every fixture. Then each app fixture is built with Vite the way its stack would,
 * and the server-rendered page is rendered in Node; the static-site recipes of docs/guides/server-rendering.md (Astro,
 * Eleventy) are built as the guide writes them. consumers.spec.ts and static-sites.spec.ts load the results in Chromium.
 *
 * The workspace is kept between runs (its node_modules is reused; only the fresh tarball is installed again).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build, type InlineConfig } from 'vite';
import { buildReactSsrPages } from './react-ssr-build';
import { buildStaticSites } from './static-sites-build';
import { CONSUMERS, OUT, ROOT } from './workspace';

const FIXTURES = join(ROOT, 'test/package/fixtures');

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/**
 * Packs the repository into the workspace under a name that carries its content's hash: npm installs a tarball of
 * an unchanged name and version from its cache (the lockfile's integrity), so a kept workspace would otherwise
 * test an earlier build of the package.
 */
function pack(): string {
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', CONSUMERS], ROOT));
  const hash = createHash('sha256')
    .update(readFileSync(join(CONSUMERS, filename)))
    .digest('hex')
    .slice(0, 12);
  const named = filename.replace(/\.tgz$/, `-${hash}.tgz`);
  renameSync(join(CONSUMERS, filename), join(CONSUMERS, named));
  return named;
}

function install(tarball: string): void {
  const manifest = JSON.parse(readFileSync(join(FIXTURES, 'package.json'), 'utf8'));
  manifest.dependencies['coursify-elements'] = `file:./${tarball}`;
  writeFileSync(join(CONSUMERS, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // A fresh copy of our package every run (same version, new contents), the rest from the kept node_modules.
  rmSync(join(CONSUMERS, 'node_modules/coursify-elements'), { recursive: true, force: true });
  // --legacy-peer-deps: react-dom18 (an alias of react-dom@18.3.1) asks for react 18 as its peer, which the React 18
  // fixture provides through an alias of its own (react18); npm cannot see that.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps'], CONSUMERS);
}

const REACT18 = [
  { find: /^react$/, replacement: 'react18' },
  { find: /^react\/(.*)$/, replacement: 'react18/$1' },
  { find: /^react-dom$/, replacement: 'react-dom18' },
  { find: /^react-dom\/(.*)$/, replacement: 'react-dom18/$1' },
];

async function buildApp(name: string, options: InlineConfig = {}): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(CONSUMERS, name),
    base: './',
    plugins: [react()],
    ...options,
    build: { outDir: join(OUT, name), emptyOutDir: true, ...options.build },
  });
}

/** Gzip bytes of an app's JavaScript: what its visitors download. */
function appBytes(name: string): number {
  const dir = join(OUT, name, 'assets');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);
}

async function renderServerPage(): Promise<void> {
  await buildApp('ssr-server', {
    root: join(CONSUMERS, 'ssr'),
    build: { ssr: join(CONSUMERS, 'ssr/server.jsx'), outDir: join(OUT, 'ssr-server') },
  });
  await buildApp('ssr', { root: join(CONSUMERS, 'ssr') });
  // Node imports the server bundle from the workspace, where `react` and `coursify-elements` resolve.
  const markup = run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import('${join(OUT, 'ssr-server/server.js')}').then((m) => process.stdout.write(m.render()))`,
    ],
    CONSUMERS,
  );
  const page = join(OUT, 'ssr/index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<!--ssr-->', markup));
  writeFileSync(join(OUT, 'ssr/markup.html'), markup);
}

/**
 * The custom elements bundled by an app's own bundler (fixtures/bundlers): for each package build (React inside,
 * lite), an app importing `<ecosystem-grid>` by package name, with a card per icon and a grid per language the
 * build ships, bundled by Vite and by esbuild (code splitting, as an app does). Each bundler must find every icon
 * and language module through the element's own imports (consumers.spec.ts loads the four apps).
 */
async function buildBundlerApps(): Promise<void> {
  const installed = join(CONSUMERS, 'node_modules/coursify-elements');
  const names = (dir: string) =>
    readdirSync(join(installed, dir))
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.slice(0, -3));
  for (const [name, dist, entry] of [
    ['bundlers', 'dist/elements', 'coursify-elements/ecosystem-grid'],
    ['bundlers-lite', 'dist/cdn', 'coursify-elements/lite/ecosystem-grid'],
  ]) {
    const app = join(CONSUMERS, name);
    cpSync(join(FIXTURES, 'bundlers'), app, { recursive: true });
    writeFileSync(
      join(app, 'build.js'),
      `import '${entry}';\nexport const ICONS = ${JSON.stringify(names(`${dist}/icons`))};\n` +
        `export const LANGUAGES = ${JSON.stringify(names(`${dist}/locales`))};\n`,
    );
    await buildApp(`${name}-vite`, { root: app, plugins: [] });
    await esbuild({
      absWorkingDir: app,
      entryPoints: ['main.js'],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      logLevel: 'warning',
      outdir: join(OUT, `${name}-esbuild`),
    });
    cpSync(join(app, 'index.html'), join(OUT, `${name}-esbuild/index.html`));
  }
}

export default async function setup(): Promise<void> {
  const started = performance.now();
  mkdirSync(CONSUMERS, { recursive: true });
  for (const entry of readdirSync(FIXTURES)) {
    if (entry !== 'package.json') cpSync(join(FIXTURES, entry), join(CONSUMERS, entry), { recursive: true });
  }
  for (const old of readdirSync(CONSUMERS).filter((file) => file.endsWith('.tgz'))) rmSync(join(CONSUMERS, old));
  if (!existsSync(join(ROOT, 'dist/elements')) || !existsSync(join(ROOT, 'dist/react'))) {
    throw new Error('Build first: npm run build (the package is packed from dist/).');
  }
  install(pack());
  rmSync(OUT, { recursive: true, force: true });
  await buildApp('react19');
  await buildApp('react19-element');
  await buildApp('react19-languages');
  // The very same app, its React aliased to 18.3.1.
  await buildApp('react18', { root: join(CONSUMERS, 'react19'), resolve: { alias: REACT18 } });
  await buildApp('vue', { plugins: [] });
  await renderServerPage();
  await buildReactSsrPages();
  await buildBundlerApps();
  buildStaticSites();
  const sizes = { react19: appBytes('react19'), 'react19-element': appBytes('react19-element') };
  writeFileSync(join(OUT, 'sizes.json'), JSON.stringify(sizes));
  console.log(
    `package: consumers installed and built in ${((performance.now() - started) / 1000).toFixed(1)} s; React 19 app ` +
      `gzip: ${(sizes.react19 / 1024).toFixed(1)} KB with coursify-elements/react, ` +
      `${(sizes['react19-element'] / 1024).toFixed(1)} KB with the custom element`,
  );
}
