/**
 * coursify-elements/react rendered on the server by a `react-dom/server` bound to a second instance of React, as
 * Next.js's server layer maps it (docs/decisions/server-rendering.md, "A real Next.js app"): the page and the
 * components use one instance, the nested render of the content the other, so the content's hooks reach the page's
 * renderer and its useId ids follow the page's tree, not the root the browser hydrates. Emulated without Next: the
 * react-ssr fixture's server bundled with esbuild, `react-dom/server` of the package's `#react-host-server` resolved
 * to a copy of react-dom beside a copy of react (the same version, another module instance). The content still ships
 * in the HTML, and the browser renders it afresh instead of hydrating mismatched ids: no React warning, ids that pair.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { visit } from './consumer-page';
import { CONSUMERS, OUT } from './workspace';

const TITLES = ['Go in Practice', 'Rust for Services', 'Zig at Work'];
const SECOND = join(OUT, 'second-react');
const DIR = join(OUT, 'two-reacts');
const PAGE = '/out/two-reacts/index.html';

const titles = (page: Page) => page.locator('course-catalog [part~="card-title"]');

let markup = '';

test.beforeAll(async () => {
  mkdirSync(join(SECOND, 'node_modules'), { recursive: true });
  for (const name of ['react', 'react-dom']) {
    cpSync(join(CONSUMERS, 'node_modules', name), join(SECOND, 'node_modules', name), { recursive: true });
  }
  const esbuild = await import('esbuild');
  const server = join(OUT, 'two-reacts-server.mjs');
  await esbuild.build({
    entryPoints: [join(CONSUMERS, 'react-ssr/server.jsx')],
    absWorkingDir: CONSUMERS,
    outfile: server,
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    logLevel: 'silent',
    // The bundle's CommonJS React needs `require` in an ES module.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [
      {
        name: 'second-react-for-the-nested-render',
        setup(build) {
          build.onResolve({ filter: /^react-dom\/server$/ }, (args) =>
            /coursify-elements[\\/]dist[\\/]react[\\/]server-render\.js$/.test(args.importer)
              ? { path: join(SECOND, 'node_modules/react-dom/server.node.js') }
              : undefined,
          );
        },
      },
    ],
  });
  markup = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `process.stdout.write((await import('${server}')).renderString());`],
    { cwd: CONSUMERS, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
  );
  // The browser's side with development React, which reports hydration mismatches (the react-ssr pages' Vite
  // builds get production React: a development mode does not set NODE_ENV for a build).
  await esbuild.build({
    entryPoints: [join(CONSUMERS, 'react-ssr/client.jsx')],
    absWorkingDir: CONSUMERS,
    outdir: DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  writeFileSync(
    join(DIR, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two Reacts</title></head><body>` +
      `<div id="root">${markup}</div><script type="module" src="./client.js"></script></body></html>`,
  );
});

test('the server HTML has the cards in the declarative root, marked for a client render', () => {
  const content =
    /<course-catalog[^>]*><template shadowrootmode="open"><style>.*?<\/style>(.*?)<\/template>(?:<script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script>)?<\/course-catalog>/s.exec(
      markup,
    )?.[1];
  expect(content, 'a declarative shadow root inside <course-catalog>').toBeDefined();
  expect(content).toMatch(/^<template data-cf-render="client"><\/template><div class="cf-root"/);
  expect([...(content as string).matchAll(/part="card-title"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(TITLES);
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the cards show', async ({ page }) => {
    await visit(page, PAGE);
    await expect(titles(page)).toHaveText(TITLES);
    await expect(page.locator('course-catalog [part~="card"]').first()).toBeVisible();
  });
});

test('in the browser: no React error or warning, one content, ids that pair, live', async ({ page }) => {
  const problems = await visit(page, PAGE);
  await page.waitForFunction(() => (window as unknown as { __consumer?: { hydrated?: boolean } }).__consumer?.hydrated);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(titles(page)).toHaveText(TITLES);
  const shadow = await page.evaluate(() => {
    const root = document.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
    const label = root.querySelector('label[for]');
    return {
      roots: root.querySelectorAll('.cf-root').length,
      marks: root.querySelectorAll('template').length,
      styles: root.querySelectorAll('style').length,
      labelled: root.getElementById(label?.getAttribute('for') ?? '')?.getAttribute('part'),
    };
  });
  expect(shadow).toEqual({ roots: 1, marks: 0, styles: 0, labelled: 'search' });

  await page.locator('course-catalog [part~="search"]').fill('rust');
  await expect(titles(page)).toHaveText(['Rust for Services']);
  expect(problems).toEqual([]);
});
