/// <reference types="mocha" />
/** axe-core on <theme-toggle> in a real browser, light and dark, alone and in <site-navbar>'s slot. */
import 'axe-core/axe.min.js';
import { expect, fixture, html } from '@open-wc/testing';
import { loadNavbar, loadToggle, part, themeFromOtherTab, until, untilBar, untilToggleButton } from './helpers';

type AxeResults = { violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> };
declare global {
  interface Window {
    axe: { run(context: Element, options: object): Promise<AxeResults> };
  }
}

/** Rule ids and targets of the violations: strings only, never DOM nodes, in what reaches chai. */
async function violations(context: Element): Promise<string[]> {
  const results = await window.axe.run(context, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

async function page(markup: string): Promise<{ wrapper: HTMLElement; toggle: Element }> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = markup;
  const toggle = wrapper.querySelector('theme-toggle') as Element;
  await untilToggleButton(toggle);
  return { wrapper, toggle };
}

describe('<theme-toggle> accessibility (axe-core)', () => {
  before(async () => {
    await loadToggle();
    await loadNavbar();
  });
  afterEach(() => {
    themeFromOtherTab(null);
    document.documentElement.classList.remove('dark');
    document.documentElement.style.removeProperty('color-scheme');
  });

  it('light, on its own: no violations', async () => {
    const { wrapper, toggle } = await page('<theme-toggle></theme-toggle>');
    expect(part(toggle, 'button')?.getAttribute('aria-pressed')).to.equal('false');
    expect(await violations(wrapper)).to.deep.equal([]);
  });

  it('dark (toggled), on its own: no violations', async () => {
    const { wrapper, toggle } = await page('<theme-toggle></theme-toggle>');
    part(toggle, 'button')?.click();
    await until(() => part(toggle, 'button')?.getAttribute('aria-pressed') === 'true', 'pressed');
    expect(await violations(wrapper)).to.deep.equal([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}, in <site-navbar>'s slot: no violations`, async () => {
      if (theme === 'dark') themeFromOtherTab('"dark"');
      const { wrapper } = await page(
        '<site-navbar variant="landing"><theme-toggle slot="theme-toggle"></theme-toggle></site-navbar>',
      );
      await untilBar(wrapper.querySelector('site-navbar') as Element);
      expect(document.documentElement.classList.contains('dark')).to.equal(theme === 'dark');
      expect(await violations(wrapper)).to.deep.equal([]);
    });
  }
});
