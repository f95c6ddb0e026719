/**
 * coursify-elements/react rendered on the server in a language we ship, from the packed package: the React 19 (and
 * 18) page of react-ssr.spec.ts with `<CourseCatalog lang="de">` (react-ssr-build.ts renders it with
 * renderToString). The server HTML is in German; in the browser, which has not loaded German yet, the content waits
 * for it and then hydrates with no React error or warning (development React, strict mode), the server's nodes
 * kept, live.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { visit } from './consumer-page';
import { launch } from './engine-drivers';
import { REACT_SSR_PAGES } from './react-ssr-build';
import { CONSUMERS, OUT } from './workspace';

const TITLES = ['Go in Practice', 'Rust for Services', 'Zig at Work'];
/** The German words the test reads (src/lib/i18n/locales/de.ts), and the English they replace. */
const GERMAN = { search: 'Kurse durchsuchen', count: '3 Kurse', catalog: 'Kurskatalog' };
const ENGLISH = { search: 'Search courses', count: '3 courses' };

const titles = (page: Page) => page.locator('course-catalog [part~="card-title"]');

/** The nodes the tests follow through hydration, in the catalog's shadow root. */
const WATCHED = '[part~="card-title"], [part~="card"], [part~="search"], label, .cf-root';

for (const name of REACT_SSR_PAGES) {
  test.describe(`${name}, <CourseCatalog lang="de">`, () => {
    test('the server HTML is in German, inside the declarative shadow root', () => {
      const markup = readFileSync(join(OUT, name, 'de.markup.html'), 'utf8');
      const match =
        /<course-catalog class="partner-catalog" lang="de" data-cf-element="course-catalog"><template shadowrootmode="open"><style>.*?<\/style>(.*?)<\/template>(?:<script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script>)?<\/course-catalog>/s.exec(
          markup,
        );
      // The root, then the catalog's structured data in its light DOM (docs/guides/structured-data.md).
      expect(match, 'a declarative shadow root inside <course-catalog lang="de">').not.toBeNull();
      const content = (match as RegExpExecArray)[1];
      expect(content).toContain(`aria-label="${GERMAN.catalog}"`);
      expect(content).toContain(GERMAN.search);
      expect(content).toContain(GERMAN.count);
      expect(content).not.toContain(ENGLISH.search);
      expect([...content.matchAll(/part="card-title"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(TITLES);
      expect(readFileSync(join(OUT, name, 'de.html'), 'utf8')).toContain('<div id="root" data-lang="de">');
    });

    test('hydrated once German has loaded: no React error or warning, the same nodes, German, live', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __holdHydration: Promise<void>; __hydrate: () => void };
        w.__holdHydration = new Promise((resolve) => {
          w.__hydrate = resolve;
        });
      });
      const problems = await visit(page, `/out/${name}/de.html`);
      await expect(titles(page)).toHaveText(TITLES);
      const before = await page.evaluate((selector) => {
        const root = document.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
        const nodes = [...root.querySelectorAll(selector)];
        (window as unknown as { __serverNodes: Element[] }).__serverNodes = nodes;
        return { count: nodes.length, text: root.textContent };
      }, WATCHED);
      expect(before.count).toBeGreaterThanOrEqual(8);
      expect(before.text).toContain(GERMAN.search);

      await page.evaluate(() => (window as unknown as { __hydrate: () => void }).__hydrate());
      await page.waitForFunction(
        () => (window as unknown as { __consumer?: { hydrated?: boolean } }).__consumer?.hydrated,
      );
      // The content's root hydrates once German is here: React has then claimed the server's nodes as its own.
      await page.waitForFunction(() => {
        const title = document.querySelector('course-catalog')?.shadowRoot?.querySelector('[part~="card-title"]');
        return !!title && Object.keys(title).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

      const after = await page.evaluate((selector) => {
        const root = document.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
        const nodes = [...root.querySelectorAll(selector)];
        const server = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
        return {
          same: nodes.length === server.length && nodes.every((node, index) => node === server[index]),
          roots: root.querySelectorAll('.cf-root').length,
          text: root.textContent,
        };
      }, WATCHED);
      expect(after.same, 'the server’s nodes are the hydrated ones').toBe(true);
      expect(after.roots).toBe(1);
      expect(after.text).toContain(GERMAN.search);
      expect(after.text).not.toContain(ENGLISH.search);

      await page.locator('course-catalog [part~="search"]').fill('rust');
      await expect(titles(page)).toHaveText(['Rust for Services']);
      await page.locator('course-catalog [part~="button-syllabus"]').click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __consumer: { events: string[] } }).__consumer.events))
        .toEqual(['course-navigate syllabus Rust for Services']);
      expect(problems).toEqual([]);
    });
  });
}

/**
 * The same hydration in Firefox ESR and WebKitGTK, which Playwright cannot drive here (engine-drivers.ts): the probe
 * page (react-ssr-build.ts) records its own console problems and holds hydration until the test releases it.
 */
test.describe('in Firefox and WebKit', () => {
  // A fixed port for the page server (REACT_LANG_SPEC_PORT moves it); one worker for the block.
  test.describe.configure({ mode: 'serial' });
  const PORT = Number(process.env.REACT_LANG_SPEC_PORT ?? 4560);
  let server: Server;
  test.beforeAll(async () => {
    server = createServer(async (request, response) => {
      const file = normalize(join(CONSUMERS, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
      try {
        if (!file.startsWith(CONSUMERS)) throw new Error('outside');
        const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'text/plain';
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  for (const engine of ['firefox', 'webkit'] as const) {
    test(`${engine}: the German server HTML hydrates once German has loaded, no React error or warning, the same nodes, live`, async () => {
      test.setTimeout(120_000);
      const driver = await launch(engine);
      try {
        for (const name of REACT_SSR_PAGES) {
          await driver.open(`http://127.0.0.1:${PORT}/out/${name}/de-probe.html`);
          const before = await driver.run(() => {
            const root = document.querySelector('course-catalog')?.shadowRoot;
            const nodes = root
              ? [...root.querySelectorAll('[part~="card-title"], [part~="card"], label, .cf-root')]
              : [];
            (window as unknown as { __serverNodes: Element[] }).__serverNodes = nodes;
            return { count: nodes.length, text: root?.textContent ?? '' };
          });
          expect(before.count, name).toBeGreaterThanOrEqual(8);
          expect(before.text, name).toContain(GERMAN.search);
          await driver.run(() => (window as unknown as { __hydrate: () => void }).__hydrate());
          await expect
            .poll(
              () =>
                driver.run(() => {
                  const title = document
                    .querySelector('course-catalog')
                    ?.shadowRoot?.querySelector('[part~="card-title"]');
                  return !!title && Object.keys(title).some((key) => key.startsWith('__reactFiber$'));
                }),
              { message: `${name}: the content hydrated`, timeout: 20_000 },
            )
            .toBe(true);
          const after = await driver.run(() => {
            const root = document.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
            const nodes = [...root.querySelectorAll('[part~="card-title"], [part~="card"], label, .cf-root')];
            const server = (window as unknown as { __serverNodes: Element[] }).__serverNodes;
            // The search field, typed in as a visitor does (React reads the value on the input event).
            const input = root.querySelector('[part~="search"]') as HTMLInputElement;
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'rust');
            input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
            return {
              same: nodes.length === server.length && nodes.every((node, index) => node === server[index]),
              text: root.textContent ?? '',
            };
          });
          expect(after.same, `${name}: the server's nodes are the hydrated ones`).toBe(true);
          expect(after.text, name).toContain(GERMAN.search);
          await expect
            .poll(() =>
              driver.run(() =>
                [
                  ...(document.querySelector('course-catalog')?.shadowRoot?.querySelectorAll('[part~="card-title"]') ??
                    []),
                ].map((node) => node.textContent),
              ),
            )
            .toEqual(['Rust for Services']);
          expect(await driver.run(() => (window as unknown as { __problems: string[] }).__problems), name).toEqual([]);
        }
      } finally {
        await driver.close();
      }
    });
  }
});
