/// <reference types="mocha" />
/**
 * <install-prompt> on the built module in a real browser: a synthetic `beforeinstallprompt` (with prompt() and
 * userChoice) opens the dialog; the choice, the close, the remembered dismissal, manual + open(), standalone,
 * and the instructions mode.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { InstallPromptElement } from '../../src/elements/install-prompt';
import { dialogOpen, dispatchInstallOffer, loadInstallPrompt, part, resetInstallState, shadow, until } from './helpers';

const text = (el: Element, name: string) => part(el, name)?.textContent?.trim() ?? '';
const click = (el: Element, name: string) => (part(el, name) as HTMLElement).click();

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

async function prompt(attributes = ''): Promise<InstallPromptElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = `<install-prompt ${attributes}></install-prompt>`;
  const el = wrapper.querySelector('install-prompt') as InstallPromptElement;
  await until(() => part(el, 'dialog'), 'the dialog element rendered');
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

  it('hidden until the browser offers installation; then a modal dialog with the title and both buttons', async () => {
    const el = await prompt();
    expect(dialogOpen(el)).to.equal(false);
    const offer = dispatchInstallOffer();
    expect(offer.defaultPrevented, 'preventDefault called').to.equal(true);
    await until(() => dialogOpen(el), 'dialog open');
    expect(part(el, 'dialog')?.matches(':modal'), 'modal').to.equal(true);
    expect(text(el, 'title')).to.equal('Install Our App');
    expect(text(el, 'install-button')).to.equal('Install App');
    expect(part(el, 'close-button')?.getAttribute('aria-label')).to.equal('Close');
    expect(events.log).to.deep.equal(['install-available {"platforms":[]}']);
  });

  it('an offer that came before the element existed opens it on arrival', async () => {
    dispatchInstallOffer();
    const el = await prompt();
    await until(() => dialogOpen(el), 'dialog open');
    expect(events.log).to.deep.equal(['install-available {"platforms":[]}']);
  });

  it('Install App calls prompt(), emits install-choice {outcome: accepted} and hides', async () => {
    const el = await prompt();
    const offer = dispatchInstallOffer('accepted');
    await until(() => dialogOpen(el), 'dialog open');
    click(el, 'install-button');
    expect(offer.prompted).to.equal(1);
    await until(() => events.log.length === 2, 'the choice');
    expect(events.log[1]).to.equal('install-choice {"outcome":"accepted"}');
    expect(dialogOpen(el)).to.equal(false);
  });

  it('a dismissed choice is reported and hides too', async () => {
    const el = await prompt();
    dispatchInstallOffer('dismissed');
    await until(() => dialogOpen(el), 'dialog open');
    click(el, 'install-button');
    await until(() => events.log.length === 2, 'the choice');
    expect(events.log[1]).to.equal('install-choice {"outcome":"dismissed"}');
    expect(dialogOpen(el)).to.equal(false);
  });

  it('close hides it, emits install-dismiss, and a new element remembers the dismissal', async () => {
    const el = await prompt();
    dispatchInstallOffer();
    await until(() => dialogOpen(el), 'dialog open');
    click(el, 'close-button');
    await until(() => !dialogOpen(el), 'dialog closed');
    expect(events.log).to.deep.equal(['install-available {"platforms":[]}', 'install-dismiss {"mode":"offer"}']);
    el.remove();
    const again = await prompt();
    dispatchInstallOffer();
    await until(() => events.log.length === 3, 'the new offer announced');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialogOpen(again), 'stays closed').to.equal(false);
  });

  it('dismiss-days="0" remembers nothing', async () => {
    const el = await prompt('dismiss-days="0"');
    expect(el.dismissDays).to.equal(0);
    dispatchInstallOffer();
    await until(() => dialogOpen(el), 'dialog open');
    click(el, 'close-button');
    await until(() => !dialogOpen(el), 'dialog closed');
    dispatchInstallOffer();
    await until(() => dialogOpen(el), 'open again for a new offer');
  });

  it('manual: never opens by itself; el.open() opens it; open() is a real method', async () => {
    const el = await prompt('manual');
    expect(typeof el.open).to.equal('function');
    expect(Object.hasOwn(el, 'open'), 'on the prototype').to.equal(false);
    el.open(); // nothing to offer yet: nothing happens
    dispatchInstallOffer();
    await until(() => events.log.length === 1, 'install-available');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialogOpen(el)).to.equal(false);
    el.open();
    await until(() => dialogOpen(el), 'opened by open()');
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

  it('standalone (display-mode: standalone): never shown', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)'
        ? ({ matches: true, media: query } as MediaQueryList)
        : realMatchMedia.call(window, query);
    try {
      const el = await prompt();
      dispatchInstallOffer();
      el.open();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(dialogOpen(el)).to.equal(false);
      expect(events.log).to.deep.equal([]);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('app-name names the title', async () => {
    const el = await prompt('app-name="Coursify"');
    dispatchInstallOffer();
    await until(() => text(el, 'title') === 'Install Coursify', 'title');
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

    it('shows the Add to Home Screen steps, no Install App button; close is remembered', async () => {
      const el = await prompt('instructions');
      await until(() => dialogOpen(el), 'steps shown');
      expect(text(el, 'title')).to.equal('Install Our App');
      expect(text(el, 'instructions')).to.contain('Add to Home Screen');
      expect(part(el, 'install-button') === null, 'no Install App').to.equal(true);
      click(el, 'close-button');
      await until(() => !dialogOpen(el), 'closed');
      expect(events.log).to.deep.equal(['install-dismiss {"mode":"instructions"}']);
      const again = await prompt('instructions');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(dialogOpen(again), 'remembered').to.equal(false);
    });

    it('without the attribute: nothing', async () => {
      const el = await prompt();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(dialogOpen(el)).to.equal(false);
      expect(shadow(el).querySelector('[part~="instructions"]') === null).to.equal(true);
    });
  });
});
