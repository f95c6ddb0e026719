/// <reference types="mocha" />
/**
 * <login-form>'s user type in a real browser, on both builds: a native <select>, driven by real key presses
 * (keys.ts) with its list closed (an open native list is the OS's, out of a page's reach). A keyboard user Tabs
 * to it and changes it with the arrows; Developer is never chosen by keys, by typing, or by a page script; Login
 * Now is enabled only after a type; the chosen value shows in the select (Preact, the lite build, sets a
 * controlled select's value differently from React); it looks like the text inputs, light and dark.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { LoginFormElement, LoginSubmitDetail } from '../../src/elements/login-form';
import { describedText, formPart, loadLoginForm, typeInto, until, untilForm } from './helpers';
import { press as pressKey } from './keys';

const select = (el: Element) => formPart<HTMLSelectElement>(el, 'user-type-select') as HTMLSelectElement;
/** What the select shows: the text of its selected option. */
const shown = (el: Element) => select(el).selectedOptions[0]?.textContent ?? '(nothing selected)';
const loginNow = (el: Element) => formPart<HTMLButtonElement>(el, 'submit') as HTMLButtonElement;
const press = async (...keys: string[]) => {
  for (const key of keys) await pressKey(key);
};
/** Lets both builds render whatever a change scheduled (Preact renders a microtask or a frame later). */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
/** What a page script can do and no user can: select any option, and tell the form. */
const scriptSelect = (el: Element, value: string, change = true) => {
  select(el).value = value;
  if (change) select(el).dispatchEvent(new Event('change', { bubbles: true }));
};

async function mount(): Promise<LoginFormElement> {
  const el = await fixture<LoginFormElement>(html`<login-form></login-form>`);
  await untilForm(el);
  return el;
}

const cancel = (event: Event) => event.preventDefault();

describe('<login-form> user type (a native select)', () => {
  before(async () => {
    await loadLoginForm();
    window.addEventListener('login-submit', cancel);
  });
  after(() => window.removeEventListener('login-submit', cancel));
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('is a <select> labelled "User type" showing "Select user type", with Developer disabled', async () => {
    const el = await mount();
    await settle();
    expect(select(el).localName).to.equal('select');
    expect(select(el).labels?.[0]?.textContent).to.equal('User type');
    expect(select(el).closest('[data-part="user-type"]') !== null, 'inside the user-type field').to.equal(true);
    expect([...select(el).options].map((o) => `${o.value}|${o.textContent}|${o.disabled}`)).to.deep.equal([
      '|Select user type|true',
      'learner|Learner|false',
      'proctor|Proctor|false',
      'admin|Admin|false',
      'instructor|Instructor|false',
      'developer|Developer|true',
    ]);
    // Not the first enabled option, which a select falls back to when nothing is selected.
    expect([select(el).value, shown(el)]).to.deep.equal(['', 'Select user type']);
    expect(loginNow(el).disabled).to.equal(true);
    expect(describedText(select(el))).to.equal('Choose a user type to log in.');
  });

  it('a keyboard user Tabs to it, changes it with ArrowDown and ArrowUp, and Login Now enables', async () => {
    const el = await mount();
    (formPart(el, 'password') as HTMLElement).focus();
    await press('Tab', 'Tab');
    expect(document.activeElement === select(el), 'focus on the select (after Show password)').to.equal(true);
    await press('ArrowDown');
    await until(() => select(el).value === 'learner', 'ArrowDown chose Learner');
    await until(() => !loginNow(el).disabled, 'Login Now enabled');
    expect(shown(el)).to.equal('Learner');
    expect(select(el).hasAttribute('aria-describedby'), 'the hint is gone').to.equal(false);
    expect(formPart(el, 'hint') === null).to.equal(true);
    await press('ArrowDown', 'ArrowDown');
    await until(() => select(el).value === 'admin', 'two down: Admin');
    await press('ArrowUp');
    await until(() => select(el).value === 'proctor', 'one up: Proctor');
    await settle();
    expect([select(el).value, shown(el)]).to.deep.equal(['proctor', 'Proctor']);
    expect(document.activeElement === select(el), 'focus stays on the select').to.equal(true);
    await press('Tab');
    expect(document.activeElement === loginNow(el), 'Tab reaches Login Now').to.equal(true);
  });

  it('keys never reach Developer or back to the placeholder: End, Down past the end, Home, Up, typing "d"', async () => {
    const el = await mount();
    select(el).focus();
    await press('d', 'e', 'v');
    await settle();
    expect([select(el).value, shown(el)], 'typing "dev" with nothing chosen').to.deep.equal(['', 'Select user type']);
    await press('End');
    await until(() => select(el).value === 'instructor', 'End: the last enabled option, Instructor');
    await press('ArrowDown', 'ArrowDown', 'PageDown');
    await settle();
    expect(select(el).value).to.equal('instructor');
    await press('Home');
    await until(() => select(el).value === 'learner', 'Home: Learner');
    await press('ArrowUp', 'ArrowUp', 'PageUp');
    await settle();
    expect(select(el).value, 'not back to the placeholder').to.equal('learner');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new type-ahead search
    await press('d');
    await settle();
    expect(select(el).value).to.equal('learner');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await press('i');
    await until(() => select(el).value === 'instructor', 'typing "i": Instructor');
  });

  it('a page script cannot choose Developer: select.value plus a change event is undone', async () => {
    const el = await mount();
    scriptSelect(el, 'developer');
    await settle();
    expect([select(el).value, shown(el)], 'before any choice').to.deep.equal(['', 'Select user type']);
    expect(loginNow(el).disabled).to.equal(true);
    expect(describedText(select(el))).to.equal('Choose a user type to log in.');

    scriptSelect(el, 'admin'); // an enabled type: a script may choose it, as a user can
    await until(() => !loginNow(el).disabled, 'Admin enabled Login Now');
    scriptSelect(el, 'developer');
    await settle();
    expect([select(el).value, shown(el)], 'after choosing Admin').to.deep.equal(['admin', 'Admin']);
    scriptSelect(el, 'nobody');
    await settle();
    expect(select(el).value, 'an unknown value too').to.equal('admin');
  });

  it('Developer selected without a change event is never submitted; the chosen type is', async () => {
    const el = await mount();
    const seen: LoginSubmitDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<LoginSubmitDetail>).detail);
    document.addEventListener('login-submit', listener);
    try {
      scriptSelect(el, 'proctor');
      await until(() => !loginNow(el).disabled, 'enabled');
      scriptSelect(el, 'developer', false);
      loginNow(el).click();
      await settle();
      expect(seen, 'no login-submit with Developer').to.deep.equal([]);
      scriptSelect(el, 'proctor');
      await settle();
      loginNow(el).click();
      await until(() => seen.length === 1, 'login-submit');
      expect([seen[0].userType, seen[0].url]).to.deep.equal(['proctor', '/private/features/proctor/dashboard']);
    } finally {
      document.removeEventListener('login-submit', listener);
    }
  });

  it('the chosen type stays shown through later renders (typing, Show password)', async () => {
    const el = await mount();
    select(el).focus();
    await press('End');
    await until(() => !loginNow(el).disabled, 'Instructor chosen');
    typeInto(formPart<HTMLInputElement>(el, 'email') as HTMLInputElement, 'ada@example.com');
    (formPart(el, 'password-toggle') as HTMLElement).click();
    await until(() => (formPart<HTMLInputElement>(el, 'password') as HTMLInputElement).type === 'text', 'shown');
    await settle();
    expect([select(el).value, shown(el)]).to.deep.equal(['instructor', 'Instructor']);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`looks like the text inputs, with its own chevron, and a ${theme} native list`, async () => {
      if (theme === 'dark') document.documentElement.classList.add('dark');
      const el = await mount();
      const email = formPart(el, 'email') as HTMLElement;
      if (theme === 'dark') await until(() => getComputedStyle(select(el)).colorScheme === 'dark', 'dark scheme');
      const style = getComputedStyle(select(el));
      const input = getComputedStyle(email);
      const looks = (s: CSSStyleDeclaration) => [
        s.borderTopStyle,
        s.borderTopWidth,
        s.borderTopColor,
        s.borderTopLeftRadius,
        s.paddingTop,
        s.paddingLeft,
        s.backgroundColor,
        s.color,
        s.fontSize,
      ];
      expect(looks(style)).to.deep.equal(looks(input));
      expect(style.appearance).to.equal('none');
      expect(style.colorScheme).to.equal(theme);
      const fontSize = Number.parseFloat(style.fontSize);
      expect(select(el).getBoundingClientRect().height).to.be.at.least(2.75 * fontSize - 0.5);
      expect(Math.round(select(el).getBoundingClientRect().width)).to.equal(
        Math.round(email.getBoundingClientRect().width),
      );
      const chevron = getComputedStyle(select(el).parentElement as HTMLElement, '::after');
      expect([chevron.content, chevron.borderRightStyle, chevron.borderRightColor]).to.deep.equal([
        '""',
        'solid',
        style.color,
      ]);
    });
  }

  it('the page’s color-scheme does not decide the list’s: a light element on a dark-scheme page stays light', async () => {
    document.documentElement.style.colorScheme = 'dark';
    try {
      const el = await mount();
      expect(getComputedStyle(select(el)).colorScheme).to.equal('light');
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  it('theme="dark" on the element gives a dark list on a light page', async () => {
    const el = await fixture<LoginFormElement>(html`<login-form theme="dark"></login-form>`);
    await untilForm(el);
    await until(() => getComputedStyle(select(el)).colorScheme === 'dark', 'dark scheme');
  });
});
