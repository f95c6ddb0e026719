/// <reference types="mocha" />
/**
 * The element contract of defineElement (docs/architecture.md), proven on the built <course-catalog> in a real
 * browser: each test closes one of r2wc's gaps (docs/toolchain.md, "r2wc").
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import { framePage, pageWith } from './frame';
import {
  captureConsole,
  course,
  DEFINE_MODULE,
  has,
  hashAfterClick,
  loadCatalog,
  loadGrid,
  part,
  shadow,
  titles,
  typeInto,
  until,
  untilCards,
} from './helpers';

let define: Awaited<ReturnType<typeof loadCatalog>>['define'];

describe('defineElement contract', () => {
  before(async () => {
    ({ define } = await loadCatalog());
  });

  describe('boolean attributes follow HTML', () => {
    it('present means true, removed means false, and the property reflects', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog hide-search></course-catalog>`);
      await untilCards(el);
      expect(el.hideSearch).to.equal(true);
      expect(has(el, 'search'), 'no search').to.equal(false);

      el.removeAttribute('hide-search');
      await until(() => has(el, 'search'), 'search box after removing hide-search');
      expect(el.hideSearch).to.equal(false);

      el.hideSearch = true;
      expect(el.getAttribute('hide-search')).to.equal('');
      await until(() => !has(el, 'search'), 'search box hidden by property');
      el.hideSearch = false;
      expect(el.hasAttribute('hide-search')).to.equal(false);
    });

    it('hide-search="false" is still present, so still true (as HTML booleans are)', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog hide-search="false"></course-catalog>`);
      await untilCards(el);
      expect(el.hideSearch).to.equal(true);
      expect(has(el, 'search'), 'no search').to.equal(false);
    });
  });

  describe('properties set before the element is defined', () => {
    it('are applied on upgrade, not lost', async () => {
      const el = document.createElement('late-catalog') as CourseCatalogElement;
      const data = [course(1, { title: 'Set before upgrade' })];
      el.courses = data;
      el.hideSort = true;
      document.body.append(el);
      try {
        define('late-catalog');
        await untilCards(el, 1);
        expect(titles(el)).to.deep.equal(['Set before upgrade']);
        expect(has(el, 'sort'), 'no sort').to.equal(false);
        expect(el.courses).to.equal(data);
      } finally {
        el.remove();
      }
    });
  });

  describe('properties and attributes together', () => {
    it('a property set before the upgrade wins over the attribute the element was written with', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.innerHTML = `<early-catalog currency="EUR" courses='[]'></early-catalog>`;
      const el = host.firstElementChild as CourseCatalogElement;
      el.currency = 'GBP';
      el.courses = [course(1, { price: 12, title: 'Kept' })];
      el.setAttribute('locale', 'en-GB');
      define('early-catalog');
      await untilCards(el, 1);
      expect(titles(el)).to.deep.equal(['Kept']);
      await until(() => part(el, 'card-price')?.textContent === '£12.00', 'price in pounds');
      expect(el.getAttribute('currency')).to.equal('GBP');
    });

    it('null or undefined removes a string attribute and the default applies', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog label="Our picks"></course-catalog>`);
      await untilCards(el);
      const region = () => shadow(el).querySelector('[part~="catalog"]')?.getAttribute('aria-label');
      expect(region()).to.equal('Our picks');
      el.label = undefined;
      expect(el.hasAttribute('label')).to.equal(false);
      await until(() => region() === 'Course catalog', 'default label back');
      el.src = null as unknown as string;
      expect(el.hasAttribute('src')).to.equal(false);
    });

    it('a malformed JSON attribute is reported once, and an invalid enumerated value warns', async () => {
      const logs = await captureConsole(async () => {
        const el = await fixture<CourseCatalogElement>(
          html`<course-catalog courses="[{oops" theme="purple"></course-catalog>`,
        );
        await until(() => shadow(el).querySelector('[role="alert"]'), 'error state');
        expect(el.matches(':state(dark)')).to.equal(false);
      });
      expect(logs.error.filter((line) => line.includes('attribute "courses"'))).to.have.length(1);
      expect(logs.warn.some((line) => line.includes('attribute "theme"') && line.includes('"purple"'))).to.equal(true);
    });

    it('leaving the page aborts a fetch in flight', async () => {
      const realFetch = window.fetch;
      let signal: AbortSignal | undefined;
      window.fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => {});
      };
      try {
        const el = await fixture<CourseCatalogElement>(
          html`<course-catalog src="/test/fixtures/courses.json"></course-catalog>`,
        );
        await until(() => signal, 'the element fetched');
        expect(signal?.aborted).to.equal(false);
        el.remove();
        await until(() => signal?.aborted, 'request aborted after the element left');
      } finally {
        window.fetch = realFetch;
      }
    });
  });

  describe('events', () => {
    it('bubble and are composed with a typed detail, reaching document', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      el.courses = [course(7, { title: 'Events 101' })];
      await untilCards(el, 1);
      let received: CustomEvent | undefined;
      const listener = (event: Event) => {
        received = event as CustomEvent;
        event.preventDefault();
      };
      document.addEventListener('course-navigate', listener);
      try {
        part(el, 'button-syllabus')?.click();
      } finally {
        document.removeEventListener('course-navigate', listener);
      }
      expect(received, 'event reached document').to.exist;
      expect(received?.bubbles).to.equal(true);
      expect(received?.composed).to.equal(true);
      expect(received?.cancelable).to.equal(true);
      expect(received?.target === el, 'target is the element').to.equal(true);
      expect(received?.detail.target).to.equal('syllabus');
      expect(received?.detail.course.title).to.equal('Events 101');
    });

    it('preventDefault() stops the navigation; without it the link is followed', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      el.courses = [course(3)];
      await untilCards(el, 1);
      history.replaceState(null, '', '#start');

      const cancel = (event: Event) => event.preventDefault();
      el.addEventListener('course-navigate', cancel);
      part(el, 'button-content')?.click();
      el.removeEventListener('course-navigate', cancel);
      expect(await hashAfterClick()).to.equal('#start');

      part(el, 'button-content')?.click();
      expect(await hashAfterClick()).to.equal('#content-3');
      history.replaceState(null, '', location.pathname + location.search);
    });
  });

  describe('rich data', () => {
    it('a property keeps the array as given and writes no attribute', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      const data = [course(1), course(2)];
      el.courses = data;
      await untilCards(el, 2);
      expect(el.courses).to.equal(data);
      expect(el.hasAttribute('courses')).to.equal(false);
    });

    it('a JSON attribute works for HTML-only pages', async () => {
      const json = JSON.stringify([course(1, { title: 'From an attribute' })]);
      const el = await fixture<CourseCatalogElement>(html`<course-catalog courses=${json}></course-catalog>`);
      await untilCards(el, 1);
      expect(titles(el)).to.deep.equal(['From an attribute']);
    });

    it('a removed string attribute falls back to its default', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog currency="EUR"></course-catalog>`);
      el.courses = [course(1, { price: 12 })];
      await untilCards(el, 1);
      await until(() => part(el, 'card-price')?.textContent?.includes('€'), 'price in euros');
      el.removeAttribute('currency');
      await until(() => part(el, 'card-price')?.textContent?.includes('$'), 'price back in the default USD');
    });
  });

  describe('moving the element', () => {
    it('keeps its state when removed and re-inserted in the same task', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      el.courses = [course(1, { title: 'Alpha' }), course(2, { title: 'Beta' })];
      await untilCards(el, 2);
      const search = part<HTMLInputElement>(el, 'search');
      if (!search) throw new Error('no search box');
      typeInto(search, 'alpha');
      await untilCards(el, 1);

      const elsewhere = document.createElement('section');
      document.body.append(elsewhere);
      elsewhere.append(el); // remove + insert, synchronously
      await nextFrame();
      await nextFrame();
      expect(part(el, 'search') === search, 'same input node').to.equal(true);
      expect(search.value).to.equal('alpha');
      expect(titles(el)).to.deep.equal(['Alpha']);
      elsewhere.remove();
    });

    it('unmounts when it really leaves the page', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el);
      el.remove();
      await until(() => shadow(el).childElementCount === 0, 'React tree unmounted after removal');
    });
  });

  describe('registration', () => {
    it('defining the same element again never throws nor warns', async () => {
      const logs = await captureConsole(() => {
        expect(define()).to.equal(customElements.get('course-catalog'));
      });
      expect(logs.warn).to.deep.equal([]);
    });

    it('a second copy of the bundle on the page is harmless', async () => {
      const before = customElements.get('course-catalog');
      const logs = await captureConsole(async () => {
        // The element's code once more, under another URL: a second class, defined under the same name.
        const copy = await import(/* @vite-ignore */ new URL(`${DEFINE_MODULE}?copy=2`, location.href).href);
        expect(copy.define('course-catalog')).to.equal(before);
      });
      expect(customElements.get('course-catalog')).to.equal(before);
      expect(logs.warn).to.deep.equal([]);
      expect(logs.error).to.deep.equal([]);
    });

    it('the define-only module registers nothing by itself; define(name) registers that name only', async () => {
      const page = await framePage(
        400,
        300,
        pageWith(
          [],
          `<acme-course-catalog></acme-course-catalog><script type="module">
            import { define } from '${DEFINE_MODULE}';
            window.registered = [customElements.get('course-catalog') ? 'course-catalog' : 'none'];
            define('acme-course-catalog');
          </script>`,
        ),
      );
      try {
        const el = page.doc.querySelector('acme-course-catalog') as HTMLElement;
        await untilCards(el, 3);
        expect((page.win as unknown as { registered: string[] }).registered).to.deep.equal(['none']);
        expect(page.win.customElements.get('course-catalog'), 'course-catalog stays free').to.equal(undefined);
      } finally {
        page.frame.remove();
      }
    });

    it('a name held by another definition warns, does not throw, and another name works', async () => {
      customElements.define('taken-catalog', class extends HTMLElement {});
      const logs = await captureConsole(() => {
        define('taken-catalog');
      });
      expect(logs.warn).to.have.length(1);
      expect(logs.warn[0]).to.contain('<taken-catalog>');

      define('my-catalog');
      const el = await fixture<CourseCatalogElement>(html`<my-catalog></my-catalog>`);
      await untilCards(el, 3);
      expect(titles(el)).to.include('Java Programming');
      // Messages name the tag the partner wrote.
      const renamed = await captureConsole(async () => {
        el.courses = [course(1), { title: 'No other fields' } as never];
        await untilCards(el, 1);
      });
      expect(renamed.warn.some((line) => line.startsWith('<my-catalog> courses[1].'))).to.equal(true);
    });
  });

  describe('the shared stylesheet', () => {
    it('100 instances adopt the same two CSSStyleSheet objects (shared base, element’s own), once each', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      for (let i = 0; i < 100; i++) host.append(document.createElement('course-catalog'));
      const roots = [...host.children].map((el) => shadow(el));
      const [base, own] = roots[0].adoptedStyleSheets;
      expect(base).to.be.instanceOf(CSSStyleSheet);
      expect(own).to.be.instanceOf(CSSStyleSheet);
      expect(base === own, 'two different sheets').to.equal(false);
      for (const root of roots) {
        expect(root.adoptedStyleSheets).to.have.length(2);
        expect(root.adoptedStyleSheets[0] === base, 'the same base sheet object').to.equal(true);
        expect(root.adoptedStyleSheets[1] === own, 'the same own sheet object').to.equal(true);
      }
      host.firstElementChild?.remove();
      host.append(roots[0].host); // re-connect: still adopted exactly once
      expect(roots[0].adoptedStyleSheets).to.have.length(2);
    });

    it('another element shares the base sheet and brings its own utilities only', async () => {
      await loadGrid();
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const catalog = document.createElement('course-catalog');
      const grid = document.createElement('ecosystem-grid');
      host.append(catalog, grid);
      const [catalogBase, catalogOwn] = shadow(catalog).adoptedStyleSheets;
      const [gridBase, gridOwn] = shadow(grid).adoptedStyleSheets;
      expect(catalogBase === gridBase, 'one base sheet for every element').to.equal(true);
      expect(catalogOwn === gridOwn, 'each element its own utilities').to.equal(false);
      const selectors = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      // The search box’s focus ring is the catalog’s; the grid's sheet has no reason to carry it.
      expect(selectors(catalogOwn)).to.contain('.focus-visible\\:ring-4');
      expect(selectors(gridOwn)).not.to.contain('.focus-visible\\:ring-4');
    });

    it('adds nothing to the host document’s styles', async () => {
      const sheets = document.styleSheets.length;
      const adopted = document.adoptedStyleSheets.length;
      const styles = document.querySelectorAll('style, link[rel=stylesheet]').length;
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el);
      expect(document.styleSheets.length).to.equal(sheets);
      expect(document.adoptedStyleSheets.length).to.equal(adopted);
      expect(document.querySelectorAll('style, link[rel=stylesheet]').length).to.equal(styles);
    });
  });

  describe('theme', () => {
    // The default --cf-color-surface and --cf-color-surface-dark.
    const LIGHT_SURFACE = 'rgb(255, 255, 255)';
    const DARK_SURFACE = 'rgb(30, 41, 59)';
    const surface = (el: Element) => getComputedStyle(part(el, 'card') as HTMLElement).backgroundColor;

    afterEach(() => document.documentElement.classList.remove('dark'));

    it('follows the page’s dark class, for elements created before and after the toggle', async () => {
      const before = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(before);
      const light = surface(before);
      document.documentElement.classList.add('dark');
      await until(() => before.matches(':state(dark)'), 'existing element turned dark');
      await until(() => surface(before) === DARK_SURFACE, 'dark card background');
      expect(light).to.equal(LIGHT_SURFACE);

      const after = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(after);
      expect(after.matches(':state(dark)')).to.equal(true);
      await until(() => surface(after) === DARK_SURFACE, 'new element dark too');

      document.documentElement.classList.remove('dark');
      await until(() => !before.matches(':state(dark)'), 'back to light');
      await until(() => surface(before) === LIGHT_SURFACE, 'light card background again');
    });

    it('theme="light" or "dark" overrides the page', async () => {
      document.documentElement.classList.add('dark');
      const forcedLight = await fixture<CourseCatalogElement>(html`<course-catalog theme="light"></course-catalog>`);
      expect(forcedLight.matches(':state(dark)')).to.equal(false);
      document.documentElement.classList.remove('dark');
      const forcedDark = await fixture<CourseCatalogElement>(html`<course-catalog theme="dark"></course-catalog>`);
      expect(forcedDark.matches(':state(dark)')).to.equal(true);
      forcedDark.removeAttribute('theme');
      expect(forcedDark.matches(':state(dark)')).to.equal(false);
    });
  });
});
