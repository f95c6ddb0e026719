/**
 * coursify-elements/react rendered on the server in a language we ship, from the packed package: the React 19 (and
 * 18) page of react-ssr.spec.ts with `<CourseCatalog lang="de">` (react-ssr-build.ts renders it with
 * renderToString). The server HTML is in German; in the browser, which has not loaded German yet, the content waits
 * for it and then hydrates with no React error or warning (development React, strict mode), the server's nodes
 * kept, live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { visit } from './consumer-page';
import { REACT_SSR_PAGES } from './react-ssr-build';
import { OUT } from './workspace';

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
        /<course-catalog class="partner-catalog" lang="de" data-cf-element="course-catalog"><template shadowrootmode="open"><style>.*?<\/style>(.*?)<\/template><\/course-catalog>/s.exec(
          markup,
        );
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
