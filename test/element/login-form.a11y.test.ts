/// <reference types="mocha" />
/**
 * axe-core on <login-form> in a real browser, light and dark, at 375px and wide: the login form (no type yet,
 * and a type chosen), the registration form, and validation errors. (An open native select's list is the OS's,
 * outside the page: axe cannot see it.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { LoginFormElement } from '../../src/elements/login-form';
import { axeViolations } from './axe';
import { formPart, loadLoginForm, typeInto, until, untilForm } from './helpers';
import { press } from './keys';

async function page(width: number, attributes: string): Promise<{ wrapper: HTMLElement; el: LoginFormElement }> {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.style.width = `${width}px`;
  wrapper.innerHTML = `<h1>Account</h1><login-form ${attributes}></login-form>`;
  const el = wrapper.querySelector('login-form') as LoginFormElement;
  await untilForm(el);
  return { wrapper, el };
}

const cancel = (event: Event) => event.preventDefault();

describe('<login-form> accessibility (axe-core)', () => {
  before(async () => {
    await loadLoginForm();
    window.addEventListener('login-submit', cancel);
  });
  after(() => window.removeEventListener('login-submit', cancel));
  afterEach(() => document.documentElement.classList.remove('dark'));

  for (const theme of ['light', 'dark'] as const) {
    describe(theme, () => {
      beforeEach(() => {
        if (theme === 'dark') document.documentElement.classList.add('dark');
      });

      it('login at 375px, nothing chosen (placeholder and hint), focus on the select: no violations', async () => {
        const { wrapper, el } = await page(375, '');
        (formPart(el, 'user-type-select') as HTMLElement).focus();
        expect(await axeViolations(wrapper)).to.deep.equal([]);
      });

      it('login, wide, with a type chosen: no violations', async () => {
        const { wrapper, el } = await page(1000, '');
        typeInto(formPart(el, 'user-type-select') as HTMLSelectElement, 'proctor');
        await until(() => !(formPart(el, 'submit') as HTMLButtonElement).disabled, 'enabled');
        // Login Now fades from its disabled colours (150ms): axe must see where it ends, not a frame midway.
        await Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished));
        expect(await axeViolations(wrapper)).to.deep.equal([]);
      });

      it('register at 375px and wide: no violations', async () => {
        for (const width of [375, 1000]) {
          const { wrapper } = await page(width, 'mode="register"');
          expect(await axeViolations(wrapper)).to.deep.equal([]);
        }
      });

      it('validation errors shown: no violations', async () => {
        const { wrapper, el } = await page(375, 'mode="register" validate');
        (formPart(el, 'submit') as HTMLButtonElement).click();
        await until(() => el.querySelectorAll('[aria-invalid="true"]').length === 5, 'errors');
        expect(await axeViolations(wrapper)).to.deep.equal([]);
      });
    });
  }

  it('fits 375px: nothing wider than the element', async () => {
    const { el } = await page(375, 'mode="register"');
    const tooWide = [...el.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.getBoundingClientRect().right > el.getBoundingClientRect().right + 0.5)
      .map((node) => node.className || node.localName);
    expect(tooWide).to.deep.equal([]);
  });

  it('keyboard focus shows a 3px ring on the user-type select and on the buttons', async () => {
    const { el } = await page(375, '');
    (formPart(el, 'password') as HTMLElement).focus();
    const rings: string[] = [];
    for (const part of ['password-toggle', 'user-type-select']) {
      await press('Tab');
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      rings.push(`${focused.getAttribute('data-part')} ${style.outlineStyle} ${style.outlineWidth}`);
      expect(focused.getAttribute('data-part')).to.equal(part);
    }
    expect(rings).to.deep.equal(['password-toggle solid 3px', 'user-type-select solid 3px']);
  });
});
