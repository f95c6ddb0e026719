/**
 * coursify-elements/react rendered on the server, from the packed package (react-ssr-build.ts builds the pages):
 * the server HTML of a React 19 or 18 page (renderToString and renderToPipeableStream) holds the catalog's cards in
 * a declarative shadow root inside its host; with JavaScript off they show, styled; hydrated (development React,
 * strict mode) there is no React error or warning, the server's nodes stay where they were, and the catalog is
 * live. And a Next.js App Router server component can import and render the components.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { visit } from './consumer-page';
import { REACT_SSR_PAGES } from './react-ssr-build';
import { CONSUMERS, OUT } from './workspace';

const TITLES = ['Go in Practice', 'Rust for Services', 'Zig at Work'];

const titles = (page: Page) => page.locator('course-catalog [part~="card-title"]');

for (const name of REACT_SSR_PAGES) {
  // React 18's server renderer warns for every useLayoutEffect it meets; the components choose plain effects there.
  test(`${name}: the server renders (string, stream, German) print no error or warning`, () => {
    expect(readFileSync(join(OUT, name, 'server-stderr.txt'), 'utf8')).toBe('');
  });

  for (const kind of ['string', 'stream'] as const) {
    const render = kind === 'string' ? 'renderToString' : 'renderToPipeableStream';
    const path = `/out/${name}/${kind}.html`;

    test.describe(`${name}, ${render}`, () => {
      test('the server HTML has the three cards in a declarative shadow root inside the host', () => {
        const markup = readFileSync(join(OUT, name, `${kind}.markup.html`), 'utf8');
        const match =
          /<course-catalog class="partner-catalog" data-cf-element="course-catalog"><template shadowrootmode="open"><style>(.*?)<\/style>(.*?)<\/template>(?:<script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script>)?<\/course-catalog>/s.exec(
            markup,
          );
        expect(match, 'a declarative shadow root inside <course-catalog>').not.toBeNull();
        const [, css, content] = match as RegExpExecArray;
        expect(css).toContain('--cf-font-size');
        expect([...content.matchAll(/part="card-title"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(TITLES);
      });

      test('the server HTML has the catalog’s structured data after the root, in the host’s light DOM', () => {
        const markup = readFileSync(join(OUT, name, `${kind}.markup.html`), 'utf8');
        const scripts = [
          ...markup.matchAll(
            /<\/template><script type="application\/ld\+json" data-cf-structured-data>([^<]*)<\/script><\/course-catalog>/g,
          ),
        ];
        expect(scripts).toHaveLength(1);
        const data = JSON.parse(scripts[0][1]);
        expect(data['@type']).toBe('ItemList');
        expect(data.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual(TITLES);
      });

      test.describe('JavaScript off', () => {
        test.use({ javaScriptEnabled: false });
        test('the cards show, styled by the root’s own sheet', async ({ page }) => {
          await visit(page, path);
          await expect(titles(page)).toHaveText(TITLES);
          const card = page.locator('course-catalog [part~="card"]').first();
          await expect(card).toBeVisible();
          await expect(card).toHaveCSS('border-top-style', 'solid');
          await expect(card).toHaveCSS('display', 'flex');
        });
      });

      test('hydrated: no React error or warning, the same nodes in the same places, live', async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __holdHydration: Promise<void>; __hydrate: () => void };
          w.__holdHydration = new Promise((resolve) => {
            w.__hydrate = resolve;
          });
        });
        const problems = await visit(page, path);
        await expect(titles(page)).toHaveText(TITLES);
        const before = await page.evaluate(() => {
          const root = document.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
          const nodes = [...root.querySelectorAll('[part~="card-title"], [part~="card"], [part~="search"]')];
          (window as unknown as { __serverNodes: Element[] }).__serverNodes = nodes;
          return nodes.map((node) => JSON.stringify(node.getBoundingClientRect()));
        });
        expect(before).toHaveLength(7);

        await page.evaluate(() => (window as unknown as { __hydrate: () => void }).__hydrate());
        await page.waitForFunction(
          () => (window as unknown as { __consumer?: { hydrated?: boolean } }).__consumer?.hydrated,
        );
        // Hydration's own layout effects and microtasks have run by the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

        const after = await page.evaluate(() => {
          const root = document.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
          const nodes = [...root.querySelectorAll('[part~="card-title"], [part~="card"], [part~="search"]')];
          const server = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
          return {
            same: nodes.length === server.length && nodes.every((node, index) => node === server[index]),
            boxes: nodes.map((node) => JSON.stringify(node.getBoundingClientRect())),
            styles: root.querySelectorAll('style').length,
            sheets: root.adoptedStyleSheets.length,
          };
        });
        expect(after.same, 'the server’s nodes are the hydrated ones').toBe(true);
        expect(after.boxes).toEqual(before);
        expect(after.styles).toBe(0);
        expect(after.sheets).toBe(2);
        // The server's structured data, adopted: one per catalog after hydration, the same text.
        const markup = readFileSync(join(OUT, name, `${kind}.markup.html`), 'utf8');
        const served = /data-cf-structured-data>([^<]*)<\/script>/.exec(markup)?.[1];
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
        expect(
          await page.evaluate(() =>
            [...document.querySelectorAll('course-catalog > script[type="application/ld+json"]')].map(
              (script) => script.textContent,
            ),
          ),
        ).toEqual([served]);

        await page.locator('course-catalog [part~="search"]').fill('rust');
        await expect(titles(page)).toHaveText(['Rust for Services']);
        await page.locator('course-catalog [part~="button-syllabus"]').click();
        await expect
          .poll(() =>
            page.evaluate(() => (window as unknown as { __consumer: { events: string[] } }).__consumer.events),
          )
          .toEqual(['course-navigate syllabus Rust for Services']);
        expect(problems).toEqual([]);
      });
    });
  }
}

/**
 * Next.js is not installed here (and not fetched for a test), so its check is emulated as Next does it: a server
 * component is bundled with the `react-server` condition (React without state, effects or context), and a module
 * whose first statement is "use client" is not bundled but replaced by client references, rendered on the client
 * and in the SSR pass. Without the directive the components' code would run under react-server React and fail
 * at import (react-dom/client refuses to load there; `createContext is not a function` in TOOLCHAIN.md's Next build).
 */
test.describe('a Next.js App Router server component', () => {
  const DIST = join(CONSUMERS, 'node_modules/coursify-elements/dist/react');
  const DIRECTIVE = /^\s*(["'])use client\1/;

  async function bundleServerComponent(honourDirective: boolean): Promise<string> {
    const esbuild = await import('esbuild');
    const reactHost = await import(join(DIST, 'index.js'));
    const result = await esbuild.build({
      entryPoints: [join(CONSUMERS, 'rsc/page.jsx')],
      absWorkingDir: CONSUMERS,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      conditions: ['react-server'],
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [
        {
          name: 'client-boundary',
          setup(build) {
            build.onLoad({ filter: /coursify-elements[\\/]dist[\\/]react[\\/][\w-]+\.js$/ }, (args) => {
              const code = readFileSync(args.path, 'utf8');
              if (!honourDirective || !DIRECTIVE.test(code)) return undefined;
              const references = Object.keys(reactHost)
                .map(
                  (name) =>
                    `export const ${name} = { $$typeof: Symbol.for('react.client.reference'), $$id: ${JSON.stringify(`${args.path}#${name}`)} };`,
                )
                .join('\n');
              return { contents: references, loader: 'js' };
            });
          },
        },
      ],
    });
    return result.outputFiles[0].text;
  }

  async function renderPage(bundle: string, name: string): Promise<unknown> {
    const file = join(OUT, `rsc-${name}.mjs`);
    writeFileSync(file, bundle);
    const module = await import(file);
    return module.default();
  }

  test('every dist/react entry starts with "use client"', () => {
    const entries = readdirSync(DIST).filter((file) => file.endsWith('.js') && !file.startsWith('server-render'));
    expect(entries).toContain('index.js');
    expect(entries.length).toBeGreaterThanOrEqual(8);
    for (const file of entries) expect(readFileSync(join(DIST, file), 'utf8'), file).toMatch(DIRECTIVE);
  });

  test('it bundles under the react-server condition and renders the catalog as a client component', async () => {
    const page = (await renderPage(await bundleServerComponent(true), 'client-boundary')) as {
      props: { children: { type: { $$typeof: symbol; $$id: string } }[] };
    };
    const catalog = page.props.children[1].type;
    expect(catalog.$$typeof).toBe(Symbol.for('react.client.reference'));
    expect(catalog.$$id).toMatch(/dist\/react\/index\.js#CourseCatalog$/);
  });

  test('control: the same bundle without the client boundary fails at import, as Next’s would', async () => {
    // Whichever the bundle meets first: react-dom/client's own guard, or context missing from react-server React.
    await expect(renderPage(await bundleServerComponent(false), 'no-boundary')).rejects.toThrow(
      /not supported in React Server Components|createContext/,
    );
  });
});
