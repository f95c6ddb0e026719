/// <reference types="mocha" />
/**
 * <login-form> on the built module in a real browser: the form in the light DOM (autofill), scoped styles,
 * login-submit / social-login / register-submit, what never carries the password, validate mode, register mode.
 * Every submit here is cancelled (a window listener as a safety net), so the test page never navigates.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { LoginFormElement, LoginSubmitDetail } from '../../src/elements/login-form';
import { formPart, loadLoginForm, shadow, spyFetch, typeInto, until, untilForm } from './helpers';
import { press } from './keys';

const PASSWORD = 'Tr0ub4dor&3-unique';
const input = (el: Element, name: string) => formPart<HTMLInputElement>(el, name) as HTMLInputElement;
const button = (el: Element, name: string) => formPart<HTMLButtonElement>(el, name) as HTMLButtonElement;

async function mount(markup = html`<login-form></login-form>`): Promise<LoginFormElement> {
  const el = await fixture<LoginFormElement>(markup);
  await untilForm(el);
  return el;
}

/** Fills the login form like a user and picks a type by keyboard in the select (`downs` below Learner). */
async function fillLogin(el: Element, downs = 0): Promise<void> {
  typeInto(input(el, 'email'), 'ada@example.com');
  typeInto(input(el, 'password'), PASSWORD);
  (formPart(el, 'user-type-select') as HTMLElement).focus();
  for (let i = 0; i <= downs; i++) await press('ArrowDown');
  await until(() => !button(el, 'submit').disabled, 'Login Now enabled');
}

const stopNavigation = (event: Event) => event.preventDefault();

describe('<login-form> contract', () => {
  before(async () => {
    await loadLoginForm();
    window.addEventListener('login-submit', stopNavigation);
    window.addEventListener('register-submit', stopNavigation);
  });
  after(() => {
    window.removeEventListener('login-submit', stopNavigation);
    window.removeEventListener('register-submit', stopNavigation);
  });
  afterEach(() => document.documentElement.classList.remove('dark'));

  describe('light DOM, for autofill', () => {
    it('renders the form into its own light DOM, shown through a slot of its shadow root', async () => {
      const el = await mount();
      const form = formPart(el, 'form') as HTMLFormElement;
      expect(form.getRootNode() === document, 'the form is in the document tree').to.equal(true);
      expect(form.parentElement?.classList.contains('coursify-login-form')).to.equal(true);
      expect(shadow(el).querySelector('slot') !== null, 'a slot').to.equal(true);
      expect(form.getAttribute('method')).to.equal('post');
      expect(form.hasAttribute('action')).to.equal(false);
      expect(input(el, 'email').autocomplete).to.equal('username');
      expect(input(el, 'password').autocomplete).to.equal('current-password');
      expect(document.querySelectorAll('login-form input[type="password"]').length).to.equal(1);
    });

    it('adds no <style> to the page, and every rule of its document sheet is scoped to .coursify-login-form', async () => {
      const before = document.querySelectorAll('style, link[rel="stylesheet"]').length;
      await mount();
      expect(document.querySelectorAll('style, link[rel="stylesheet"]').length).to.equal(before);
      const ours = document.adoptedStyleSheets.filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('coursify-login-form')),
      );
      expect(ours.length).to.equal(1);
      const unscoped: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
              if (!selector.includes('.coursify-login-form')) unscoped.push(selector);
            }
          } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      walk(ours[0].cssRules);
      expect(unscoped).to.deep.equal([]);
    });

    it('is styled and themed through the element’s tokens, and the page’s plain rules do not restyle it', async () => {
      const el = await mount();
      const card = formPart(el, 'form') as HTMLElement;
      expect(getComputedStyle(card).backgroundColor).to.equal('rgb(255, 255, 255)');
      document.documentElement.classList.add('dark');
      await until(() => getComputedStyle(card).backgroundColor === 'rgb(30, 41, 59)', 'dark surface');
      // A page's own element rules (no !important) lose to the scoped ones.
      const style = document.createElement('style');
      style.textContent = 'input, button { background: rgb(255, 0, 0); } form { padding: 0; }';
      document.head.append(style);
      try {
        expect(getComputedStyle(input(el, 'email')).backgroundColor).to.equal('rgb(30, 41, 59)');
        expect(getComputedStyle(card).paddingTop).to.not.equal('0px');
      } finally {
        style.remove();
      }
    });

    it('removes its light-DOM form when it leaves, keeps it (and what was typed) when moved', async () => {
      const el = await mount();
      typeInto(input(el, 'email'), 'kept@example.com');
      const wrapper = document.createElement('div');
      document.body.append(wrapper);
      wrapper.append(el);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(input(el, 'email').value).to.equal('kept@example.com');
      expect(el.querySelectorAll('.coursify-login-form').length).to.equal(1);
      el.remove();
      await until(() => el.querySelector('.coursify-login-form') === null, 'container removed');
      wrapper.remove();
    });
  });

  describe('login-submit', () => {
    it('reaches the document with {email, password, userType, url}, bubbling, composed and cancelable', async () => {
      const el = await mount();
      await fillLogin(el, 3);
      const seen: Array<{ detail: LoginSubmitDetail; flags: boolean[] }> = [];
      const listener = (event: Event) => {
        const e = event as CustomEvent<LoginSubmitDetail>;
        seen.push({ detail: e.detail, flags: [e.bubbles, e.composed, e.cancelable] });
        event.preventDefault();
      };
      document.addEventListener('login-submit', listener);
      try {
        const href = location.href;
        button(el, 'submit').click();
        await until(() => seen.length === 1, 'login-submit');
        expect(seen[0].detail).to.deep.equal({
          email: 'ada@example.com',
          password: PASSWORD,
          userType: 'instructor',
          url: '/private/features/instructor/dashboard',
        });
        expect(seen[0].flags).to.deep.equal([true, true, true]);
        expect(location.href).to.equal(href);
      } finally {
        document.removeEventListener('login-submit', listener);
      }
    });

    it('each of the four types computes its dashboard; dashboard-url is a template', async () => {
      const urls: string[] = [];
      const listener = (event: Event) => urls.push((event as CustomEvent<LoginSubmitDetail>).detail.url ?? 'null');
      document.addEventListener('login-submit', listener);
      try {
        for (const downs of [0, 1, 2, 3]) {
          const el = await mount();
          await fillLogin(el, downs);
          button(el, 'submit').click();
        }
        const custom = await mount(html`<login-form dashboard-url="/app/{userType}/home"></login-form>`);
        await fillLogin(custom, 2);
        button(custom, 'submit').click();
        await until(() => urls.length === 5, 'five submits');
        expect(urls).to.deep.equal([
          '/private/features/learner/dashboard',
          '/private/features/proctor/dashboard',
          '/private/features/admin/dashboard',
          '/private/features/instructor/dashboard',
          '/app/admin/home',
        ]);
      } finally {
        document.removeEventListener('login-submit', listener);
      }
    });

    it('Enter in the password field submits once a type is chosen', async () => {
      const el = await mount();
      await fillLogin(el);
      let count = 0;
      const listener = () => count++;
      document.addEventListener('login-submit', listener);
      try {
        input(el, 'password').focus();
        await press('Enter');
        await until(() => count === 1, 'submitted by Enter');
      } finally {
        document.removeEventListener('login-submit', listener);
      }
    });
  });

  describe('the password goes nowhere else', () => {
    it('not in storage, the URL, a request, the console, or any event but login-submit', async () => {
      localStorage.clear();
      sessionStorage.clear();
      const events: Array<{ type: string; text: string }> = [];
      const realDispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
        const detail = (event as CustomEvent).detail;
        events.push({ type: event.type, text: detail === undefined ? '' : JSON.stringify(detail) });
        return realDispatch.call(this, event);
      };
      const logged: string[] = [];
      const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const;
      const originals = consoleMethods.map((name) => console[name]);
      for (const name of consoleMethods)
        console[name] = (...args: unknown[]) => logged.push(args.map(String).join(' '));
      const fetches = spyFetch();
      const resources = performance.getEntriesByType('resource').length;
      try {
        const el = await mount();
        await fillLogin(el, 1);
        button(el, 'password-toggle').click();
        button(el, 'social-google').click();
        button(el, 'social-facebook').click();
        button(el, 'submit').click();
        await until(() => events.some((e) => e.type === 'login-submit'), 'submitted');
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        EventTarget.prototype.dispatchEvent = realDispatch;
        consoleMethods.forEach((name, i) => {
          console[name] = originals[i];
        });
        fetches.restore();
      }
      expect(events.filter((e) => e.type === 'social-login').map((e) => e.text)).to.deep.equal([
        '{"provider":"google","mode":"login"}',
        '{"provider":"facebook","mode":"login"}',
      ]);
      const carrying = events.filter((e) => e.text.includes(PASSWORD)).map((e) => e.type);
      expect(carrying).to.deep.equal(['login-submit']);
      expect(logged.filter((line) => line.includes(PASSWORD))).to.deep.equal([]);
      expect(fetches.urls).to.deep.equal([]);
      expect(performance.getEntriesByType('resource').length).to.equal(resources);
      expect(location.href.includes(PASSWORD) || location.href.includes(encodeURIComponent(PASSWORD))).to.equal(false);
      expect(localStorage.length + sessionStorage.length).to.equal(0);
      expect(document.cookie.includes(PASSWORD)).to.equal(false);
    });

    it('show/hide password: "Show password" toggles aria-pressed and the input type; submit hides it again', async () => {
      const el = await mount();
      await fillLogin(el);
      const toggle = button(el, 'password-toggle');
      expect([toggle.textContent, toggle.getAttribute('aria-pressed')]).to.deep.equal(['Show password', 'false']);
      toggle.click();
      await until(() => input(el, 'password').type === 'text', 'shown');
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      button(el, 'submit').click();
      await until(() => input(el, 'password').type === 'password', 'hidden on submit');
    });
  });

  describe('social buttons', () => {
    it('are labelled buttons that emit social-login (bubbling, composed) and do nothing else', async () => {
      const el = await mount(html`<login-form mode="register"></login-form>`);
      const seen: string[] = [];
      const listener = (event: Event) => {
        const e = event as CustomEvent;
        seen.push(`${JSON.stringify(e.detail)} ${e.bubbles} ${e.composed} ${e.cancelable}`);
      };
      document.addEventListener('social-login', listener);
      try {
        // The name: the button's own text (its icon is aria-hidden).
        const name = (b: Element) =>
          [...b.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent)
            .join('');
        expect(name(button(el, 'social-google'))).to.equal('Continue with Google');
        expect(name(button(el, 'social-facebook'))).to.equal('Continue with Facebook');
        expect(button(el, 'social-facebook').type).to.equal('button');
        button(el, 'social-google').click();
        button(el, 'social-facebook').click();
        expect(seen).to.deep.equal([
          '{"provider":"google","mode":"register"} true true false',
          '{"provider":"facebook","mode":"register"} true true false',
        ]);
      } finally {
        document.removeEventListener('social-login', listener);
      }
    });
  });
});
