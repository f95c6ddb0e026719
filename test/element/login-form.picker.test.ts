/// <reference types="mocha" />
/**
 * <login-form>'s user-type picker in a real browser, driven by real key presses (keys.ts): the WAI-ARIA APG
 * select-only combobox, Developer never chosen by click, keyboard or typing, Login Now enabled only after a type.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { LoginFormElement } from '../../src/elements/login-form';
import { formPart, loadLoginForm, until, untilForm } from './helpers';
import { press as pressKey } from './keys';

const combobox = (el: Element) => formPart(el, 'combobox') as HTMLElement;
const listbox = (el: Element) => formPart(el, 'listbox') as HTMLElement;
const option = (el: Element, value: string) => el.querySelector(`[data-value="${value}"]`) as HTMLElement;
const isOpen = (el: Element) => combobox(el).getAttribute('aria-expanded') === 'true' && listbox(el).checkVisibility();
const active = (el: Element) => {
  const id = combobox(el).getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.getAttribute('data-value') ?? `missing #${id}`) : null;
};
const value = (el: Element) => el.querySelector('[role="option"][aria-selected="true"]')?.getAttribute('data-value');
const loginDisabled = (el: Element) => (formPart(el, 'submit') as HTMLButtonElement).disabled;
const press = async (...keys: string[]) => {
  for (const key of keys) await pressKey(key);
};

async function mount(): Promise<LoginFormElement> {
  const el = await fixture<LoginFormElement>(html`<login-form></login-form>`);
  await untilForm(el);
  return el;
}

describe('<login-form> user-type picker (APG select-only combobox)', () => {
  before(async () => {
    await loadLoginForm();
  });

  it('is reached by Tab, labelled "User type", and opens with Down on the first option', async () => {
    const el = await mount();
    (formPart(el, 'password') as HTMLElement).focus();
    await press('Tab', 'Tab');
    expect(document.activeElement === combobox(el), 'focus on the combobox').to.equal(true);
    const labelId = combobox(el).getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).to.equal('User type');
    await press('ArrowDown');
    await until(() => isOpen(el), 'open');
    expect(active(el)).to.equal('learner');
    expect(document.activeElement === combobox(el), 'focus stays on the combobox').to.equal(true);
  });

  it('arrows, Home and End move among enabled options only; Enter chooses and closes', async () => {
    const el = await mount();
    combobox(el).focus();
    await press('End');
    await until(() => active(el) === 'instructor', 'End lands on Instructor, not Developer');
    await press('ArrowDown', 'ArrowDown');
    expect(active(el)).to.equal('instructor');
    await press('Home');
    await until(() => active(el) === 'learner', 'Home');
    await press('ArrowDown', 'ArrowDown');
    await until(() => active(el) === 'admin', 'two down');
    await press('ArrowUp');
    await until(() => active(el) === 'proctor', 'one up');
    await press('Enter');
    await until(() => !isOpen(el), 'closed on choosing');
    expect(value(el)).to.equal('proctor');
    expect(combobox(el).textContent).to.contain('Proctor');
    expect(combobox(el).hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('Space chooses; Escape closes without choosing; Alt+Down opens', async () => {
    const el = await mount();
    combobox(el).focus();
    await press('Space');
    await until(() => isOpen(el), 'open');
    await press('ArrowDown', 'Space');
    await until(() => value(el) === 'proctor' && !isOpen(el), 'Space chose Proctor');
    await pressKey('ArrowDown', { alt: true });
    await until(() => isOpen(el), 'open again');
    expect(active(el)).to.equal('proctor');
    await press('ArrowDown', 'Escape');
    await until(() => !isOpen(el), 'closed');
    expect(value(el)).to.equal('proctor');
  });

  it('type-ahead finds Instructor, Admin; "d" for Developer changes nothing', async () => {
    const el = await mount();
    combobox(el).focus();
    await press('i');
    await until(() => isOpen(el) && active(el) === 'instructor', 'typed i');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await press('a');
    await until(() => active(el) === 'admin', 'typed a');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await press('d', 'e', 'v');
    expect(active(el)).to.equal('admin');
    await press('Enter');
    await until(() => value(el) === 'admin', 'Admin chosen');
  });

  it('Developer cannot be chosen by click, by keyboard, or by typing, and Login Now stays disabled', async () => {
    const el = await mount();
    // Click: the list stays open and nothing is chosen.
    combobox(el).click();
    await until(() => isOpen(el), 'open');
    option(el, 'developer').click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(option(el, 'developer').getAttribute('aria-disabled')).to.equal('true');
    expect(value(el)).to.equal(undefined);
    expect(isOpen(el)).to.equal(true);
    // Keyboard: End, many Downs, then Enter choose Instructor at most.
    combobox(el).focus();
    await press('End', 'ArrowDown', 'ArrowDown', 'PageDown');
    expect(active(el)).to.equal('instructor');
    await press('Escape');
    // Typing "developer" and Enter: nothing matches, the option that was active is chosen, never Developer.
    await press('d', 'e', 'v', 'e', 'l', 'o', 'p', 'e', 'r');
    expect(active(el)).to.not.equal('developer');
    await press('Escape');
    expect(value(el)).to.equal(undefined);
    expect(loginDisabled(el)).to.equal(true);
  });

  it('a click on an enabled option chooses it, closes the list and keeps focus on the combobox', async () => {
    const el = await mount();
    combobox(el).focus();
    combobox(el).click();
    await until(() => isOpen(el), 'open');
    option(el, 'instructor').click();
    await until(() => !isOpen(el), 'closed');
    expect(value(el)).to.equal('instructor');
    expect(document.activeElement === combobox(el), 'focus on the combobox').to.equal(true);
  });

  it('Login Now is disabled until a type is chosen, then Tab from the picker reaches it', async () => {
    const el = await mount();
    expect(loginDisabled(el)).to.equal(true);
    combobox(el).focus();
    await press('ArrowDown', 'ArrowDown', 'Enter');
    await until(() => !loginDisabled(el), 'enabled');
    await press('Tab');
    expect(document.activeElement === formPart(el, 'submit'), 'Login Now focused').to.equal(true);
  });

  it('Tab while open chooses the active option and moves on; leaving by click does not choose', async () => {
    const el = await mount();
    combobox(el).focus();
    await press('ArrowDown', 'ArrowDown', 'ArrowDown', 'Tab');
    await until(() => value(el) === 'admin' && !isOpen(el), 'Tab chose Admin');
    combobox(el).focus();
    await press('ArrowDown', 'ArrowDown');
    (formPart(el, 'email') as HTMLElement).focus();
    await until(() => !isOpen(el), 'closed on blur');
    expect(value(el)).to.equal('admin');
  });
});
