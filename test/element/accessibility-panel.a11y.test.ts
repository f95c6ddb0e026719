/// <reference types="mocha" />
/**
 * axe-core on <accessibility-panel> with its dialog open, in light and dark, with every setting on, and slotted
 * in <site-navbar>; plus the body's scrolling cap (24 × the base size).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { AccessibilityPanelElement } from '../../src/elements/accessibility-panel';
import { axeViolations } from './axe';
import { loadNavbar, loadPanel, part, resetA11yThroughPanel, shadow, until, untilBar } from './helpers';

async function openPanel(el: AccessibilityPanelElement): Promise<HTMLDialogElement> {
  await until(() => part(el, 'trigger'), 'the trigger');
  (part(el, 'trigger') as HTMLElement).click();
  await until(() => part<HTMLDialogElement>(el, 'dialog')?.open, 'open');
  return part<HTMLDialogElement>(el, 'dialog') as HTMLDialogElement;
}

async function standalone(): Promise<{ wrapper: HTMLElement; el: AccessibilityPanelElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<main><h1>Page</h1><accessibility-panel></accessibility-panel></main>`,
  );
  const el = wrapper.querySelector('accessibility-panel') as AccessibilityPanelElement;
  await openPanel(el);
  return { wrapper, el };
}

describe('<accessibility-panel> accessibility (axe-core)', () => {
  before(async () => {
    await Promise.all([loadPanel(), loadNavbar()]);
  });
  afterEach(async () => {
    document.documentElement.classList.remove('dark');
    await resetA11yThroughPanel();
  });

  it('light, dialog open: no violations', async () => {
    const { wrapper } = await standalone();
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('dark, dialog open: no violations, and the dialog is dark', async () => {
    document.documentElement.classList.add('dark');
    const { wrapper, el } = await standalone();
    await until(() => el.matches(':state(dark)'), 'dark state');
    expect(getComputedStyle(part(el, 'dialog') as HTMLElement).backgroundColor).to.equal('rgb(30, 41, 59)');
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  for (const theme of ['light', 'dark']) {
    it(`every setting on (${theme}): no violations`, async () => {
      if (theme === 'dark') document.documentElement.classList.add('dark');
      const { wrapper, el } = await standalone();
      (part(el, 'increase') as HTMLElement).click();
      (part(el, 'increase') as HTMLElement).click();
      for (const node of shadow(el).querySelectorAll<HTMLElement>('[role="switch"][aria-checked="false"]'))
        node.click();
      const centre = [...shadow(el).querySelectorAll<HTMLElement>('[part~="align-option"]')].find(
        (node) => node.textContent === 'Centre',
      );
      centre?.click();
      await until(
        () => shadow(el).querySelectorAll('[role="switch"][aria-checked="true"]').length === 5,
        'every switch on',
      );
      expect(document.documentElement.classList.contains('cf-high-contrast')).to.equal(true);
      expect(await axeViolations(wrapper)).to.deep.equal([]);
    });
  }

  it('slotted in <site-navbar>, dialog open: no violations', async () => {
    const wrapper = await fixture<HTMLElement>(html`
      <div>
        <site-navbar variant="landing"><accessibility-panel slot="accessibility"></accessibility-panel></site-navbar>
        <main><h1>Page</h1></main>
      </div>
    `);
    const navbar = wrapper.querySelector('site-navbar') as HTMLElement;
    await untilBar(navbar);
    const el = wrapper.querySelector('accessibility-panel') as AccessibilityPanelElement;
    await until(() => part(el, 'trigger'), 'the trigger');
    expect(
      (part(el, 'trigger') as HTMLElement).getBoundingClientRect().width,
      'the trigger shows in the bar',
    ).to.be.greaterThan(0);
    await openPanel(el);
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  // Its geometry on a desktop and on phones, in every engine: dialog-layout.test.ts.
  it('the body scrolls within 24rem of the base size', async () => {
    const { el } = await standalone();
    const body = part(el, 'body') as HTMLElement;
    expect(getComputedStyle(body).maxHeight).to.equal('384px');
    expect(getComputedStyle(body).overflowY).to.equal('auto');
    expect(body.scrollHeight, 'more content than fits: it scrolls').to.be.greaterThan(body.clientHeight);
  });
});
