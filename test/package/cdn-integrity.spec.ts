/**
 * The packed package on an npm CDN: the version-pinned path layout (`<cdn>/coursify-elements@<version>/dist/cdn/…`)
 * and the integrity of every file. The import maps in the tarball (written by the build, scripts/cdn-integrity.mjs)
 * cover every JavaScript file of each CDN build with the sha384 of its bytes; a plain page that pastes the snippet
 * (scripts/cdn-snippet.mjs: the import map and the entry's `<script integrity>`) renders the elements from the
 * unpacked tarball served under that path, in Chromium, Firefox and WebKit; and a file with one byte changed is
 * refused, as far as each engine enforces integrity (the entry script's own `integrity` attribute everywhere, the
 * import map's `integrity` where the engine implements it: ENFORCES_MAP_INTEGRITY).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CDN_BUILDS, CDN_TEMPLATE, IMPORT_MAP_FILE, jsFiles, sha384 } from '../../scripts/cdn-integrity.mjs';
import { cdnSnippet } from '../../scripts/cdn-snippet.mjs';
import { type CdnHost, startCdnHost } from './cdn-host';
import { type Driver, ENGINES, type Engine, launch } from './engine-drivers';
import { CONSUMERS, ROOT } from './workspace';

// One worker for the whole file: the page and CDN servers listen on this file's fixed ports.
test.describe.configure({ mode: 'serial' });

// CDN_SPEC_PORT moves both (a developer whose ports differ).
const PORT = Number(process.env.CDN_SPEC_PORT ?? 4540);
const PAGE_PORT = PORT;
/** How many requests Chromium, Firefox and WebKit keep open to one host over HTTP/1.1. */
const HTTP1_CONNECTIONS_PER_HOST = 6;
const CDN_PORT = PORT + 1;

/** The tarball as global-setup.ts installed it: exactly the files `npm pack` put in it. */
const installed = join(CONSUMERS, 'node_modules/coursify-elements');
const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const readMap = (build: string) => JSON.parse(readFileSync(join(installed, build, IMPORT_MAP_FILE), 'utf8'));

/**
 * Whether the engine checks the import map's `integrity` for the modules the entry imports (statically or with
 * `import()`), as measured here: Chromium 156, Firefox ESR 153, WebKitGTK 2.50. Every engine checks the entry
 * script's own `integrity` attribute.
 */
const ENFORCES_MAP_INTEGRITY: Record<Engine, boolean> = { chromium: true, firefox: true, webkit: true };
/** Whether it does so for a `<link rel="modulepreload">` without an `integrity` attribute, too (measured likewise). */
const ENFORCES_MAP_INTEGRITY_ON_PRELOAD: Record<Engine, boolean> = { chromium: true, firefox: true, webkit: true };

test.describe('the import maps in the tarball', () => {
  for (const build of CDN_BUILDS) {
    test(`${build}/${IMPORT_MAP_FILE} holds the sha384 of every JavaScript file of ${build}, and only those`, () => {
      const map = readMap(build);
      const base = `${CDN_TEMPLATE}/${pkg.name}@${pkg.version}/${build}/`;
      const files = jsFiles(join(installed, build));
      // The tarball lacks no JavaScript file the build wrote (package.json "files").
      expect(files).toEqual(jsFiles(join(ROOT, build)));
      expect(files).toContain(build === 'dist/cdn' ? 'autoloader.js' : 'index.js');
      expect(files.some((file) => file.startsWith('chunks/'))).toBe(true);
      expect(files.some((file) => file.startsWith('locales/'))).toBe(true);
      // A valid import map, nothing else in it (a browser warns about unknown keys), every URL version-pinned.
      expect(Object.keys(map)).toEqual(['imports', 'integrity']);
      expect(Object.keys(map.integrity).sort()).toEqual(files.map((file) => base + file).sort());
      for (const [url, hash] of Object.entries(map.integrity)) {
        expect(hash, url).toBe(sha384(readFileSync(join(installed, build, url.slice(base.length)))));
      }
      // The bare specifiers (package.json exports into this build) point at covered files.
      expect(Object.keys(map.imports).length).toBeGreaterThan(0);
      for (const url of Object.values(map.imports) as string[]) expect(map.integrity, url).toHaveProperty([url]);
    });
  }
});

/** What the page shows: which elements rendered a card, which are defined, the errors it recorded (cdn-host.ts). */
function pageState() {
  const rendered = (tag: string) =>
    Boolean(document.querySelector(tag)?.shadowRoot?.querySelector('[part~="card-title"]'));
  return {
    catalog: rendered('course-catalog'),
    grid: rendered('ecosystem-grid'),
    catalogDefined: Boolean(customElements.get('course-catalog')),
    errors: ((window as unknown as { __cdn?: { errors: string[] } }).__cdn?.errors ?? []).slice(),
  };
}
type PageState = ReturnType<typeof pageState>;

/** Waits until `done` holds for the page's state (polled in the page, never a fixed delay). */
async function settled(driver: Driver, done: (state: PageState) => boolean): Promise<PageState> {
  let state: PageState | undefined;
  await expect
    .poll(
      async () => {
        state = await driver.run(pageState);
        return done(state);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return state as PageState;
}

/** The files changed by one byte, one per page: the entry, the element module the autoloader imports (it imports
 *  define/<tag>.js and registers it, and preloads the rest of its closure), and a shared chunk (the first one that
 *  module imports, found in the built file). */
const defineModule = readFileSync(join(installed, 'dist/cdn/define/course-catalog.js'), 'utf8');
const sharedChunk = defineModule.match(/from\s*"\.\.\/(chunks\/[^"]+\.js)"/)?.[1];
const TAMPERED = ['dist/cdn/autoloader.js', 'dist/cdn/define/course-catalog.js', `dist/cdn/${sharedChunk}`];

/** Settled once the catalog rendered, or once the refusal that stops it was recorded (a shared chunk's may first
 *  stop the grid). */
const catalogSettled = (now: PageState) =>
  now.catalog || now.errors.some((error) => /script failed|<course-catalog>/.test(error));

let host: CdnHost;
test.beforeAll(async () => {
  expect(sharedChunk, 'define/course-catalog.js imports a chunk').toBeTruthy();
  host = await startCdnHost({ packageDir: installed, pagePort: PAGE_PORT, cdnPort: CDN_PORT, tampered: TAMPERED });
});
test.afterAll(async () => {
  await host?.close();
});

for (const engine of ENGINES) {
  test.describe(`a partner page on the CDN path, ${engine}`, () => {
    test.setTimeout(120_000);
    let driver: Driver;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      driver = await launch(engine);
    });
    test.afterAll(async () => {
      await driver?.close();
    });

    test(`renders the elements from /${pkg.name}@<version>/dist/cdn/ with every file checked`, async () => {
      host.requested.length = 0;
      await driver.open(host.pageUrl('intact'));
      const state = await settled(driver, (now) => (now.catalog && now.grid) || now.errors.length > 0);
      expect(state).toEqual({ catalog: true, grid: true, catalogDefined: true, errors: [] });
      // Every module the page fetched from the CDN was in the import map's integrity.
      const { map } = cdnSnippet({ root: installed, cdn: host.cdnFor('intact') });
      expect(host.requested.length).toBeGreaterThan(3);
      for (const url of host.requested) expect(map.integrity, url).toHaveProperty([url]);
    });

    test(`renders the React build from /${pkg.name}@<version>/dist/elements/ with every file checked`, async () => {
      host.requested.length = 0;
      await driver.open(host.pageUrl('intact', 'elements'));
      const state = await settled(driver, (now) => (now.catalog && now.grid) || now.errors.length > 0);
      expect(state).toEqual({ catalog: true, grid: true, catalogDefined: true, errors: [] });
      const { map } = cdnSnippet({
        root: installed,
        cdn: host.cdnFor('intact'),
        build: 'dist/elements',
        entry: 'index.js',
      });
      expect(host.requested.some((url) => url.includes('/dist/elements/'))).toBe(true);
      for (const url of host.requested) expect(map.integrity, url).toHaveProperty([url]);
    });

    for (const build of ['dist/cdn', 'dist/elements'] as const) {
      test(`a page that names its elements asks for all their files at once, from its HTML, and renders (${build})`, async () => {
        // `npm run cdn:snippet -- --elements course-catalog,ecosystem-grid`: the CDN answers no file until every
        // preloaded one has been asked for. Files asked for only once another arrived (the autoloader's form: page,
        // then autoloader, then the closure) would hold the gate until it times out.
        const elements = ['course-catalog', 'ecosystem-grid'];
        // The intact files at paths this browser has not loaded yet: WebKit answered the earlier tests' files from its
        // memory cache (no-store notwithstanding) and asked only for the autoloader.
        const variant = `fresh-${build === 'dist/cdn' ? 1 : 2}`;
        const { preloads, map } = cdnSnippet({ root: installed, cdn: host.cdnFor(variant), build, elements });
        expect(preloads.length).toBeGreaterThanOrEqual(6);
        host.requested.length = 0;
        // Over HTTP/1.1 (this test's CDN) a browser opens at most 6 connections to a host, so at most 6 files can be
        // asked for while none has been answered; a CDN on HTTP/2 has no such cap. The closure is 7 files since the
        // catalog reads its JSON child (watch-json-child): wait for 6, or every file when there are fewer.
        const gate = host.gate(Math.min(preloads.length, HTTP1_CONNECTIONS_PER_HOST));
        await driver.open(host.pageUrl(variant, build === 'dist/cdn' ? 'cdn' : 'elements', [], false, elements));
        expect(await gate, 'some file was asked for only after another arrived').toBe(false);
        const state = await settled(driver, (now) => (now.catalog && now.grid) || now.errors.length > 0);
        expect(state).toEqual({ catalog: true, grid: true, catalogDefined: true, errors: [] });
        // The catalog's structured data is written by a chunk it fetches once its cards show (never in the way of the
        // first render): wait for its JSON-LD, so that request is always in the list below.
        await expect
          .poll(() =>
            driver.run(() => document.querySelectorAll('course-catalog > script[type="application/ld+json"]').length),
          )
          .toBe(1);
        // The preloads first, each once, and nothing before them; then only the autoloader (for tags added later) and
        // the structured-data chunk.
        expect([...host.requested.slice(0, preloads.length)].sort()).toEqual([...preloads].sort());
        const base = `${host.cdnFor(variant)}/${pkg.name}@${pkg.version}/${build}`;
        const structuredData = Object.keys(map.integrity).filter((url) =>
          url.includes('/chunks/structured-data-script-'),
        );
        expect(structuredData).toHaveLength(1);
        expect(host.requested.slice(preloads.length).sort()).toEqual(
          [`${base}/autoloader.js`, ...structuredData].sort(),
        );
        for (const url of host.requested) expect(map.integrity, url).toHaveProperty([url]);
      });
    }

    TAMPERED.forEach((file, n) => {
      const isEntry = file.endsWith('/autoloader.js');
      const refused = isEntry || ENFORCES_MAP_INTEGRITY[engine];
      test(`${refused ? 'refuses' : 'still runs'} ${file} with one byte changed`, async () => {
        const variant = `tampered-${n}`;
        await driver.open(host.pageUrl(variant));
        const state = await settled(driver, catalogSettled);
        if (!refused) {
          expect(state).toMatchObject({ catalog: true, catalogDefined: true, errors: [] });
          return;
        }
        expect(state.catalog).toBe(false);
        expect(state.catalogDefined).toBe(false);
        const url = `${host.cdnFor(variant)}/${pkg.name}@${pkg.version}/${file}`;
        // The entry: its script element fails. A module it imports: the import fails, the autoloader says which tag.
        expect(state.errors).toContainEqual(
          isEntry ? `script failed: ${url}` : expect.stringContaining('could not load <course-catalog>'),
        );
      });
    });

    test('runs a changed module without the import map: the entry’s integrity alone covers only the entry', async () => {
      // The control for the refusals above: the same page and file, the map left out, and the changed module runs.
      const n = TAMPERED.indexOf('dist/cdn/define/course-catalog.js');
      await driver.open(host.pageUrl(`tampered-${n}`, 'cdn', [], true));
      const state = await settled(driver, catalogSettled);
      expect(state).toMatchObject({ catalog: true, catalogDefined: true, errors: [] });
    });

    test('refuses a changed module fetched early by <link rel="modulepreload">, before anything imports it', async () => {
      // The catalog's closure preloaded, as a page or an autoloader that fetches an element's modules at once does;
      // the link has no integrity of its own, so only the import map's can refuse the changed define module.
      const n = TAMPERED.indexOf('dist/cdn/define/course-catalog.js');
      const closure = ['dist/cdn/course-catalog.js', 'dist/cdn/define/course-catalog.js', `dist/cdn/${sharedChunk}`];
      await driver.open(host.pageUrl(`tampered-${n}`, 'cdn', closure));
      const state = await settled(driver, catalogSettled);
      // The page's own three (with `crossorigin`); the autoloader adds its own for the catalog's closure, the
      // changed file among them, also without an integrity of their own.
      expect(await driver.run(() => document.querySelectorAll('link[rel="modulepreload"][crossorigin]').length)).toBe(
        3,
      );
      expect(state.catalog).toBe(!ENFORCES_MAP_INTEGRITY_ON_PRELOAD[engine]);
      expect(state.catalogDefined).toBe(!ENFORCES_MAP_INTEGRITY_ON_PRELOAD[engine]);
    });
  });
}
