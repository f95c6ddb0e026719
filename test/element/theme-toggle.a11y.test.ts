/// <reference types="mocha" />
/** axe-core on <theme-toggle> in a real browser, light and dark, alone and in <site-navbar>'s slot. */
import { expect, fixture, html } from '@open-wc/testing';
import { axeViolations } from './axe';
import { loadNavbar, loadToggle, part, themeFromOtherTab, until, untilBar, untilToggleButton } from './helpers';

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
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('dark (toggled), on its own: no violations', async () => {
    const { wrapper, toggle } = await page('<theme-toggle></theme-toggle>');
    part(toggle, 'button')?.click();
    await until(() => part(toggle, 'button')?.getAttribute('aria-pressed') === 'true', 'pressed');
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}, in <site-navbar>'s slot: no violations`, async () => {
      if (theme === 'dark') themeFromOtherTab('"dark"');
      const { wrapper } = await page(
        '<site-navbar variant="landing"><theme-toggle slot="theme-toggle"></theme-toggle></site-navbar>',
      );
      await untilBar(wrapper.querySelector('site-navbar') as Element);
      expect(document.documentElement.classList.contains('dark')).to.equal(theme === 'dark');
      expect(await axeViolations(wrapper)).to.deep.equal([]);
    });
  }
});
