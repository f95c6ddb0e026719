/// <reference types="mocha" />
/**
 * <site-navbar> on the built module in a real browser: attributes and properties, items, shortcuts, bad input,
 * the navigate event, slots and theme.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { SiteNavbarElement } from '../../src/elements/site-navbar';
import {
  captureConsole,
  has,
  hashAfterClick,
  loadNavbar,
  part,
  shadow,
  spyConsole,
  until,
  untilBar,
  watchPageErrors,
} from './helpers';

const text = (node: Node | null | undefined) => node?.textContent ?? '';
const brandText = (el: Element) => text(part(el, 'brand')).trim();
const links = (el: Element, list: 'menu' | 'mobile-menu' = 'menu') =>
  [...(part(el, list)?.querySelectorAll('a') ?? [])].map((a) => `${text(a)} ${a.getAttribute('href')}`);
const background = (el: Element) => getComputedStyle(part(el, 'bar') as HTMLElement).backgroundColor;

let define: Awaited<ReturnType<typeof loadNavbar>>['define'];

describe('<site-navbar> contract', () => {
  before(async () => {
    ({ define } = await loadNavbar());
  });

  describe('variant', () => {
    it('titles the bar per variant, public by default, and follows attribute changes', async () => {
      const el = await fixture<SiteNavbarElement>(html`<site-navbar></site-navbar>`);
      await untilBar(el);
      expect(brandText(el)).to.equal('Coursify');
      el.setAttribute('variant', 'private');
      await until(() => brandText(el) === 'Remotelify', 'private title');
      el.variant = 'landing';
      expect(el.getAttribute('variant')).to.equal('landing');
      await until(() => brandText(el) === 'Coursify Labs', 'company brand');
      expect(links(el)).to.deep.equal([
        'Home #home',
        'Categories #categories',
        'Stats #stats',
        'Testimonials #testimonials',
      ]);
      el.removeAttribute('variant');
      await until(() => brandText(el) === 'Coursify', 'back to the default');
      expect(has(el, 'menu'), 'public has no items').to.equal(false);
    });

    it('an unknown variant warns and the default applies', async () => {
      const logs = await captureConsole(async () => {
        const el = await fixture<SiteNavbarElement>(html`<site-navbar variant="admin"></site-navbar>`);
        await untilBar(el);
        expect(brandText(el)).to.equal('Coursify');
      });
      expect(logs.warn.some((line) => line.includes('attribute "variant"') && line.includes('"admin"'))).to.equal(true);
    });
  });

  describe('brand-href and label', () => {
    it('the brand links to brand-href ("/" by default); label names the landmark ("Main")', async () => {
      const el = await fixture<SiteNavbarElement>(html`<site-navbar></site-navbar>`);
      const bar = await untilBar(el);
      expect(part(el, 'brand')?.getAttribute('href')).to.equal('/');
      expect(bar.getAttribute('aria-label')).to.equal('Main');
      el.brandHref = '/public/features/courses/all';
      el.label = 'Learning site';
      await until(() => part(el, 'brand')?.getAttribute('href') === '/public/features/courses/all', 'brand href');
      await until(() => bar.getAttribute('aria-label') === 'Learning site', 'new label');
    });
  });

  describe('items', () => {
    const items = [
      { label: 'Courses', href: '/public/features/courses/all', isActive: true },
      { label: 'About', href: '/public/pages/about' },
    ];

    it('as a property: kept as given, no attribute written, the active one has aria-current="page"', async () => {
      const el = await fixture<SiteNavbarElement>(html`<site-navbar></site-navbar>`);
      el.items = items;
      await until(() => links(el).length === 2, 'two links');
      expect(el.items === items, 'same array').to.equal(true);
      expect(el.hasAttribute('items')).to.equal(false);
      expect(links(el)).to.deep.equal(['Courses /public/features/courses/all', 'About /public/pages/about']);
      const current = [...(part(el, 'menu')?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('aria-current'));
      expect(current).to.deep.equal(['page', null]);
    });

    it('as a JSON attribute, for HTML-only pages; an in-page active link is aria-current="location"', async () => {
      const json = JSON.stringify([{ label: 'Stats', href: '#stats', isActive: true }]);
      const el = await fixture<SiteNavbarElement>(html`<site-navbar variant="landing" items=${json}></site-navbar>`);
      await until(() => links(el).length === 1, 'one link');
      expect(links(el)).to.deep.equal(['Stats #stats']);
      expect(part(el, 'link-active')?.getAttribute('aria-current')).to.equal('location');
    });

    it('bad and unsafe items are skipped with a warning naming index and field; text stays text', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<SiteNavbarElement>(html`<site-navbar></site-navbar>`);
        el.items = [
          { label: '<img src=x onerror="window.__navbarPwned=1">', href: '/x' },
          { label: 'Evil', href: 'javascript:window.__navbarPwned=1' },
          { label: 'No href' } as never,
        ];
        await until(() => links(el).length === 1, 'one link left');
        expect(shadow(el).querySelector('img') === null).to.equal(true);
        expect(shadow(el).innerHTML).not.to.contain('javascript:');
        expect(logs.warn).to.deep.equal([
          '<site-navbar> items[1].href: unsafe or empty URL refused; item skipped',
          '<site-navbar> items[2].href: expected a URL, it is missing; item skipped',
        ]);
      } finally {
        logs.restore();
      }
    });

    it('a malformed JSON attribute shows a visible alert that does not break the page layout', async () => {
      const logs = spyConsole();
      const errors = watchPageErrors();
      try {
        const wrapper = await fixture<HTMLDivElement>(
          html`<div style="width: 375px"><site-navbar items="[{oops"></site-navbar><p>Page content</p></div>`,
        );
        const el = wrapper.querySelector('site-navbar') as SiteNavbarElement;
        await until(() => shadow(el).querySelector('[role="alert"]'), 'an alert');
        const alert = shadow(el).querySelector('[role="alert"]') as HTMLElement;
        expect(alert.checkVisibility(), 'visible').to.equal(true);
        expect(text(alert)).to.contain('attribute "items" is not valid JSON');
        const box = el.getBoundingClientRect();
        expect(box.width).to.equal(375);
        expect(el.scrollWidth, 'no horizontal overflow').to.be.at.most(375);
        expect(box.height).to.be.within(40, 200);
        const after = (wrapper.querySelector('p') as HTMLElement).getBoundingClientRect();
        expect(after.top, 'the page flows below it').to.be.at.least(box.bottom - 1);
        expect(logs.error.filter((line) => line.includes('<site-navbar> attribute "items"'))).to.have.length(1);
        expect(errors.messages).to.deep.equal([]);
      } finally {
        errors.stop();
        logs.restore();
      }
    });
  });

  describe('phone and chat shortcuts', () => {
    it('are links with accessible names, and absent without their attributes', async () => {
      const el = await fixture<SiteNavbarElement>(
        html`<site-navbar phone="+1-555-0100" chat="mailto:hello@coursify.example"></site-navbar>`,
      );
      await untilBar(el);
      const phone = part(el, 'phone');
      expect(phone?.getAttribute('href')).to.equal('tel:+15550100');
      expect(phone?.getAttribute('aria-label')).to.equal('Call us at +1-555-0100');
      expect(part(el, 'chat')?.getAttribute('aria-label')).to.equal('Open chat');
      expect(part(el, 'chat')?.getAttribute('href')).to.equal('mailto:hello@coursify.example');
      el.removeAttribute('phone');
      el.chat = undefined;
      await until(() => !has(el, 'phone') && !has(el, 'chat'), 'both gone');
    });

    it('an invalid phone or an unsafe chat URL gives no link and a warning', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<SiteNavbarElement>(
          html`<site-navbar phone="call us" chat="javascript:alert(1)"></site-navbar>`,
        );
        await untilBar(el);
        expect(has(el, 'phone') || has(el, 'chat'), 'no shortcut').to.equal(false);
        // The warnings come from effects, which may run a frame after the bar shows.
        await until(
          () =>
            logs.warn.some((l) => l.startsWith('<site-navbar> attribute "phone": "call us" is not a phone')) &&
            logs.warn.some((l) => l.startsWith('<site-navbar> attribute "chat":')),
          'both warnings',
        );
      } finally {
        logs.restore();
      }
    });
  });

  describe('the navbar-navigate event', () => {
    it('bubbles, is composed and cancelable; preventDefault() stops the link', async () => {
      const el = await fixture<SiteNavbarElement>(html`<site-navbar variant="landing"></site-navbar>`);
      await untilBar(el);
      history.replaceState(null, '', '#start');
      let received: CustomEvent | undefined;
      const listener = (event: Event) => {
        received = event as CustomEvent;
        event.preventDefault();
      };
      document.addEventListener('navbar-navigate', listener);
      try {
        (shadow(el).querySelector('[part~="menu"] a[href="#stats"]') as HTMLElement).click();
      } finally {
        document.removeEventListener('navbar-navigate', listener);
      }
      expect(received?.bubbles && received.composed && received.cancelable).to.equal(true);
      expect(received?.target === el, 'target is the element').to.equal(true);
      expect(received?.detail).to.deep.equal({ href: '#stats', label: 'Stats', source: 'menu' });
      expect(await hashAfterClick()).to.equal('#start');
      (shadow(el).querySelector('[part~="menu"] a[href="#stats"]') as HTMLElement).click();
      expect(await hashAfterClick()).to.equal('#stats');
      history.replaceState(null, '', location.pathname + location.search);
    });
  });

  describe('slots', () => {
    it('render the page’s extra action, theme toggle and accessibility button inside the bar, in that order', async () => {
      const el = await fixture<SiteNavbarElement>(html`
        <site-navbar variant="landing">
          <button slot="actions" id="install" style="width: 36px; height: 36px">I</button>
          <button slot="theme-toggle" id="theme" style="width: 36px; height: 36px">T</button>
          <button slot="accessibility" id="a11y" style="width: 36px; height: 36px">A</button>
        </site-navbar>
      `);
      const bar = await untilBar(el);
      const slot = (name: string) => shadow(el).querySelector<HTMLSlotElement>(`slot[name="${name}"]`);
      expect(
        slot('actions')
          ?.assignedElements()
          .map((node) => node.id),
      ).to.deep.equal(['install']);
      expect(
        slot('theme-toggle')
          ?.assignedElements()
          .map((node) => node.id),
      ).to.deep.equal(['theme']);
      expect(
        slot('accessibility')
          ?.assignedElements()
          .map((node) => node.id),
      ).to.deep.equal(['a11y']);
      const inside = (id: string) => {
        const box = (el.querySelector(`#${id}`) as HTMLElement).getBoundingClientRect();
        const outer = bar.getBoundingClientRect();
        return box.width > 0 && box.top >= outer.top && box.bottom <= outer.bottom && box.right <= outer.right;
      };
      expect(inside('install'), 'extra action rendered in the bar').to.equal(true);
      expect(inside('theme'), 'toggle rendered in the bar').to.equal(true);
      const left = (id: string) => (el.querySelector(`#${id}`) as HTMLElement).getBoundingClientRect().left;
      expect(left('install') < left('theme') && left('theme') < left('a11y'), 'in that order').to.equal(true);
      expect(inside('a11y'), 'a11y button rendered in the bar').to.equal(true);
    });
  });

  describe('theme', () => {
    afterEach(() => document.documentElement.classList.remove('dark'));

    it('light by default, dark with the page’s dark class or theme="dark"', async () => {
      const el = await fixture<SiteNavbarElement>(html`<site-navbar></site-navbar>`);
      await untilBar(el);
      expect(background(el)).to.equal('rgb(255, 255, 255)');
      document.documentElement.classList.add('dark');
      await until(() => background(el) === 'rgb(30, 41, 59)', 'dark surface');
      document.documentElement.classList.remove('dark');
      await until(() => background(el) === 'rgb(255, 255, 255)', 'light again');
      el.theme = 'dark';
      await until(() => background(el) === 'rgb(30, 41, 59)', 'forced dark');
      const brand = getComputedStyle(part(el, 'brand') as HTMLElement).color;
      expect(brand).to.equal('rgb(241, 245, 249)');
    });
  });

  describe('registration', () => {
    it('works under another tag name, and its messages name that tag', async () => {
      define('acme-navbar');
      const logs = spyConsole();
      try {
        const el = await fixture<SiteNavbarElement>(html`<acme-navbar phone="nope"></acme-navbar>`);
        await untilBar(el);
        expect(brandText(el)).to.equal('Coursify');
        // The warning comes from an effect after the render: wait for it rather than race it.
        await until(
          () => logs.warn.some((line) => line.startsWith('<acme-navbar> attribute "phone"')),
          'a warning naming <acme-navbar> and its phone attribute',
        );
      } finally {
        logs.restore();
      }
    });
  });
});
