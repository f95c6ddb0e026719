/// <reference types="mocha" />
/**
 * Styles inside the shadow root, measured with getComputedStyle in a real browser: Tailwind's @property-based
 * utilities render, sizes follow --cf-font-size (not the host's rem), and the host page's CSS reaches inside
 * only through the documented --cf-* tokens and ::part().
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import { loadCatalog, part, until, untilCards } from './helpers';

const style = (el: Element, name: string) => getComputedStyle(part(el, name) as HTMLElement);

async function catalog(): Promise<CourseCatalogElement> {
  const el = await fixture<CourseCatalogElement>(html`<course-catalog style="width: 1100px"></course-catalog>`);
  await untilCards(el);
  return el;
}

function addPageStyle(css: string): HTMLStyleElement {
  const node = document.createElement('style');
  node.textContent = css;
  document.head.append(node);
  return node;
}

describe('styles in the shadow root', () => {
  before(async () => {
    await loadCatalog();
  });

  describe('Tailwind utilities that rely on @property', () => {
    it('border-2 has a solid 2px border', async () => {
      const link = style(await catalog(), 'button-syllabus');
      expect(link.borderTopStyle).to.equal('solid');
      expect(link.borderTopWidth).to.equal('2px');
    });

    it('shadow-md draws a shadow', async () => {
      expect(style(await catalog(), 'card').boxShadow).to.match(/rgba?\(/);
    });

    it('ring-4 draws a focus ring on the search box', async () => {
      const el = await catalog();
      const search = part<HTMLInputElement>(el, 'search');
      search?.focus();
      await until(() => getComputedStyle(search as HTMLElement).boxShadow !== 'none', 'a ring box-shadow');
      expect(getComputedStyle(search as HTMLElement).boxShadow).to.match(/0px 0px 0px 4px/);
    });

    it('the skeleton utility paints a gradient and pulses (loading skeleton)', async () => {
      const realFetch = window.fetch;
      let asked = false;
      window.fetch = () => {
        asked = true;
        return new Promise<Response>(() => {}); // never answers: the loading state stays
      };
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog src="/pending.json"></course-catalog>`);
        await until(() => asked, 'the element fetched');
        await until(() => el.shadowRoot?.querySelector('[aria-busy="true"] li'), 'loading skeleton');
        const skeleton = el.shadowRoot?.querySelector('[aria-busy="true"] li') as HTMLElement;
        expect(getComputedStyle(skeleton).backgroundImage).to.contain('linear-gradient');
        expect(getComputedStyle(skeleton).animationName).to.equal('pulse');
      } finally {
        window.fetch = realFetch;
      }
    });

    it('focus-within:-translate-y-1 lifts the card whose link has focus', async () => {
      const el = await catalog();
      const card = part(el, 'card') as HTMLElement;
      expect(getComputedStyle(card).translate).to.equal('none');
      (part(el, 'button-syllabus') as HTMLElement).focus();
      await until(() => getComputedStyle(card).translate.includes('-4px'), 'card lifted by 4px');
    });
  });

  describe('sizes follow --cf-font-size, not the host page’s rem', () => {
    afterEach(() => {
      document.documentElement.style.fontSize = '';
    });

    it('html { font-size: 62.5% } does not shrink the widget', async () => {
      const el = await catalog();
      const title = style(el, 'card-title');
      expect(title.fontSize).to.equal('20px'); // text-xl = 1.25 × 16px
      document.documentElement.style.fontSize = '62.5%';
      expect(style(el, 'card-title').fontSize).to.equal('20px');
      expect(style(el, 'button-content').paddingLeft).to.equal('16px'); // px-4 = 1 × 16px
    });

    it('--cf-font-size scales every size', async () => {
      const el = await catalog();
      el.style.setProperty('--cf-font-size', '20px');
      expect(style(el, 'card-title').fontSize).to.equal('25px');
      expect(style(el, 'button-content').paddingLeft).to.equal('20px');
    });
  });

  describe('isolation from the host page', () => {
    it('an aggressive `* { … !important }` reset changes nothing inside', async () => {
      const el = await catalog();
      const props = [
        'fontFamily',
        'lineHeight',
        'color',
        'letterSpacing',
        'textTransform',
        'fontSize',
        'fontWeight',
      ] as const;
      const before = props.map((p) => style(el, 'card-title')[p]);
      const reset = addPageStyle(`
        * { font-family: "Comic Sans MS", cursive !important; line-height: 3 !important; color: rgb(255, 0, 0) !important;
            letter-spacing: 5px !important; text-transform: uppercase !important; font-weight: 100 !important; }
        course-catalog { font-size: 40px !important; }`);
      try {
        expect(props.map((p) => style(el, 'card-title')[p])).to.deep.equal(before);
      } finally {
        reset.remove();
      }
    });

    it('::part() and --cf-* tokens do pass through', async () => {
      const el = await catalog();
      const theming = addPageStyle(`
        html { --cf-color-primary: rgb(10, 20, 30); }
        course-catalog::part(card) { border-color: rgb(1, 2, 3); }`);
      try {
        // The link has a colour transition: wait for it to settle.
        await until(() => style(el, 'button-content').backgroundColor === 'rgb(10, 20, 30)', 'primary token applied');
        expect(style(el, 'card').borderTopColor).to.equal('rgb(1, 2, 3)');
      } finally {
        theming.remove();
      }
    });
  });

  describe('layout by the element’s own width (container queries)', () => {
    const columns = (el: Element) =>
      getComputedStyle(el.shadowRoot?.querySelector('ul') as HTMLElement).gridTemplateColumns.split(' ').length;

    it('3 columns at ≥ 1024px of its own width, 1 below, whatever the viewport', async () => {
      const wide = await fixture<CourseCatalogElement>(html`<course-catalog style="width: 1100px"></course-catalog>`);
      await untilCards(wide);
      expect(columns(wide)).to.equal(3);
      const narrow = await fixture<CourseCatalogElement>(
        html`<div style="width: 320px"><course-catalog></course-catalog></div>`,
      );
      const inner = narrow.querySelector('course-catalog') as CourseCatalogElement;
      await untilCards(inner);
      expect(columns(inner)).to.equal(1);
      wide.style.width = '1000px';
      await until(() => columns(wide) === 1, 'one column just below 1024px');
    });
  });
});
