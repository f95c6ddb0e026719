/// <reference types="mocha" />
/**
 * <login-form> attributes on the built module: mode (register fields and Register Now), validate (announced
 * messages tied to fields, focus to the first invalid), help-url, login-url, heading, and a custom tag name.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { LoginFormElement, RegisterSubmitDetail } from '../../src/elements/login-form';
import { captureConsole, describedText, formPart, loadLoginForm, typeInto, until, untilForm } from './helpers';

const input = (el: Element, name: string) => formPart<HTMLInputElement>(el, name) as HTMLInputElement;
const submit = (el: Element) => formPart<HTMLButtonElement>(el, 'submit') as HTMLButtonElement;

let define: Awaited<ReturnType<typeof loadLoginForm>>['define'];
const cancel = (event: Event) => event.preventDefault();

describe('<login-form> modes and attributes', () => {
  before(async () => {
    ({ define } = await loadLoginForm());
    window.addEventListener('login-submit', cancel);
    window.addEventListener('register-submit', cancel);
  });
  after(() => {
    window.removeEventListener('login-submit', cancel);
    window.removeEventListener('register-submit', cancel);
  });

  describe('mode="register"', () => {
    it('shows first name, last name, email address, mobile number and password with their autocomplete', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form mode="register"></login-form>`);
      await untilForm(el);
      const fields = [...el.querySelectorAll('input')].map((i) => {
        const label = el.querySelector(`label[for="${i.id}"]`)?.textContent;
        return `${label}|${i.type}|${i.autocomplete}`;
      });
      expect(fields).to.deep.equal([
        'First name|text|given-name',
        'Last name|text|family-name',
        'Email address|email|email',
        'Mobile number|tel|tel',
        'Password|password|new-password',
      ]);
      expect(submit(el).textContent).to.equal('Register Now');
      expect(formPart(el, 'user-type-select') === null).to.equal(true);
      expect(formPart(el, 'help-link') === null).to.equal(true);
    });

    it('Register Now emits a cancelable register-submit with the fields and the login URL', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form mode="register"></login-form>`);
      await untilForm(el);
      typeInto(input(el, 'first-name'), 'Ada');
      typeInto(input(el, 'last-name'), 'Lovelace');
      typeInto(input(el, 'email'), 'ada@example.com');
      typeInto(input(el, 'mobile'), '+44 20 7946 0958');
      typeInto(input(el, 'password'), 'engine');
      const seen: Array<RegisterSubmitDetail & { cancelable: boolean }> = [];
      const listener = (e: Event) =>
        seen.push({ ...(e as CustomEvent<RegisterSubmitDetail>).detail, cancelable: e.cancelable });
      document.addEventListener('register-submit', listener);
      try {
        submit(el).click();
        await until(() => seen.length === 1, 'register-submit');
        expect(seen[0]).to.deep.equal({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          mobile: '+44 20 7946 0958',
          password: 'engine',
          url: '/public/features/login',
          cancelable: true,
        });
        // Two props set in one task render in one commit: once the new heading shows, the new URL is in too (a
        // fixed wait here failed in WebKit on a busy machine).
        el.loginUrl = '/public/features/authentication/login';
        el.heading = 'Join us';
        await until(() => formPart(el, 'heading')?.textContent === 'Join us', 'the new props rendered');
        submit(el).click();
        await until(() => seen.length === 2, 'second submit');
        expect(seen[1].url).to.equal('/public/features/authentication/login');
      } finally {
        document.removeEventListener('register-submit', listener);
      }
    });

    it('switches between login and register with the attribute and the property; a bad mode warns', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form></login-form>`);
      await untilForm(el);
      el.mode = 'register';
      await until(() => formPart(el, 'form')?.getAttribute('data-mode') === 'register', 'register');
      expect(el.getAttribute('mode')).to.equal('register');
      const logs = await captureConsole(async () => {
        el.setAttribute('mode', 'signup');
        await until(() => formPart(el, 'form')?.getAttribute('data-mode') === 'login', 'back to login');
      });
      expect(logs.warn.some((line) => line.includes('attribute "mode"') && line.includes('"signup"'))).to.equal(true);
    });
  });

  describe('validate', () => {
    it('off by default: an empty login goes through', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form></login-form>`);
      await untilForm(el);
      typeInto(formPart(el, 'user-type-select') as HTMLSelectElement, 'learner');
      await until(() => !submit(el).disabled, 'enabled');
      let count = 0;
      const listener = () => count++;
      document.addEventListener('login-submit', listener);
      try {
        submit(el).click();
        await until(() => count === 1, 'submitted');
        expect(el.querySelector('[aria-invalid="true"]') === null).to.equal(true);
      } finally {
        document.removeEventListener('login-submit', listener);
      }
    });

    it('on: messages tied to the fields, an alert, focus on the first invalid field, no event', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form validate></login-form>`);
      await untilForm(el);
      typeInto(input(el, 'email'), 'not-an-email');
      typeInto(formPart(el, 'user-type-select') as HTMLSelectElement, 'admin');
      await until(() => !submit(el).disabled, 'enabled');
      let count = 0;
      const listener = () => count++;
      document.addEventListener('login-submit', listener);
      try {
        submit(el).click();
        await until(() => input(el, 'email').getAttribute('aria-invalid') === 'true', 'email invalid');
        expect(describedText(input(el, 'email'))).to.equal('Enter an email address like name@example.com.');
        expect(describedText(input(el, 'password'))).to.equal('Enter your password.');
        expect(el.querySelector('[role="alert"]')?.textContent).to.contain('2 fields need attention');
        await until(() => document.activeElement === input(el, 'email'), 'focus on the email');
        expect(count).to.equal(0);
        typeInto(input(el, 'email'), 'ada@example.com');
        typeInto(input(el, 'password'), 'pw');
        await until(() => el.querySelector('[aria-invalid="true"]') === null, 'fixed');
        submit(el).click();
        await until(() => count === 1, 'submitted');
      } finally {
        document.removeEventListener('login-submit', listener);
      }
    });

    it('register: all five fields required; mobile and email checked', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form mode="register" validate></login-form>`);
      await untilForm(el);
      typeInto(input(el, 'mobile'), 'call me');
      submit(el).click();
      await until(() => el.querySelectorAll('[aria-invalid="true"]').length === 5, 'five invalid');
      await until(() => document.activeElement === input(el, 'first-name'), 'focus on first name');
      expect(describedText(input(el, 'mobile'))).to.contain('Enter a mobile number of digits');
    });
  });

  describe('links, heading and tag', () => {
    it('Troubleshoot Account links to help-url (the about page by default); an unsafe one is no link', async () => {
      const el = await fixture<LoginFormElement>(html`<login-form></login-form>`);
      await untilForm(el);
      const link = () => formPart<HTMLAnchorElement>(el, 'help-link');
      expect([link()?.textContent, link()?.getAttribute('href')]).to.deep.equal([
        'Troubleshoot Account',
        '/public/pages/about',
      ]);
      el.helpUrl = '/help';
      await until(() => link()?.getAttribute('href') === '/help', 'new help url');
      const logs = await captureConsole(async () => {
        el.setAttribute('help-url', 'javascript:alert(1)');
        await until(() => link() === null, 'no link');
      });
      expect(logs.warn.some((line) => line.includes('<login-form> attribute "help-url"'))).to.equal(true);
    });

    it('heading names the form; registered under another tag it works the same', async () => {
      define('acme-login');
      const el = await fixture<HTMLElement>(html`<acme-login heading="Sign in to Acme"></acme-login>`);
      const form = await untilForm(el);
      const headingId = form.getAttribute('aria-labelledby') ?? '';
      expect(document.getElementById(headingId)?.textContent).to.equal('Sign in to Acme');
      expect(formPart(el, 'user-type-select') !== null, 'the user type').to.equal(true);
    });
  });
});
