/// <reference types="mocha" />
/**
 * <site-navbar> layout and behaviour in a real browser: sticky host, translucency past 20px of scroll (one
 * passive listener, removed when the element leaves), the mobile menu below 768px of the element's own width
 * (container queries), and the keyboard.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { SiteNavbarElement } from '../../src/elements/site-navbar';
import { loadNavbar, part, shadow, until, untilBar } from './helpers';
import { press } from './keys';
import { canEmulateMedia } from './media';

const visible = (node: Element | null) => node?.checkVisibility() ?? false;
const button = (el: Element) => part<HTMLButtonElement>(el, 'menu-button') as HTMLButtonElement;
const expanded = (el: Element) => button(el).getAttribute('aria-expanded') === 'true';
const focusedIn = (el: Element) => shadow(el).activeElement;

/** The alpha of a computed colour: `rgba(…, a)`, `oklab(… / a)`, `color(… / a)`; 1 when it has none. */
function alpha(color: string): number {
  const match = /\/\s*([\d.]+)\)$/.exec(color) ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(color);
  return match ? Number(match[1]) : 1;
}

/** The navbar at the top of a long page, as a host page places it. */
async function longPage(attributes = ''): Promise<SiteNavbarElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = `<site-navbar variant="landing" ${attributes}></site-navbar><div style="height: 4000px"></div>`;
  const el = wrapper.querySelector('site-navbar') as SiteNavbarElement;
  await untilBar(el);
  return el;
}

async function scrollPage(y: number): Promise<void> {
  const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
  window.scrollTo(0, y);
  if (window.scrollY !== y) throw new Error(`the page did not scroll to ${y} (at ${window.scrollY})`);
  await scrolled;
}

/** The navbar inside a container of `width` px (its own width drives the layout, whatever the viewport). */
async function navbarAt(width: number, attributes = 'variant="landing"'): Promise<SiteNavbarElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.style.width = `${width}px`;
  wrapper.innerHTML = `<site-navbar ${attributes}></site-navbar>`;
  const el = wrapper.querySelector('site-navbar') as SiteNavbarElement;
  await untilBar(el);
  return el;
}

describe('<site-navbar> layout', () => {
  before(async () => {
    await loadNavbar();
  });

  afterEach(async () => {
    if (window.scrollY !== 0) await scrollPage(0);
  });

  describe('sticky', () => {
    it('stays at the top of the viewport while a long page scrolls', async () => {
      const el = await longPage();
      await scrollPage(1500);
      expect(Math.round(el.getBoundingClientRect().top)).to.equal(0);
      expect(getComputedStyle(el).position).to.equal('sticky');
      expect(getComputedStyle(el).zIndex).to.equal('40');
    });

    it('the host page can override it', async () => {
      const el = await longPage('style="position: static"');
      await scrollPage(1500);
      expect(el.getBoundingClientRect().bottom).to.be.below(0);
    });
  });

  describe('translucent past 20px of scroll', () => {
    it('is opaque at 0px and translucent with a backdrop blur at 21px', async () => {
      const el = await longPage();
      const bar = part(el, 'bar') as HTMLElement;
      expect(bar.hasAttribute('data-scrolled')).to.equal(false);
      expect(getComputedStyle(bar).backdropFilter).to.equal('none');
      expect(getComputedStyle(bar).backgroundColor).to.equal('rgb(255, 255, 255)');

      await scrollPage(21);
      await until(() => bar.hasAttribute('data-scrolled'), 'data-scrolled at 21px');
      expect(bar.getAttribute('part')).to.equal('bar translucent');
      await until(() => getComputedStyle(bar).backdropFilter === 'blur(12px)', 'backdrop blur');
      await until(() => Math.abs(alpha(getComputedStyle(bar).backgroundColor) - 0.85) < 0.01, '85% opaque surface');

      await scrollPage(20);
      await until(() => !bar.hasAttribute('data-scrolled'), 'opaque again at 20px');
      await scrollPage(0);
      await until(() => getComputedStyle(bar).backdropFilter === 'none', 'no blur at 0px');
    });

    it('the host page can style the translucent bar through ::part(translucent)', async () => {
      const style = document.createElement('style');
      style.textContent = 'site-navbar::part(translucent) { outline: 3px solid rgb(1, 2, 3); }';
      document.head.append(style);
      try {
        const el = await longPage();
        await scrollPage(100);
        const bar = part(el, 'bar') as HTMLElement;
        await until(() => getComputedStyle(bar).outlineColor === 'rgb(1, 2, 3)', 'part styled by the page');
      } finally {
        style.remove();
      }
    });

    it('uses one passive window scroll listener, removed when the element leaves', async () => {
      // Let the previous test's element finish leaving: its removal is not this element's.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const added: unknown[] = [];
      const removed: unknown[] = [];
      const { addEventListener, removeEventListener } = window;
      window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
        if (args[0] === 'scroll') added.push(args);
        return addEventListener.apply(this, args);
      } as Window['addEventListener'];
      window.removeEventListener = function (this: Window, ...args: Parameters<Window['removeEventListener']>) {
        if (args[0] === 'scroll') removed.push(args);
        return removeEventListener.apply(this, args);
      } as Window['removeEventListener'];
      try {
        const el = await navbarAt(900);
        // Preact's useSyncExternalStore (the lite build) subscribes in an effect, after the first paint.
        await until(() => added.length > 0, 'subscribed');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(added).to.have.length(1);
        const [, listener, options] = added[0] as [string, unknown, AddEventListenerOptions];
        expect(options.passive).to.equal(true);
        expect(
          removed.some((args) => (args as unknown[])[1] === listener),
          'still listening',
        ).to.equal(false);
        el.remove();
        await until(() => removed.some((args) => (args as unknown[])[1] === listener), 'the same listener removed');
        expect(added).to.have.length(1);
      } finally {
        window.addEventListener = addEventListener;
        window.removeEventListener = removeEventListener;
      }
    });

    it('transitions only without reduced motion (the OS setting; the panel’s setting)', async () => {
      const el = await navbarAt(900);
      const duration = () => Number.parseFloat(getComputedStyle(part(el, 'bar') as HTMLElement).transitionDuration);
      expect(duration()).to.equal(0.3);
      // Only Chromium's driver can switch the OS setting that CSS @media reads (Firefox over BiDi and WebKit over
      // WebDriver classic cannot); every engine proves the same rule through the panel's root class.
      if (canEmulateMedia) {
        await emulateMedia({ reducedMotion: 'reduce' });
        try {
          await until(() => duration() < 0.001, 'no transition with the OS reduced motion');
        } finally {
          await emulateMedia({ reducedMotion: 'no-preference' });
        }
        await until(() => duration() === 0.3, 'transitions again');
      }
      document.documentElement.classList.add('cf-reduce-motion');
      try {
        await until(() => duration() < 0.001, 'no transition with the panel’s reduced motion');
      } finally {
        document.documentElement.classList.remove('cf-reduce-motion');
      }
    });
  });

  describe('an action that appears later', () => {
    for (const width of [412, 1024]) {
      it(`${width}px: the actions box and the buttons already there stay put (no layout shift)`, async () => {
        const el = await navbarAt(width, 'variant="public" phone="+1-555-0100"');
        el.innerHTML = `<button slot="theme-toggle" style="width:36px;height:36px">T</button>
          <button slot="accessibility" style="width:36px;height:36px">A</button>`;
        const actions = part(el, 'actions') as HTMLElement;
        const toggle = el.querySelector('[slot="theme-toggle"]') as HTMLElement;
        const phone = part(el, 'phone') as HTMLElement;
        const box = (node: Element) => {
          const { left, top, width, height } = node.getBoundingClientRect();
          return { left, top, width, height };
        };
        const before = { actions: box(actions), phone: box(phone), toggle: box(toggle) };
        // What the shell does once the browser offers to install: its button joins the actions slot.
        const install = document.createElement('button');
        install.slot = 'actions';
        install.textContent = 'Install app';
        el.prepend(install);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        expect(install.getBoundingClientRect().width, 'the new button shows').to.be.above(0);
        expect(box(actions), 'the actions box').to.deep.equal(before.actions);
        expect(box(phone), 'the phone shortcut').to.deep.equal(before.phone);
        expect(box(toggle), 'a slotted button already there').to.deep.equal(before.toggle);
      });
    }
  });

  describe('the mobile menu, by the element’s own width', () => {
    it('wide: links in the bar, no menu button', async () => {
      const el = await navbarAt(900);
      expect(visible(part(el, 'menu')), 'links in the bar').to.equal(true);
      expect(visible(button(el)), 'menu button').to.equal(false);
    });

    it('375px: a menu button that opens and closes the menu; nothing overflows', async () => {
      const el = await navbarAt(375, 'variant="landing" phone="+1-555-0100" chat="/chat"');
      el.innerHTML = `<button slot="theme-toggle" style="width:36px;height:36px">T</button>
        <button slot="accessibility" style="width:36px;height:36px">A</button>`;
      expect(visible(part(el, 'menu')), 'links hidden from the bar').to.equal(false);
      expect(visible(button(el)), 'menu button').to.equal(true);
      expect(visible(part(el, 'mobile-menu')), 'menu closed').to.equal(false);
      const bar = part(el, 'bar') as HTMLElement;
      expect(bar.scrollWidth, 'no horizontal overflow').to.be.at.most(375);
      expect(button(el).getBoundingClientRect().right).to.be.at.most(375);

      button(el).click();
      await until(() => visible(part(el, 'mobile-menu')), 'menu open');
      expect(expanded(el)).to.equal(true);
      const id = button(el).getAttribute('aria-controls') ?? '';
      expect(shadow(el).getElementById(id)?.getAttribute('part')).to.equal('mobile-menu');
      button(el).click();
      await until(() => !visible(part(el, 'mobile-menu')), 'menu closed');
    });

    for (const width of [360, 390]) {
      it(`${width}px with every shortcut and an extra action (an install button): the brand's name shows whole`, async () => {
        const items = JSON.stringify([
          { label: 'Courses', href: '/courses' },
          { label: 'About', href: '/about' },
        ]);
        const el = await navbarAt(width, `variant="public" phone="+1-555-0100" chat="/chat" items='${items}'`);
        el.innerHTML = `<button slot="actions" style="width:38px;height:36px">I</button>
          <button slot="theme-toggle" style="width:40px;height:40px">T</button>
          <button slot="accessibility" style="width:40px;height:40px">A</button>`;
        await until(() => button(el)?.getBoundingClientRect().width, 'the menu button laid out');
        const name = part(el, 'brand')?.querySelector('.truncate') as HTMLElement;
        expect(name.textContent).to.equal('Coursify');
        expect(name.scrollWidth, 'not cut by the ellipsis').to.be.at.most(name.clientWidth);
        expect((part(el, 'bar') as HTMLElement).scrollWidth, 'no horizontal overflow').to.be.at.most(width);
      });
    }

    it('the breakpoint is 768px of its own width, in CSS and script alike', async () => {
      const el = await navbarAt(767);
      expect(visible(button(el)), 'menu button at 767px').to.equal(true);
      expect(visible(part(el, 'menu')), 'no links in the bar at 767px').to.equal(false);
      button(el).click();
      await until(() => visible(part(el, 'mobile-menu')), 'open at 767px');
      (el.parentElement as HTMLElement).style.width = '768px';
      await until(() => !expanded(el), 'closed at 768px');
      expect(visible(button(el)), 'no menu button at 768px').to.equal(false);
      expect(visible(part(el, 'menu')), 'links in the bar at 768px').to.equal(true);
    });

    it('closes when the element grows past the breakpoint', async () => {
      const el = await navbarAt(375);
      button(el).click();
      await until(() => expanded(el), 'open');
      (el.parentElement as HTMLElement).style.width = '900px';
      await until(() => !expanded(el), 'closed at 900px');
      expect(visible(part(el, 'mobile-menu'))).to.equal(false);
      expect(visible(part(el, 'menu'))).to.equal(true);
    });

    it('growing past the breakpoint with focus in the menu moves focus to the same link in the bar', async () => {
      const el = await navbarAt(375);
      button(el).click();
      await until(() => visible(part(el, 'mobile-menu')), 'open');
      (shadow(el).querySelector('[part~="mobile-menu"] a[href="#stats"]') as HTMLElement).focus();
      (el.parentElement as HTMLElement).style.width = '900px';
      await until(() => !expanded(el), 'closed at 900px');
      await until(() => focusedIn(el)?.closest('[part~="menu"]'), 'focus on a link in the bar');
      const focused = focusedIn(el) as HTMLElement;
      expect(focused.getAttribute('href')).to.equal('#stats');
      expect(visible(focused), 'the focused link is visible').to.equal(true);
    });

    it('growing past the breakpoint with focus on the menu button moves focus to the brand', async () => {
      const el = await navbarAt(375);
      button(el).focus();
      button(el).click();
      await until(() => expanded(el), 'open');
      (el.parentElement as HTMLElement).style.width = '900px';
      await until(() => !expanded(el), 'closed at 900px');
      await until(() => focusedIn(el) === part(el, 'brand'), 'focus on the brand');
    });

    it('choosing an in-page link closes the menu and moves focus to that section', async () => {
      const el = await navbarAt(375);
      const section = document.createElement('section');
      section.id = 'stats';
      section.textContent = 'Stats';
      el.parentElement?.append(section);
      button(el).click();
      await until(() => visible(part(el, 'mobile-menu')), 'open');
      (shadow(el).querySelector('[part~="mobile-menu"] a[href="#stats"]') as HTMLElement).click();
      await until(() => !expanded(el), 'closed');
      expect(document.activeElement === section, 'focus on the section').to.equal(true);
      history.replaceState(null, '', location.pathname + location.search);
    });
  });

  describe('keyboard', () => {
    it('Tab reaches the menu button; Enter opens, Escape closes and returns focus, Space opens', async () => {
      const el = await navbarAt(375);
      (part(el, 'brand') as HTMLElement).focus();
      await press('Tab');
      expect(focusedIn(el) === button(el), 'focus on the menu button').to.equal(true);
      expect(getComputedStyle(button(el)).outlineStyle, 'visible focus').to.equal('solid');

      await press('Enter');
      await until(() => expanded(el) && visible(part(el, 'mobile-menu')), 'opened by Enter');
      await press('Tab');
      expect(focusedIn(el)?.textContent).to.equal('Home');

      await press('Escape');
      await until(() => !expanded(el), 'closed by Escape');
      expect(focusedIn(el) === button(el), 'focus back on the button').to.equal(true);
      expect(visible(part(el, 'mobile-menu'))).to.equal(false);

      await press('Space');
      await until(() => expanded(el), 'opened by Space');
    });
  });
});
