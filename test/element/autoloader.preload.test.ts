/// <reference types="mocha" />
/**
 * The autoloader asks for an element's whole module closure at once (issue #22, "the CDN waterfall"): when it first
 * sees a tag, a `<link rel="modulepreload">` for every file the element's module imports (at any depth), for its
 * default content when the page gives it no data, and for the language module its `lang` needs; the grid's default
 * apps bring their icons, so no icon module is requested. Checked on this build's own autoloader
 * (`<build>/autoloader.js`) against the chunk graph read here from the built files themselves (their import
 * statements), so a new chunk or import is covered without a list in the test. Without the preloads (main before
 * issue #22), each level of imports is requested only once the level above has arrived: the first check fails (no
 * links), and so does the last (20 icon modules). bench/waterfall.mjs measures what that saves over a slow link.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { ELEMENTS_DIR, until } from './helpers';

const BASE = new URL(`${ELEMENTS_DIR}/`, location.href);
const TAGS = ['course-catalog', 'ecosystem-grid'];

/** The relative specifiers a built file imports: statically (`from"…"`, `import"…"`), and dynamically with a
 *  literal path (the default content; not the icons' and languages' modules, one literal import per file so that
 *  bundlers find them, each fetched only when a card or a page needs it, nor the catalog's structured data, fetched
 *  after its cards render). */
async function importsOf(url: string): Promise<{ statics: string[]; dynamics: string[] }> {
  const code = await (await fetch(url)).text();
  const absolute = (specifier: string) => new URL(specifier, url).href;
  return {
    statics: [...code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => absolute(m[1])),
    dynamics: [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`$]+)["'`]\s*\)/g)]
      .map((m) => absolute(m[1]))
      .filter((file) => !/\/(icons|locales)\/[^/]+\.js$/.test(file) && !afterRender(file)),
  };
}

/** The element module, every file it imports statically at any depth, and its default content's chunk. */
async function closureOf(tag: string): Promise<{ files: string[]; defaults: string[] }> {
  const entry = new URL(`define/${tag}.js`, BASE).href;
  const files = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    pending.push(...(await importsOf(file)).statics);
  }
  return { files: [...files], defaults: (await importsOf(entry)).dynamics };
}

/**
 * The catalog's structured data (course-structured-data.ts) is written after its cards have rendered, for crawlers:
 * its chunk is fetched then, off the path to the first paint, and not preloaded.
 */
const afterRender = (file: string) => /\/chunks\/structured-data-script-[^/]+\.js$/.test(file);

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
/** What the page requested from the build's directory (this test's own reads of the files left out). */
const requested = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.name.startsWith(BASE.href) && entry.initiatorType !== 'fetch',
  );

describe('the autoloader preloads each element’s whole closure', () => {
  const expected: Record<string, { files: string[]; defaults: string[] }> = {};

  before(async () => {
    performance.setResourceTimingBufferSize(10_000);
    // A partner page: the two list elements with their default content, the catalog in German.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<course-catalog lang="de"></course-catalog><ecosystem-grid></ecosystem-grid>',
    );
    await import(/* @vite-ignore */ new URL('autoloader.js', BASE).href);
    const grid = document.querySelector('ecosystem-grid') as HTMLElement;
    const catalog = document.querySelector('course-catalog') as HTMLElement;
    await until(() => catalog.shadowRoot?.querySelector('[part~="card"]'), 'the catalog’s cards');
    await until(
      () => grid.shadowRoot?.querySelectorAll('[part~="card-icon"] svg').length === 20,
      'the grid’s 20 icons',
    );
    // Read after the page's own loads (these fetches are left out of the timings below).
    for (const tag of TAGS) expected[tag] = await closureOf(tag);
  });

  it('links every file of each element’s closure, its default content and the page’s language, and nothing else', () => {
    const closures = TAGS.flatMap((tag) => [...expected[tag].files, ...expected[tag].defaults]);
    expect(expected['ecosystem-grid'].defaults, 'the grid imports its default apps').to.have.length(1);
    expect(expected['course-catalog'].defaults, 'the catalog imports its default courses').to.have.length(1);
    expect([...new Set(preloads())].sort()).to.deep.equal(
      [...new Set([...closures, new URL('locales/de.js', BASE).href])].sort(),
    );
  });

  it('fetches each of those files once: the imports use the preloads (same URL, same request mode)', () => {
    const fetched = requested().map((timing) => timing.name);
    for (const tag of TAGS) {
      for (const file of [...expected[tag].files, ...expected[tag].defaults]) {
        expect(
          fetched.filter((name) => name === file),
          file,
        ).to.have.length(1);
      }
    }
  });

  it('fetches nothing beyond those files: no icon module, no second request for the default apps', () => {
    const fetched = requested().map((timing) => timing.name);
    expect(fetched.filter((name) => name.includes('/icons/'))).to.deep.equal([]);
    const allowed = new Set([...preloads(), new URL('autoloader.js', BASE).href]);
    expect(fetched.filter((name) => !allowed.has(name) && !afterRender(name))).to.deep.equal([]);
  });
});

describe('the autoloader preloads the hydration of a server-rendered element', () => {
  /** The chunk that hydrates a declarative shadow root: imported dynamically by the element's closure. */
  async function hydrateChunk(tag: string): Promise<string[]> {
    const { files } = await closureOf(tag);
    const dynamics = await Promise.all(files.map(async (file) => (await importsOf(file)).dynamics));
    return [...new Set(dynamics.flat().filter((url) => /\/hydrate-[^/]+\.js$/.test(url)))];
  }

  it('links the hydrate chunk for a tag that has a declarative shadow root before it is defined, once', async () => {
    const expected = await hydrateChunk('theme-toggle');
    expect(expected, 'the toggle’s closure imports a hydrate chunk').to.have.length(1);
    // Not for the catalog and the grid above: they were rendered in the browser.
    expect(preloads()).to.not.include(expected[0]);
    // What coursify-elements/ssr renders for the tag, parsed as a page's HTML: its shadow root is there already.
    const rendered = await executeServerCommand<string, object>('ssr-render', {
      html: '<theme-toggle></theme-toggle>',
      options: { elements: { 'theme-toggle': 'theme-toggle' } },
    });
    const host = document.createElement('div');
    host.setHTMLUnsafe(rendered as string);
    const toggle = host.querySelector('theme-toggle') as HTMLElement;
    expect(toggle.shadowRoot, 'a declarative shadow root').to.not.equal(null);
    document.body.append(host);
    await customElements.whenDefined('theme-toggle');
    expect(preloads()).to.include(expected[0]);
    await until(() => requested().some((timing) => timing.name === expected[0]), 'the hydrate chunk fetched');
    expect(requested().filter((timing) => timing.name === expected[0])).to.have.length(1);
  });
});
