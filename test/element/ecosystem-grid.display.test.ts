/// <reference types="mocha" />
/**
 * <ecosystem-grid> as partners use it, on the built module in a real browser: the default cards, links
 * that open a new tab, coming-soon cards that are not tab stops, heading levels, container-query columns,
 * light and dark.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import { LIVE_APP_TITLES } from '../fixtures/ecosystem-apps';
import { app, cardSummary, cards, FOCUSABLE, loadGrid, part, shadow, titles, until, untilCards } from './helpers';
import { press } from './keys';

const explore = (el: Element) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part~="button-explore"]')];
const soonCards = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="card-coming-soon"]')];
const columns = (el: Element) =>
  getComputedStyle(shadow(el).querySelector('ul') as HTMLElement).gridTemplateColumns.split(' ').length;

async function grid(): Promise<EcosystemGridElement> {
  const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
  await untilCards(el, 20);
  return el;
}

describe('<ecosystem-grid>', () => {
  before(async () => {
    await loadGrid();
  });

  describe('default data', () => {
    it('11 live apps, then 9 coming-soon cards, titles at h3 under the page’s h2', async () => {
      const el = await grid();
      expect(titles(el).slice(0, 11)).to.deep.equal(LIVE_APP_TITLES);
      expect(soonCards(el)).to.have.length(9);
      expect(
        cardSummary(el)
          .slice(11)
          .every((t) => t.endsWith(' (soon)')),
      ).to.equal(true);
      const levels = [...shadow(el).querySelectorAll('[part~="card-title"]')].map((h) => h.localName);
      expect(new Set(levels)).to.deep.equal(new Set(['h3']));
    });

    it('Explore links open https://…coursify.example in a new tab, rel noopener noreferrer, and say so', async () => {
      const el = await grid();
      const links = explore(el);
      expect(links).to.have.length(11);
      links.forEach((link, index) => {
        expect(link.protocol).to.equal('https:');
        expect(link.hostname.endsWith('.coursify.example')).to.equal(true);
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
        expect(link.textContent).to.equal(`Explore ${LIVE_APP_TITLES[index]} (opens in a new tab)`);
        // Visually just "Explore" and an icon: the rest is for screen readers.
        const hidden = link.querySelector('.sr-only') as HTMLElement;
        expect(hidden.textContent).to.equal(` ${LIVE_APP_TITLES[index]} (opens in a new tab)`);
        expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
        expect(link.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
      });
    });

    it('the health tracker claims 142+ activities', async () => {
      const el = await grid();
      const health = cards(el).find((card) => card.textContent?.includes('Health Tracker'));
      expect(health?.textContent).to.contain('142+ activities');
    });

    it('coming-soon cards say "Coming soon" visibly, have no link and no focusable descendant', async () => {
      const el = await grid();
      for (const card of soonCards(el)) {
        const badge = card.querySelector<HTMLElement>('[part~="badge-coming-soon"]');
        expect(badge?.textContent).to.equal('Coming soon');
        expect(badge?.checkVisibility()).to.equal(true);
        expect(card.querySelectorAll(FOCUSABLE)).to.have.length(0);
        expect(card.querySelectorAll('a')).to.have.length(0);
        // The card's accessible name carries the status too.
        const ids = card.getAttribute('aria-labelledby')?.split(' ') ?? [];
        expect(ids.map((id) => shadow(el).getElementById(id)?.textContent).at(-1)).to.equal('Coming soon');
      }
    });

    it('Tab visits the 11 Explore links in card order, then leaves: no coming-soon tab stop', async () => {
      const el = await grid();
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      const after = document.createElement('button');
      after.textContent = 'after';
      el.after(after);
      try {
        before.focus();
        const visited: string[] = [];
        for (let i = 0; i < 12; i++) {
          await press('Tab');
          const active = el.shadowRoot?.activeElement ?? document.activeElement;
          visited.push(active === after ? 'after' : (active?.textContent ?? '?'));
        }
        expect(visited).to.deep.equal([...LIVE_APP_TITLES.map((t) => `Explore ${t} (opens in a new tab)`), 'after']);
      } finally {
        before.remove();
        after.remove();
      }
    });

    it('icon badges are decorative, every one drawn, and no image is requested', async () => {
      const el = await grid();
      const drawn = (card: Element) => card.querySelectorAll('[part~="card-icon"] svg > *').length > 0;
      // Each icon is a module of its own, loaded as its card renders (icons.ts).
      await until(() => cards(el).every(drawn), 'every badge drawn');
      for (const card of cards(el)) {
        expect(card.querySelector('[part~="card-icon"]')?.getAttribute('aria-hidden')).to.equal('true');
      }
      expect(shadow(el).querySelectorAll('img, use, image')).to.have.length(0);
    });
  });

  describe('attributes', () => {
    it('heading-level sets the card titles’ level; label names the region', async () => {
      const el = await fixture<EcosystemGridElement>(
        html`<ecosystem-grid heading-level="4" label="Our apps"></ecosystem-grid>`,
      );
      el.items = [app(1), app(2, { enable: false })];
      await untilCards(el, 2);
      const tags = [...shadow(el).querySelectorAll('[part~="card-title"]')].map((h) => h.localName);
      expect(tags).to.deep.equal(['h4', 'h4']);
      expect(part(el, 'grid')?.getAttribute('aria-label')).to.equal('Our apps');
      el.headingLevel = 2;
      await until(() => part(el, 'card-title')?.localName === 'h2', 'titles at h2');
    });

    it('hide-coming-soon is an HTML boolean: present hides them, removed shows them', async () => {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid hide-coming-soon></ecosystem-grid>`);
      await untilCards(el, 11);
      expect(el.hideComingSoon).to.equal(true);
      expect(soonCards(el)).to.have.length(0);
      el.removeAttribute('hide-coming-soon');
      await untilCards(el, 20);
      el.hideComingSoon = true;
      expect(el.getAttribute('hide-coming-soon')).to.equal('');
      await untilCards(el, 11);
    });
  });

  describe('event app-open', () => {
    it('bubbles, is composed and not cancelable, with the app in detail', async () => {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
      el.items = [app(1), app(2, { link: '#opened-2' })];
      await untilCards(el, 2);
      let received: CustomEvent | undefined;
      const listener = (event: Event) => {
        received = event as CustomEvent;
      };
      document.addEventListener('app-open', listener);
      // A relative link opening a new tab would still open a tab: stop just that default, in the shadow root.
      const link = explore(el)[1];
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      try {
        link.click();
      } finally {
        document.removeEventListener('app-open', listener);
      }
      expect(received?.bubbles).to.equal(true);
      expect(received?.composed).to.equal(true);
      expect(received?.cancelable).to.equal(false);
      expect(received?.target === el, 'target is the element').to.equal(true);
      expect(received?.detail.item.id).to.equal('app2');
      expect(received?.detail.item.link).to.equal('#opened-2');
    });

    it('fires on a middle click (auxclick, button 1) too, not on a right click', async () => {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
      el.items = [app(1, { link: '#opened-1' })];
      await untilCards(el, 1);
      const received: string[] = [];
      const listener = (event: Event) => received.push((event as CustomEvent).detail.item.id);
      el.addEventListener('app-open', listener);
      const auxClick = (button: number) =>
        explore(el)[0].dispatchEvent(
          new MouseEvent('auxclick', { bubbles: true, composed: true, cancelable: true, button }),
        );
      try {
        auxClick(2);
        expect(received).to.deep.equal([]);
        auxClick(1);
        expect(received).to.deep.equal(['app1']);
      } finally {
        el.removeEventListener('app-open', listener);
      }
    });
  });

  describe('layout by the element’s own width (container queries)', () => {
    for (const [width, expected] of [
      [320, 1],
      [630, 1],
      [660, 2],
      [1000, 2],
      [1100, 3],
      [1300, 4],
    ] as const) {
      it(`${expected} column(s) at ${width}px of its own width`, async () => {
        const el = await fixture<EcosystemGridElement>(
          html`<ecosystem-grid style=${`width: ${width}px`}></ecosystem-grid>`,
        );
        await untilCards(el, 20);
        expect(columns(el)).to.equal(expected);
      });
    }

    it('a narrow wrapper gives one column, whatever the viewport', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 300px"><ecosystem-grid style="width: 100%"></ecosystem-grid></div>`,
      );
      const el = wrapper.firstElementChild as EcosystemGridElement;
      await untilCards(el, 20);
      expect(columns(el)).to.equal(1);
      wrapper.style.width = '1200px';
      await until(() => columns(el) === 3, 'three columns once the wrapper is wide');
    });
  });

  describe('theme', () => {
    const bg = (node: Element | null | undefined) => getComputedStyle(node as Element).backgroundColor;
    afterEach(() => document.documentElement.classList.remove('dark'));

    it('light by default; the page’s dark class and theme="dark" switch every card', async () => {
      const el = await grid();
      const live = cards(el)[0];
      const soon = soonCards(el)[0];
      expect(bg(live)).to.equal('rgb(255, 255, 255)');
      expect(bg(soon)).to.equal('rgb(241, 245, 249)');
      document.documentElement.classList.add('dark');
      await until(() => el.matches(':state(dark)'), 'dark state');
      await until(() => bg(live) === 'rgb(30, 41, 59)', 'dark card surface');
      expect(bg(soon)).to.equal('rgba(0, 0, 0, 0)'); // greyed: the page background shows through
      document.documentElement.classList.remove('dark');
      await until(() => bg(live) === 'rgb(255, 255, 255)', 'light again');
      el.setAttribute('theme', 'dark');
      await until(() => bg(live) === 'rgb(30, 41, 59)', 'forced dark');
    });

    it('an item colour paints its badge; without one, the theme’s primary colour', async () => {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
      el.items = [app(1, { color: '#f00' }), app(2, { color: undefined })];
      await untilCards(el, 2);
      const badges = cards(el).map((card) => card.querySelector('[part~="card-icon"]') as HTMLElement);
      expect(bg(badges[0])).to.equal('rgb(255, 0, 0)');
      expect(bg(badges[1])).to.equal('rgb(67, 56, 202)'); // --cf-color-primary default #4338ca
      el.style.setProperty('--cf-color-primary', 'rgb(1, 2, 3)');
      await until(() => bg(badges[1]) === 'rgb(1, 2, 3)', 'the token reaches the badge');
    });
  });
});
