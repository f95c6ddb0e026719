/// <reference types="mocha" />
/**
 * The catalog's schema.org description in the page (DESIGN.md rule 13, issue #28), on the built modules in each
 * engine and build: one `<script type="application/ld+json">` in the element's light DOM while it shows courses,
 * kept current with its data, gone when it leaves the page or is opted out; a server-rendered catalog keeps the
 * server's script (adopted, not doubled) and hydrates in place.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import { cards, course, loadCatalog, spyConsole, until, untilCards } from './helpers';

const SELECTOR = 'script[type="application/ld+json"][data-cf-structured-data]';
/** The element's own structured-data scripts (its light DOM children). */
const described = (el: Element) => [...el.children].filter((child) => child.matches(SELECTOR));
const data = (el: Element) => JSON.parse(described(el)[0]?.textContent ?? 'null');
const names = (el: Element) =>
  (data(el)?.itemListElement ?? []).map((entry: { item: { name: string } }) => entry.item.name);

let tags = 0;
const fresh = () => `sd-catalog-${++tags}`;

async function frames(n = 3): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}

/** Waits long enough for a structured-data write that is not coming (its chunk loads, then it writes). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await frames();
}

describe('<course-catalog> structured data in the light DOM', () => {
  before(async () => {
    await loadCatalog();
  });

  it('one script while it shows courses: an ItemList of them, in its order, in the page’s language', async () => {
    const el = await fixture<CourseCatalogElement>(
      html`<div lang="fr-CA"><course-catalog provider="Coursify"></course-catalog></div>`,
    ).then((page) => page.firstElementChild as CourseCatalogElement);
    const logs = spyConsole();
    try {
      el.courses = [course(2), course(1, { content: 'javascript:alert(1)' }), course(3)];
      // (The default courses may show first: three cards too.)
      await until(() => names(el).join() === 'Course 2,Course 1,Course 3', 'the courses were described');
    } finally {
      logs.restore();
    }
    expect(logs.warn, 'the catalog’s own warning, once').to.deep.equal([
      '<course-catalog> courses[1].content: unsafe or empty URL refused; the button is shown as unavailable',
    ]);
    expect(described(el)).to.have.length(1);
    const list = data(el);
    expect(list['@type']).to.equal('ItemList');
    expect(names(el)).to.deep.equal(['Course 2', 'Course 1', 'Course 3']);
    expect(list.itemListElement.map((entry: { position: number }) => entry.position)).to.deep.equal([1, 2, 3]);
    const first = list.itemListElement[0].item;
    expect(first).to.deep.include({ url: '#content-2', educationalLevel: 'Advanced', inLanguage: 'fr-CA' });
    expect(first.provider).to.deep.equal({ '@type': 'Organization', name: 'Coursify' });
    expect(list.itemListElement[1].item.url, 'the syllabus, the content link being unsafe').to.equal('#syllabus-1');
    // The cards are untouched by it: the element still shows its courses, not a "text but no data" error.
    expect(cards(el)).to.have.length(3);
  });

  it('kept current when the data changes, removed when no course is shown, back when there are', async () => {
    const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
    el.courses = [course(1), course(2)];
    await until(() => names(el).length === 2, 'two courses described');
    const script = described(el)[0];
    el.courses = [course(3)];
    await until(() => names(el).join() === 'Course 3', 'the new course described');
    expect(described(el), 'the same script, updated').to.deep.equal([script]);
    el.setAttribute('currency', 'EUR');
    await until(() => data(el).itemListElement[0].item.offers.priceCurrency === 'EUR', 'the currency followed');
    el.courses = [];
    await until(() => described(el).length === 0, 'no script for no course');
    expect(el.children, 'nothing else left').to.have.length(0);
    el.courses = [course(4)];
    await until(() => names(el).join() === 'Course 4', 'described again');
    expect(described(el)).to.have.length(1);
  });

  it('removed when the element leaves the page; kept when it only moves', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><course-catalog></course-catalog><p></p></div>`);
    const el = page.firstElementChild as CourseCatalogElement;
    el.courses = [course(1)];
    await until(() => described(el).length === 1, 'described');
    const script = described(el)[0];
    // A move: removed and inserted in the same task.
    page.append(el);
    await settle();
    expect(described(el)).to.deep.equal([script]);
    el.remove();
    await until(() => described(el).length === 0, 'the script left with the element');
    page.append(el);
    await until(() => described(el).length === 1, 'described again once back');
  });

  it('`no-structured-data`: none written, and one written goes when the attribute is added', async () => {
    const el = await fixture<CourseCatalogElement>(html`<course-catalog no-structured-data></course-catalog>`);
    el.courses = [course(1)];
    await untilCards(el, 1);
    await settle();
    expect(described(el)).to.have.length(0);
    el.noStructuredData = false;
    await until(() => described(el).length === 1, 'described once allowed');
    el.toggleAttribute('no-structured-data', true);
    await until(() => described(el).length === 0, 'removed when opted out');
  });

  it('none for a catalog with no courses to show (still loading, or unusable data)', async () => {
    const logs = spyConsole();
    try {
      const loading = await fixture<CourseCatalogElement>(
        html`<course-catalog src="/never-answers.json"></course-catalog>`,
      );
      const broken = await fixture<CourseCatalogElement>(html`<course-catalog courses="[{"></course-catalog>`);
      await settle();
      expect(described(loading)).to.have.length(0);
      expect(described(broken)).to.have.length(0);
    } finally {
      logs.restore();
    }
  });

  it('a page’s own JSON-LD inside the element is left alone', async () => {
    const el = await fixture<CourseCatalogElement>(
      html`<course-catalog><script type="application/ld+json">{"@type":"Organization","name":"Page"}</script></course-catalog>`,
    );
    const own = el.firstElementChild as HTMLScriptElement;
    el.courses = [course(1)];
    await until(() => described(el).length === 1, 'described');
    await untilCards(el, 1);
    el.courses = [];
    await until(() => described(el).length === 0, 'its own removed');
    expect([...el.children]).to.deep.equal([own]);
    expect(own.textContent).to.contain('"Page"');
  });
});

describe('<course-catalog> server-rendered: the server’s structured data, adopted', () => {
  it('one description per catalog after hydration: the server’s script, the same node, no warning', async () => {
    const { define } = await loadCatalog();
    const tag = fresh();
    const courses = JSON.stringify([course(1), course(2)])
      .replace(/&/g, '&amp;')
      .replace(/'/g, '&#39;');
    const rendered = await executeServerCommand<string, object>('ssr-render', {
      html: `<${tag} courses='${courses}'></${tag}>`,
      options: { elements: { [tag]: 'course-catalog' }, lang: 'en' },
    });
    const page = await fixture<HTMLDivElement>(html`<div lang="en" style="inline-size: 900px"></div>`);
    page.setHTMLUnsafe(rendered as string);
    const el = page.firstElementChild as HTMLElement;
    expect(described(el), 'the server wrote one').to.have.length(1);
    const script = described(el)[0];
    const text = script.textContent;
    const firstCard = cards(el)[0];
    const logs = spyConsole();
    try {
      define(tag);
      // Hydrated once the server's sheet has given way to the adopted ones.
      await waitUntil(() => !el.shadowRoot?.querySelector('style'), 'hydration started', { timeout: 8000 });
      await settle();
      expect(described(el), 'still one, the server’s').to.deep.equal([script]);
      expect(script.textContent, 'the same description').to.equal(text);
      expect(cards(el)[0], 'hydrated in place, not the "text but no data" error').to.equal(firstCard);
      expect(logs.warn).to.deep.equal([]);
      expect(logs.error).to.deep.equal([]);
      // Live: a data change reaches the adopted script.
      (el as CourseCatalogElement).courses = [course(5)];
      await until(() => names(el).join() === 'Course 5', 'the adopted script updated');
      expect(described(el)).to.deep.equal([script]);
    } finally {
      logs.restore();
    }
  });
});
