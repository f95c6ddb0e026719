/// <reference types="mocha" />
/**
 * <install-prompt> by keyboard and under axe-core: focus moves into the modal dialog (opened on request) and stays
 * there, Escape closes it (a dismissal), focus returns to where it was; no violations with the dialog open, light
 * and dark, nor with the banner and the trigger button shown.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { InstallPromptElement } from '../../src/elements/install-prompt';
import { axeViolations } from './axe';
import { dialogOpen, dispatchInstallOffer, loadInstallPrompt, part, resetInstallState, shadow, until } from './helpers';
import { press, shiftTab } from './keys';

/** A page with a button to start from, and the element; the offer, then the page's button asks for the dialog. */
async function openPage(): Promise<{ wrapper: HTMLElement; el: InstallPromptElement; start: HTMLButtonElement }> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML =
    '<main><h1>Page</h1><button id="start">Start</button></main><install-prompt manual></install-prompt>';
  const el = wrapper.querySelector('install-prompt') as InstallPromptElement;
  const start = wrapper.querySelector('#start') as HTMLButtonElement;
  await until(() => part(el, 'dialog'), 'rendered');
  start.focus();
  dispatchInstallOffer();
  start.addEventListener('click', () => el.open());
  start.click();
  await until(() => dialogOpen(el), 'dialog open');
  // It fades in; axe measures colours as painted, so wait for the end of the fade.
  await until(() => getComputedStyle(part(el, 'dialog') as HTMLElement).opacity === '1', 'faded in');
  return { wrapper, el, start };
}

/** The focused element's part name inside the element ('' when focus is outside it). */
const focusedPart = (el: Element) =>
  document.activeElement === el ? (shadow(el).activeElement?.getAttribute('part') ?? '') : '';

describe('<install-prompt> keyboard and accessibility', () => {
  before(async () => {
    await loadInstallPrompt();
  });
  beforeEach(() => resetInstallState());
  afterEach(() => {
    resetInstallState();
    document.documentElement.classList.remove('dark');
  });

  it('labelled by its title; focus moves in to Install App and Tab stays inside the dialog', async () => {
    const { el } = await openPage();
    const dialog = part(el, 'dialog') as HTMLDialogElement;
    const titleId = dialog.getAttribute('aria-labelledby') ?? '';
    expect(shadow(el).getElementById(titleId)?.textContent).to.equal('Install Our App');
    expect(focusedPart(el)).to.equal('install-button');
    await shiftTab();
    expect(focusedPart(el)).to.equal('close-button');
    await press('Tab');
    expect(focusedPart(el)).to.equal('install-button');
    expect(document.querySelector('#start')?.matches(':focus'), 'page behind is inert').to.equal(false);
  });

  it('Escape closes it as a dismissal, and focus returns to where it was', async () => {
    const { el, start } = await openPage();
    let dismissed = 0;
    el.addEventListener('install-dismiss', () => dismissed++);
    await press('Escape');
    await until(() => !dialogOpen(el), 'closed by Escape');
    await until(() => dismissed === 1, 'install-dismiss');
    expect(document.activeElement === start, 'focus back on Start').to.equal(true);
  });

  it('the close button by keyboard: closes, focus returns', async () => {
    const { el, start } = await openPage();
    await shiftTab();
    await press('Enter');
    await until(() => !dialogOpen(el), 'closed');
    expect(document.activeElement === start, 'focus back on Start').to.equal(true);
  });

  it('the body scrolls within 24 × the base size', async () => {
    const { el } = await openPage();
    const body = part(el, 'body') as HTMLElement;
    expect(getComputedStyle(body).maxHeight).to.equal('384px');
    expect(getComputedStyle(body).overflowY).to.equal('auto');
  });

  it('no axe violations with the dialog open, light', async () => {
    const { wrapper } = await openPage();
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('no axe violations with the dialog open, dark; the dialog is dark', async () => {
    document.documentElement.classList.add('dark');
    const { wrapper, el } = await openPage();
    const light = 'rgb(255, 255, 255)';
    await until(() => getComputedStyle(part(el, 'dialog') as HTMLElement).backgroundColor !== light, 'dark surface');
    expect(await axeViolations(wrapper)).to.deep.equal([]);
  });

  it('no axe violations with the banner and the trigger button shown, light and dark; focus stays on the page', async () => {
    for (const dark of [false, true]) {
      document.documentElement.classList.toggle('dark', dark);
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.innerHTML =
        '<main><h1>Page</h1><button id="start">Start</button></main>' +
        '<nav aria-label="Site"><install-prompt trigger min-page-views="1"></install-prompt></nav>';
      const el = wrapper.querySelector('install-prompt') as InstallPromptElement;
      const start = wrapper.querySelector('#start') as HTMLButtonElement;
      await until(() => part(el, 'dialog'), 'rendered');
      start.focus();
      dispatchInstallOffer();
      await until(() => part(el, 'banner') && part(el, 'trigger-button'), 'banner and trigger');
      expect(document.activeElement === start, `focus stays on Start (dark: ${dark})`).to.equal(true);
      expect(await axeViolations(wrapper), `dark: ${dark}`).to.deep.equal([]);
      resetInstallState();
      wrapper.remove();
    }
  });
});
