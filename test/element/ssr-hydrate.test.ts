/// <reference types="mocha" />
/**
 * Server-rendered elements (coursify-elements/ssr) upgrading in place, on the built modules in a real browser: the
 * page gets what dist/ssr renders in Node (the `ssr-render` command, scripts/wtr-ssr.mjs) and parses it into
 * declarative shadow roots; then the element is defined. Its server nodes stay (same identity), nothing moves,
 * it is live after hydration, and a markup that does not match is rendered again with one warning.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { CourseNavigateDetail } from '../../src/elements/course-catalog';
import { app, cards, course, loadCatalog, loadGrid, loadToggle, part, spyConsole, typeInto, until } from './helpers';

let tags = 0;
const fresh = (name: string) => `ssr-${name}-${++tags}`;

/** The markup as the server sends it, parsed as a page's HTML (declarative roots attached), not yet defined. */
async function serverRendered(markup: string, elements: Record<string, string>): Promise<HTMLElement> {
  const rendered = await executeServerCommand<string, object>('ssr-render', { html: markup, options: { elements } });
  const page = await fixture<HTMLDivElement>(html`<div style="inline-size: 900px"></div>`);
  page.setHTMLUnsafe(rendered as string);
  const el = page.firstElementChild as HTMLElement;
  expect(el.shadowRoot, 'a declarative shadow root').to.not.equal(null);
  expect(customElements.get(el.localName), 'not defined yet').to.equal(undefined);
  return el;
}

const json = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const box = (node: Element) => {
  const { x, y, width, height } = node.getBoundingClientRect();
  return { x, y, width, height };
};

type Snapshot = { nodes: Element[]; boxes: ReturnType<typeof box>[]; host: ReturnType<typeof box> };

/**
 * Every element of the server's shadow content, and where it is: taken after a few frames, so the page has laid it
 * out (the catalog's `content-visibility: auto` sizes it by a placeholder until its first rendering update).
 */
async function snapshot(el: HTMLElement): Promise<Snapshot> {
  await frames();
  const nodes = [...(el.shadowRoot as ShadowRoot).querySelectorAll('*')].filter(
    (node) => node.localName !== 'style' && node.localName !== 'link',
  );
  return { nodes, boxes: nodes.map(box), host: box(el) };
}

/**
 * After the upgrade: every server node is still in the root (the same object, none re-created) and where it was.
 * Later updates may add nodes (the grid's icon arrives in its box); none may replace or move the server's.
 */
function expectInPlace(el: HTMLElement, before: Snapshot, logs: { warn: string[] }): void {
  const root = el.shadowRoot as ShadowRoot;
  const gone = before.nodes.filter((node) => !root.contains(node));
  expect(
    gone.map((node) => node.outerHTML.slice(0, 80)),
    `<${el.localName}>: server nodes replaced (warnings: ${JSON.stringify(logs.warn)})`,
  ).to.deep.equal([]);
  expect(before.nodes.map(box), `<${el.localName}>: boxes`).to.deep.equal(before.boxes);
  expect(box(el), `<${el.localName}>: host box`).to.deep.equal(before.host);
}

async function frames(n = 3): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}

describe('server-rendered elements upgrade in place', () => {
  it('<course-catalog>: same nodes, same boxes, live: the search filters and a click reaches the document', async () => {
    const { define } = await loadCatalog();
    const tag = fresh('catalog');
    const courses = [course(1), course(2), course(3)];
    const el = await serverRendered(`<${tag} courses='${json(courses)}'></${tag}>`, { [tag]: 'course-catalog' });
    expect(cards(el)).to.have.length(3);
    const before = await snapshot(el);
    const logs = spyConsole();
    try {
      define(tag);
      await frames();
      expectInPlace(el, before, logs);

      // Live: the search filters (state), and card 1 is still the server's node.
      const firstCard = cards(el)[0];
      const search = part<HTMLInputElement>(el, 'search') as HTMLInputElement;
      // Typed again until it takes: hydration starts once its chunk has loaded (cleared first, so React sees a change).
      await waitUntil(
        () => {
          typeInto(search, '');
          typeInto(search, 'Course 1');
          return cards(el).length === 1;
        },
        'the search filtered the cards',
        { timeout: 8000 },
      );
      expect(cards(el)[0]).to.equal(firstCard);
      expect(el.shadowRoot?.querySelector('style'), 'the inline sheet gave way to the adopted ones').to.equal(null);
      expect(el.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(0);
      expect(part(el, 'search')).to.equal(search);

      const heard: CourseNavigateDetail[] = [];
      const listener = (event: Event) => {
        event.preventDefault();
        heard.push((event as CustomEvent<CourseNavigateDetail>).detail);
      };
      document.addEventListener('course-navigate', listener);
      try {
        (firstCard.querySelector('[part~="button-syllabus"]') as HTMLElement).click();
      } finally {
        document.removeEventListener('course-navigate', listener);
      }
      expect(heard.map(({ course }) => course.id)).to.deep.equal(['c1']);
      expect(logs.warn, 'no warning').to.deep.equal([]);
      expect(logs.error, 'no error').to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });

  it('<ecosystem-grid> from its JSON child, and <theme-toggle>: the same nodes after the upgrade', async () => {
    const grid = fresh('grid');
    const toggle = fresh('toggle');
    const [{ define: defineGrid }, { define: defineToggle }] = await Promise.all([loadGrid(), loadToggle()]);
    const gridEl = await serverRendered(
      `<${grid}><script type="application/json">${JSON.stringify([app(1), app(2)])}</script></${grid}>`,
      { [grid]: 'ecosystem-grid' },
    );
    const toggleEl = await serverRendered(`<${toggle}></${toggle}>`, { [toggle]: 'theme-toggle' });
    const beforeGrid = await snapshot(gridEl);
    const beforeToggle = await snapshot(toggleEl);
    expect(beforeGrid.nodes.length).to.be.greaterThan(5);
    const logs = spyConsole();
    try {
      defineGrid(grid);
      defineToggle(toggle);
      // Hydration drops the server's <style> when it starts (its chunk loaded); then a few frames to finish.
      await waitUntil(
        () => !gridEl.shadowRoot?.querySelector('style') && !toggleEl.shadowRoot?.querySelector('style'),
        'hydration started',
        { timeout: 8000 },
      );
      await frames();
      expectInPlace(gridEl, beforeGrid, logs);
      expectInPlace(toggleEl, beforeToggle, logs);
      // Live: the toggle's click reaches the document as its event.
      const heard: Event[] = [];
      const listener = (event: Event) => heard.push(event);
      document.addEventListener('theme-change', listener);
      try {
        const button = (toggleEl.shadowRoot as ShadowRoot).querySelector('button') as HTMLButtonElement;
        // Clicked until it takes (a click before hydration does nothing), then once more to put the theme back.
        await waitUntil(
          () => {
            if (heard.length === 0) button.click();
            return heard.length === 1;
          },
          'theme-change reached the document',
          { timeout: 8000 },
        );
        expect((toggleEl.shadowRoot as ShadowRoot).querySelector('button')).to.equal(button);
        button.click();
      } finally {
        document.removeEventListener('theme-change', listener);
        document.documentElement.classList.remove('dark');
      }
      expect(logs.warn).to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });

  it('<ecosystem-grid> under a policy that blocks the server’s style attributes: the badges get their colour once hydrated', async () => {
    const { define } = await loadGrid();
    const grid = fresh('grid');
    const el = await serverRendered(`<${grid} items='${json([app(1, { color: 'red' })])}'></${grid}>`, {
      [grid]: 'ecosystem-grid',
    });
    const badge = part(el, 'card-icon') as HTMLElement;
    const accent = () => getComputedStyle(badge).getPropertyValue('--cf-accent').trim();
    expect(accent(), 'the server’s attribute').to.equal('#dc2626');
    // What a strict style-src does to it: the attribute stays, its declarations do not apply.
    badge.removeAttribute('style');
    expect(accent(), 'blocked').to.equal('');
    const logs = spyConsole();
    try {
      define(grid);
      await waitUntil(() => !el.shadowRoot?.querySelector('style'), 'hydration started', { timeout: 8000 });
      await until(() => accent() === '#dc2626', 'the colour set again, through the CSSOM');
      expect(part(el, 'card-icon'), 'the server’s badge').to.equal(badge);
      expect(logs.warn).to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });

  it('an update that arrives while it hydrates waits for the hydration, then applies: no second render, no warning', async () => {
    const { define } = await loadCatalog();
    const tag = fresh('catalog');
    const el = await serverRendered(`<${tag} courses='${json([course(1), course(2), course(3)])}'></${tag}>`, {
      [tag]: 'course-catalog',
    });
    const first = cards(el)[0];
    const logs = spyConsole();
    // Hydration starts by dropping the server's <style> (hydrate.ts); the observer's callback runs right after, in
    // the same task, before React has hydrated anything: the page changes the data then.
    const started = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (el.shadowRoot?.querySelector('style')) return;
        observer.disconnect();
        el.setAttribute('courses', JSON.stringify([course(1), course(2)]));
        resolve();
      });
      observer.observe(el.shadowRoot as ShadowRoot, { childList: true });
    });
    try {
      define(tag);
      await started;
      await until(() => cards(el).length === 2, 'the update applied');
      await frames();
      expect(cards(el)[0], 'the server’s first card, hydrated, not rendered again').to.equal(first);
      expect(logs.warn).to.deep.equal([]);
      expect(logs.error).to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });

  it('a markup that does not match its first render here is rendered again, with one warning naming the element', async () => {
    const { define } = await loadCatalog();
    const tag = fresh('catalog');
    const el = await serverRendered(`<${tag} courses='${json([course(1), course(2)])}'></${tag}>`, {
      [tag]: 'course-catalog',
    });
    // The page changed the data after the server rendered it: the browser's first render differs.
    el.setAttribute('courses', JSON.stringify([course(3)]));
    el.toggleAttribute('hide-search', true);
    const logs = spyConsole();
    try {
      define(tag);
      await until(() => cards(el).length === 1 && logs.warn.length > 0, 'rendered again, with a warning');
      await frames();
      expect(cards(el)[0].textContent).to.contain('Course 3');
      expect(part(el, 'search')).to.equal(null);
      expect(el.shadowRoot?.children.length, 'only the client render is left').to.equal(1);
      expect(logs.warn).to.have.length(1);
      expect(logs.warn[0]).to.match(new RegExp(`^<${tag}> server-rendered content did not match`));
    } finally {
      logs.restore();
    }
  });

  it('in a language we ship: hydration waits for its catalogue, then keeps the server’s nodes', async () => {
    const { define } = await loadCatalog();
    const tag = fresh('catalog');
    const el = await serverRendered(`<${tag} lang="de" courses='${json([course(1)])}'></${tag}>`, {
      [tag]: 'course-catalog',
    });
    expect(part(el, 'catalog')?.getAttribute('aria-label')).to.equal('Kurskatalog');
    const catalog = part(el, 'catalog');
    const logs = spyConsole();
    try {
      define(tag);
      const search = part<HTMLInputElement>(el, 'search') as HTMLInputElement;
      // A new text each time: React reads a change against the value it last saw.
      let attempt = 0;
      await until(() => {
        typeInto(search, `nothing like it ${++attempt}`);
        return cards(el).length === 0;
      }, 'hydrated: the search filters');
      typeInto(search, '');
      await until(() => cards(el).length === 1, 'the card is back');
      expect(part(el, 'catalog')?.getAttribute('aria-label')).to.equal('Kurskatalog');
      expect(part(el, 'search')).to.equal(search);
      expect(part(el, 'catalog'), 'the server’s region').to.equal(catalog);
      expect(logs.warn).to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });

  it('without a declarative root, the element renders as before', async () => {
    const { define } = await loadCatalog();
    const tag = fresh('catalog');
    const page = await fixture<HTMLDivElement>(html`<div></div>`);
    page.innerHTML = `<${tag} courses='${json([course(1)])}'></${tag}>`;
    const el = page.firstElementChild as HTMLElement;
    expect(el.shadowRoot).to.equal(null);
    define(tag);
    await until(() => cards(el).length === 1, 'rendered on the client');
  });

  it('once the hydration chunk is here, an element swaps its server sheet in the task it upgrades in', async () => {
    // A frame between the upgrade and the swap would style the server's root twice: once for its own <style>,
    // once for the shared sheets (bench/: hydration vs a client render). The first element loads the chunk.
    const { define } = await loadCatalog();
    const first = fresh('catalog');
    const loaded = await serverRendered(`<${first} courses='${json([course(1)])}'></${first}>`, {
      [first]: 'course-catalog',
    });
    define(first);
    await until(() => loaded.shadowRoot?.querySelector('style') === null, 'the first element hydrated');

    const tag = fresh('catalog');
    const el = await serverRendered(`<${tag} courses='${json([course(2)])}'></${tag}>`, { [tag]: 'course-catalog' });
    const root = el.shadowRoot as ShadowRoot;
    const server = root.querySelector('[part~="card"]');
    define(tag);
    // Microtasks only: what runs before the browser may start a frame.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(root.querySelector('style') === null, 'the server’s <style> is gone').to.equal(true);
    expect(root.adoptedStyleSheets.length, 'the shared sheets are adopted').to.be.greaterThan(0);
    await frames();
    expect(root.querySelector('[part~="card"]') === server, 'the server’s card, hydrated').to.equal(true);
  });
});
