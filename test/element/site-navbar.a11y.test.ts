/// <reference types="mocha" />
/**
 * axe-core (the copy @open-wc/testing brings, through chai-a11y-axe) on <site-navbar> in a real browser, in its
 * states: wide, narrow with the menu open, scrolled (translucent), dark, and the error state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { SiteNavbarElement } from '../../src/elements/site-navbar';
import { axeViolations } from './axe';
import { loadNavbar, part, shadow, spyConsole, until } from './helpers';

async function page(width: number, attributes: string): Promise<{ wrapper: HTMLElement; el: SiteNavbarElement }> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.style.width = `${width}px`;
  wrapper.innerHTML = `<site-navbar ${attributes}>
      <button slot="theme-toggle" aria-label="Dark mode">☾</button>
      <button slot="accessibility" aria-label="Accessibility settings">A</button>
    </site-navbar><main><h1 id="stats">Stats</h1><div style="height: 2000px"></div></main>`;
  const el = wrapper.querySelector('site-navbar') as SiteNavbarElement;
  await until(() => part(el, 'bar') ?? part(el, 'error'), 'the bar or the error state');
  return { wrapper, el };
}

describe('<site-navbar> accessibility (axe-core)', () => {
  before(async () => {
    await loadNavbar();
  });
  afterEach(() => {
    document.documentElement.classList.remove('dark');
    window.scrollTo(0, 0);
  });

  it('wide, landing, with shortcuts and slotted controls: no violations', async () => {
    const { wrapper } = await page(1000, 'variant="landing" phone="+1-555-0100" chat="/chat"');
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('375px with the mobile menu open, an active in-page item: no violations', async () => {
    const items = JSON.stringify([
      { label: 'Home', href: '#home' },
      { label: 'Stats', href: '#stats', isActive: true },
    ]);
    const { wrapper, el } = await page(375, `variant="landing" phone="+1-555-0100" items='${items}'`);
    (part(el, 'menu-button') as HTMLElement).click();
    await until(() => part(el, 'mobile-menu')?.checkVisibility(), 'menu open');
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('dark and scrolled (translucent): no violations, and nothing opaque behind the see-through bar', async () => {
    document.documentElement.classList.add('dark');
    const { wrapper, el } = await page(1000, 'variant="private" chat="/chat"');
    window.scrollTo(0, 200);
    await until(() => part(el, 'bar')?.hasAttribute('data-scrolled'), 'translucent');
    const root = shadow(el).querySelector('.cf-root') as HTMLElement;
    expect(getComputedStyle(root).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('the error state: no violations', async () => {
    const logs = spyConsole();
    try {
      const { wrapper, el } = await page(375, 'items="[{oops"');
      expect(shadow(el).querySelector('[role="alert"]') !== null, 'an alert').to.equal(true);
      expect(await axeViolations(wrapper)).to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });
});
