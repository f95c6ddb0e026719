/// <reference types="mocha" />
/**
 * A plain partner page (test/fixtures/partner-page.html: no React, one module script per element, a host
 * stylesheet with `html { font-size: 62.5% }`) in a 1280 × 900 frame, in every engine: the catalog's three
 * styled columns, one column in the 320px sidebar, the login form's user type by keyboard, the accessibility panel's
 * settings visible and acting on the page, and no page error.
 */
import { expect } from '@open-wc/testing';
import { type FramePage, framePage } from './frame';
import { CATALOG_MODULE, formPart, part, shadow, until, untilCards } from './helpers';
import { press } from './keys';

/** The fixture, loading the modules of the build under test (the same directory as CATALOG_MODULE). */
async function partnerPage(): Promise<FramePage> {
  const fixture = await (await fetch('/test/fixtures/partner-page.html')).text();
  const buildDir = CATALOG_MODULE.slice(0, CATALOG_MODULE.lastIndexOf('/') + 1);
  return framePage(1280, 900, fixture.replaceAll('/dist/elements/', buildDir));
}

const columns = (cards: HTMLElement[]) =>
  new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size;

describe('a plain partner page with four elements', () => {
  let page: FramePage;
  const errors: string[] = [];
  before(async () => {
    page = await partnerPage();
    page.win.addEventListener('error', (event) => errors.push(String(event.error?.message ?? event.message)));
    page.win.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  });
  after(() => {
    page.frame.remove();
    localStorage.removeItem('coursify:a11y');
  });

  it('the catalog: three styled columns at 1280px (borders, shadows, token sizes despite html 62.5%)', async () => {
    const catalog = page.doc.getElementById('catalog') as HTMLElement;
    const cards = await untilCards(catalog, 3);
    expect(columns(cards), 'columns').to.equal(3);
    const style = getComputedStyle(cards[0]);
    expect(style.borderTopStyle).to.equal('solid');
    expect(style.borderTopWidth).to.equal('1px');
    expect(style.boxShadow, 'shadow').to.not.equal('none');
    const title = shadow(catalog).querySelector('[part~="card-title"]') as HTMLElement;
    expect(Number.parseFloat(getComputedStyle(title).fontSize), 'title size from --cf-font-size').to.be.at.least(16);
  });

  it('the sidebar catalog: one column in its 320px box', async () => {
    const sidebar = page.doc.getElementById('sidebar-catalog') as HTMLElement;
    const cards = await untilCards(sidebar, 3);
    expect(columns(cards)).to.equal(1);
    expect(sidebar.getBoundingClientRect().width).to.equal(320);
    for (const card of cards) expect(card.getBoundingClientRect().width).to.be.at.most(320);
  });

  it('the ecosystem grid shows its cards', async () => {
    const grid = page.doc.querySelector('ecosystem-grid') as HTMLElement;
    const cards = await untilCards(grid);
    expect(cards.length).to.be.greaterThan(10);
    expect(getComputedStyle(cards[0]).borderTopStyle).to.equal('solid');
  });

  it('the login form’s user type works with the keyboard: Tab to the select, arrows; Login Now is enabled', async () => {
    const form = page.doc.querySelector('login-form') as HTMLElement;
    await until(() => formPart(form, 'user-type-select'), 'the select');
    const select = formPart<HTMLSelectElement>(form, 'user-type-select') as HTMLSelectElement;
    const submit = formPart<HTMLButtonElement>(form, 'submit') as HTMLButtonElement;
    expect(submit.disabled, 'Login Now disabled before a user type').to.equal(true);
    page.frame.focus();
    (formPart(form, 'password-toggle') as HTMLElement).focus();
    await press('Tab');
    expect(page.doc.activeElement === select, 'Tab reached the select').to.equal(true);
    await press('ArrowDown');
    await press('ArrowDown');
    await until(() => select.value === 'proctor', 'two ArrowDowns: Proctor');
    expect(select.selectedOptions[0]?.textContent).to.equal('Proctor');
    await until(() => !submit.disabled, 'Login Now enabled');
  });

  it('the accessibility panel: its settings are visible and change the page', async () => {
    const panel = page.doc.querySelector('accessibility-panel') as HTMLElement;
    await until(() => part(panel, 'trigger'), 'the trigger');
    (part(panel, 'trigger') as HTMLElement).click();
    await until(() => part<HTMLDialogElement>(panel, 'dialog')?.open, 'open');
    const body = part(panel, 'body') as HTMLElement;
    expect(body.clientHeight, 'the settings area').to.be.greaterThan(300);
    const increase = part(panel, 'increase') as HTMLElement;
    const increaseBox = increase.getBoundingClientRect();
    const bodyBox = body.getBoundingClientRect();
    expect(increaseBox.top >= bodyBox.top && increaseBox.bottom <= bodyBox.bottom, 'Increase visible').to.equal(true);
    increase.click();
    const root = page.doc.documentElement;
    await until(() => root.style.getPropertyValue('--cf-font-size') === '18px', 'text size on the page');
    const grayscale = [...shadow(panel).querySelectorAll<HTMLElement>('[role="switch"]')].find((node) =>
      node.textContent?.startsWith('Grayscale'),
    ) as HTMLElement;
    grayscale.click();
    await until(() => page.win.getComputedStyle(root).filter === 'grayscale(1)', 'the page in grey');
    (part(panel, 'reset') as HTMLElement).click();
    await until(() => root.style.getPropertyValue('--cf-font-size') === '', 'reset');
  });

  it('no page error', () => {
    expect(errors).to.deep.equal([]);
  });
});
