/// <reference types="mocha" />
/**
 * <install-prompt> on the built module in a real browser, with a synthetic `beforeinstallprompt` (prompt() and
 * userChoice): by itself only a non-modal banner, and only from the page view `min-page-views` names; the trigger
 * button and open() open the modal dialog on request; the choice, the dismissal remembered, standalone, and the
 * instructions mode. (A real offer, on the built shell, is in test/e2e/install-real.spec.ts.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { InstallPromptElement } from '../../src/elements/install-prompt';
import { dialogOpen, dispatchInstallOffer, loadInstallPrompt, part, resetInstallState, shadow, until } from './helpers';

const text = (el: Element, name: string) => part(el, name)?.textContent?.trim() ?? '';
const click = (el: Element, name: string) => (part(el, name) as HTMLElement).click();
const bannerShown = (el: Element) => part(el, 'banner') !== null;
const pause = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
/** The page views counted on this origin so far (this document load included). */
const pageViews = () =>
  JSON.parse(localStorage.getItem('coursify-elements.page-views') ?? '{"views":0}').views as number;

/** Records the element's events as they reach the document: bubbling and composed. */
function recordEvents(): { log: string[]; stop(): void } {
  const log: string[] = [];
  const names = ['install-available', 'install-choice', 'install-dismiss'];
  const listener = (event: Event) => log.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
  for (const name of names) document.addEventListener(name, listener);
  const stop = () => {
    for (const name of names) document.removeEventListener(name, listener);
  };
  return { log, stop };
}

/** The element with `attributes`, rendered; `min-page-views="1"` unless given (this page view is then enough). */
async function prompt(attributes = 'min-page-views="1"'): Promise<InstallPromptElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = `<button id="start">Start</button><install-prompt ${attributes}></install-prompt>`;
  const el = wrapper.querySelector('install-prompt') as InstallPromptElement;
  await until(() => part(el, 'dialog'), 'the element rendered');
  return el;
}

let events: ReturnType<typeof recordEvents>;

describe('<install-prompt>', () => {
  before(async () => {
    await loadInstallPrompt();
  });
  beforeEach(() => {
    resetInstallState();
    events = recordEvents();
  });
  afterEach(() => {
    events.stop();
    resetInstallState();
  });

  describe('by itself', () => {
    it('before engagement: the offer is announced, but no banner and no dialog; focus stays', async () => {
      const el = await prompt(`min-page-views="${pageViews() + 1}"`);
      const start = document.querySelector('#start') as HTMLButtonElement;
      start.focus();
      const offer = dispatchInstallOffer();
      expect(offer.defaultPrevented, 'preventDefault called').to.equal(true);
      await until(() => events.log.length === 1, 'install-available');
      await pause();
      expect(events.log).to.deep.equal(['install-available {"platforms":[]}']);
      expect(bannerShown(el)).to.equal(false);
      expect(dialogOpen(el)).to.equal(false);
      expect(document.activeElement === start, 'focus on Start').to.equal(true);
    });

    it('the next page view (a single-page app’s link to another path, then back) brings the banner', async () => {
      const el = await prompt(`min-page-views="${pageViews() + 2}"`);
      dispatchInstallOffer();
      await until(() => events.log.length === 1, 'install-available');
      const here = location.href;
      // A router's link: it pushes the new path during the click (WebKit has no Navigation API to tell us).
      const link = document.createElement('a');
      link.href = '/another-page';
      link.textContent = 'Another page';
      link.addEventListener('click', (event) => {
        event.preventDefault();
        history.pushState(null, '', link.href);
      });
      document.body.append(link);
      try {
        link.click();
        await until(() => location.pathname === '/another-page', 'pushed');
        history.back();
        await until(() => location.href === here, 'back');
        await until(() => bannerShown(el), 'the banner, two page views later');
        expect(dialogOpen(el)).to.equal(false);
      } finally {
        link.remove();
      }
    });

    it('engaged: a non-modal banner, nothing modal, focus untouched, announced politely', async () => {
      const el = await prompt('min-page-views="1" app-name="Coursify"');
      const start = document.querySelector('#start') as HTMLButtonElement;
      start.focus();
      dispatchInstallOffer();
      await until(() => bannerShown(el), 'the banner');
      const banner = part(el, 'banner') as HTMLElement;
      expect(banner.getAttribute('aria-label')).to.equal('Install Coursify');
      expect(banner.checkVisibility(), 'visible').to.equal(true);
      if ('showPopover' in banner) expect(banner.matches(':popover-open'), 'in the top layer').to.equal(true);
      expect(document.querySelector(':modal') === null, 'no :modal element').to.equal(true);
      expect(shadow(el).querySelector(':modal') === null, 'none in the shadow root either').to.equal(true);
      expect(document.activeElement === start, 'focus on Start').to.equal(true);
      expect(shadow(el).querySelector('[role="status"]')?.textContent).to.contain('Install Coursify');
      expect(text(el, 'banner-action')).to.equal('Install');
      expect(part(el, 'banner-close')?.getAttribute('aria-label')).to.equal('Not now');
      start.click(); // the page still takes clicks
      expect(document.activeElement === start).to.equal(true);
    });

    it('an offer that came before the element existed shows the banner on arrival', async () => {
      dispatchInstallOffer();
      const el = await prompt();
      await until(() => bannerShown(el), 'the banner');
      expect(events.log).to.deep.equal(['install-available {"platforms":[]}']);
    });

    it('Install calls prompt(), emits install-choice {outcome: accepted} and hides', async () => {
      const el = await prompt();
      const offer = dispatchInstallOffer('accepted');
      await until(() => bannerShown(el), 'the banner');
      click(el, 'banner-action');
      expect(offer.prompted).to.equal(1);
      await until(() => events.log.length === 2, 'the choice');
      expect(events.log[1]).to.equal('install-choice {"outcome":"accepted"}');
      expect(bannerShown(el)).to.equal(false);
    });

    it('Not now hides it, emits install-dismiss, and a new element remembers the dismissal', async () => {
      const el = await prompt();
      dispatchInstallOffer();
      await until(() => bannerShown(el), 'the banner');
      click(el, 'banner-close');
      await until(() => !bannerShown(el), 'hidden');
      expect(events.log).to.deep.equal(['install-available {"platforms":[]}', 'install-dismiss {"mode":"offer"}']);
      el.remove();
      const again = await prompt();
      dispatchInstallOffer();
      await until(() => events.log.length === 3, 'the new offer announced');
      await pause();
      expect(bannerShown(again), 'stays hidden').to.equal(false);
    });

    it('dismiss-days="0" remembers nothing', async () => {
      const el = await prompt('min-page-views="1" dismiss-days="0"');
      expect(el.dismissDays).to.equal(0);
      dispatchInstallOffer();
      await until(() => bannerShown(el), 'the banner');
      click(el, 'banner-close');
      await until(() => !bannerShown(el), 'hidden');
      dispatchInstallOffer();
      await until(() => bannerShown(el), 'again for a new offer');
    });

    it('standalone (display-mode: standalone): never shown', async () => {
      const realMatchMedia = window.matchMedia;
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ matches: true, media: query } as MediaQueryList)
          : realMatchMedia.call(window, query);
      try {
        const el = await prompt('min-page-views="1" trigger');
        dispatchInstallOffer();
        el.open();
        await pause(150);
        expect(bannerShown(el) || dialogOpen(el) || part(el, 'trigger-button') !== null).to.equal(false);
        expect(events.log).to.deep.equal([]);
      } finally {
        window.matchMedia = realMatchMedia;
      }
    });
  });

  describe('on request', () => {
    it('trigger: an Install app button only while there is an offer; it opens the modal dialog', async () => {
      const el = await prompt(`trigger min-page-views="${pageViews() + 1}"`);
      expect(part(el, 'trigger-button') === null, 'no button without an offer').to.equal(true);
      dispatchInstallOffer();
      await until(() => part(el, 'trigger-button'), 'the button');
      expect(text(el, 'trigger-button')).to.equal('Install app');
      click(el, 'trigger-button');
      await until(() => dialogOpen(el), 'dialog open');
      expect(part(el, 'dialog')?.matches(':modal'), 'modal').to.equal(true);
      expect(text(el, 'title')).to.equal('Install Our App');
      expect(text(el, 'install-button')).to.equal('Install App');
      expect(part(el, 'close-button')?.getAttribute('aria-label')).to.equal('Close');
      click(el, 'install-button');
      await until(() => part(el, 'trigger-button') === null, 'the offer is used: no button');
    });

    it('takes no room with nothing to offer; with an offer, an inline box around its button', async () => {
      const el = await prompt(`trigger min-page-views="${pageViews() + 1}"`);
      expect(getComputedStyle(el).display).to.equal('none');
      expect(el.matches(':state(offer)')).to.equal(false);
      dispatchInstallOffer();
      await until(() => part(el, 'trigger-button'), 'the button');
      expect(el.matches(':state(offer)')).to.equal(true);
      expect(getComputedStyle(el).display).to.equal('inline-flex');
      expect(el.getBoundingClientRect().width).to.be.greaterThan(0);
    });

    it('manual: nothing by itself; el.open() opens the dialog; open() is a real method', async () => {
      const el = await prompt('manual min-page-views="1"');
      expect(typeof el.open).to.equal('function');
      expect(Object.hasOwn(el, 'open'), 'on the prototype').to.equal(false);
      el.open(); // nothing to offer yet: nothing happens
      dispatchInstallOffer();
      await until(() => events.log.length === 1, 'install-available');
      await pause();
      expect(dialogOpen(el) || bannerShown(el)).to.equal(false);
      el.open();
      await until(() => dialogOpen(el), 'opened by open()');
    });

    it('manual: open() the moment the element shows, before any offer, does nothing, even with the offer at once', async () => {
      // The moment its dialog is in the shadow root (a MutationObserver's microtask, before any paint): in Preact,
      // plain effects run only after the next paint, so an open() registered there would wait, run after the offer
      // below, and open the dialog.
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement('install-prompt') as InstallPromptElement;
      el.setAttribute('manual', '');
      el.setAttribute('min-page-views', '1');
      const openThenOffer = () => {
        el.open();
        dispatchInstallOffer();
      };
      const asked = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!part(el, 'dialog')) return;
          observer.disconnect();
          openThenOffer();
          resolve();
        });
        wrapper.append(el);
        if (part(el, 'dialog')) {
          openThenOffer();
          resolve();
        } else observer.observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true });
      });
      await asked;
      await until(() => events.log.length === 1, 'install-available');
      await pause();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(dialogOpen(el) || bannerShown(el)).to.equal(false);
    });

    it('open() right after creation, before React has rendered, is not lost', async () => {
      dispatchInstallOffer();
      const el = document.createElement('install-prompt');
      el.manual = true;
      el.open();
      document.body.append(el);
      try {
        await until(() => dialogOpen(el), 'opened by the early open()');
      } finally {
        el.remove();
      }
    });

    it('app-name names the title', async () => {
      const el = await prompt('manual app-name="Coursify"');
      dispatchInstallOffer();
      el.open();
      await until(() => text(el, 'title') === 'Install Coursify', 'title');
    });
  });

  describe('instructions, where the browser never fires beforeinstallprompt', () => {
    const IOS_SAFARI =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    let handler: PropertyDescriptor | undefined;
    beforeEach(() => {
      // Pretend to be iOS Safari: no beforeinstallprompt support, an iPhone user agent.
      handler = Object.getOwnPropertyDescriptor(window, 'onbeforeinstallprompt');
      delete (window as unknown as Record<string, unknown>).onbeforeinstallprompt;
      Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IOS_SAFARI });
    });
    afterEach(() => {
      if (handler) Object.defineProperty(window, 'onbeforeinstallprompt', handler);
      delete (navigator as unknown as Record<string, unknown>).userAgent;
    });

    it('a banner offers the steps; Show me how opens them, no Install App button; Close is remembered', async () => {
      const el = await prompt('instructions min-page-views="1"');
      await until(() => bannerShown(el), 'the banner');
      expect(text(el, 'banner-action')).to.equal('Show me how');
      click(el, 'banner-action');
      await until(() => dialogOpen(el), 'steps shown');
      expect(text(el, 'title')).to.equal('Install Our App');
      expect(text(el, 'instructions')).to.contain('Add to Home Screen');
      expect(part(el, 'install-button') === null, 'no Install App').to.equal(true);
      click(el, 'close-button');
      await until(() => !dialogOpen(el), 'closed');
      expect(events.log).to.deep.equal(['install-dismiss {"mode":"instructions"}']);
      const again = await prompt('instructions min-page-views="1"');
      await pause();
      expect(bannerShown(again), 'remembered').to.equal(false);
    });

    it('without the attribute: nothing', async () => {
      const el = await prompt('min-page-views="1" trigger');
      await pause();
      expect(bannerShown(el) || dialogOpen(el) || part(el, 'trigger-button') !== null).to.equal(false);
      expect(shadow(el).querySelector('[part~="instructions"]') === null).to.equal(true);
    });
  });
});
