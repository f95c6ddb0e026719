/** The login screen of the built shell: `<login-form>` (issue 6), its user-type select, events and privacy. */

import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const LOGIN = '/public/features/authentication/login';
const TYPES = [
  ['learner', 'Learner'],
  ['proctor', 'Proctor'],
  ['admin', 'Admin'],
  ['instructor', 'Instructor'],
] as const;

/** The form is rendered in the element's light DOM, so plain selectors reach its fields. */
const part = (page: Page, name: string) => page.locator(`login-form [data-part="${name}"]`);
/** The user type: a native select (implicit role combobox), named by its label. */
const typeSelect = (page: Page) => page.getByRole('combobox', { name: 'User type' });
/** The option the select shows. */
const shownOption = (page: Page) => typeSelect(page).locator('option:checked');
const loginNow = (page: Page) => page.getByRole('button', { name: 'Login Now' });

type HostWindow = Window & { __detail?: Record<string, unknown>; __marker?: string };

async function openLogin(page: Page, path = LOGIN) {
  await page.goto(path);
  await expect(part(page, 'email')).toBeVisible();
  await expect(page).toHaveTitle('Log in · Coursify');
}

async function pick(page: Page, label: string) {
  await typeSelect(page).selectOption({ label });
  await expect(shownOption(page)).toHaveText(label);
}

/** The select holds and shows `value` (label `label`). */
async function expectChosen(page: Page, value: string, label: string) {
  await expect(typeSelect(page)).toHaveValue(value);
  await expect(shownOption(page)).toHaveText(label);
}

/** Nothing was chosen: the placeholder shows, Login Now stays disabled. */
async function expectNothingChosen(page: Page) {
  await expectChosen(page, '', 'Select user type');
  await expect(loginNow(page)).toBeDisabled();
}

async function expectDashboard(page: Page, type: string, title: string) {
  await expect(page).toHaveURL(`/private/features/${type}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} dashboard`);
  await expect(page.locator('site-navbar [part~="brand"]')).toContainText('Remotelify');
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  await expect(page).toHaveTitle(`${title} dashboard · Remotelify`);
}

test.describe('login screen', () => {
  test('Login Now is disabled until a user type is picked', async ({ page }) => {
    await openLogin(page);
    await expect(loginNow(page)).toBeDisabled();
    await expect(part(page, 'hint')).toHaveText('Choose a user type to log in.');
    await expect(typeSelect(page)).toHaveAccessibleDescription('Choose a user type to log in.');
    await expectNothingChosen(page);
    await part(page, 'email').fill('someone@example.test');
    await part(page, 'password').fill('not yet');
    await expect(loginNow(page)).toBeDisabled();
    await part(page, 'password').press('Enter'); // no implicit submission without a user type
    await expect(page).toHaveURL(LOGIN);
    await pick(page, 'Learner');
    await expect(loginNow(page)).toBeEnabled();
    await expect(part(page, 'hint')).toHaveCount(0);
    await expect(typeSelect(page)).not.toHaveAttribute('aria-describedby', /.*/);
  });

  test('the select lists the four types and a disabled Developer; selectOption cannot pick Developer', async ({
    page,
  }) => {
    await openLogin(page);
    await expect(typeSelect(page).locator('option')).toHaveText([
      'Select user type',
      'Learner',
      'Proctor',
      'Admin',
      'Instructor',
      'Developer',
    ]);
    await expect(typeSelect(page).locator('option[value="developer"]')).toBeDisabled();
    await expect(typeSelect(page).locator('option[value=""]')).toBeDisabled();
    // Playwright, like a user, cannot choose a disabled option: it waits for it to enable, and gives up.
    await expect(typeSelect(page).selectOption('developer', { timeout: 1000 })).rejects.toThrow();
    await expectNothingChosen(page);
    await pick(page, 'Admin');
    await expectChosen(page, 'admin', 'Admin');
    await expect(loginNow(page)).toBeEnabled();
  });

  test('a page script cannot choose Developer (select.value plus a change event)', async ({ page }) => {
    await openLogin(page);
    const scriptSelect = (value: string) =>
      typeSelect(page).evaluate((select: HTMLSelectElement, value) => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    await scriptSelect('developer');
    await expectNothingChosen(page);
    await pick(page, 'Proctor');
    await scriptSelect('developer');
    await expectChosen(page, 'proctor', 'Proctor');
    await expect(loginNow(page)).toBeEnabled();
    await loginNow(page).click();
    await expectDashboard(page, 'proctor', 'Proctor');
  });

  test('Developer cannot be picked by keyboard: arrows, Home/End, Page keys, type-ahead', async ({ page }) => {
    await openLogin(page);
    await typeSelect(page).focus();
    await page.keyboard.type('dev'); // type-ahead: nothing enabled starts with "d"
    await expectNothingChosen(page);

    await page.keyboard.press('End'); // the last enabled option, which is not Developer
    await expectChosen(page, 'instructor', 'Instructor');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    await expectChosen(page, 'instructor', 'Instructor');
    await page.keyboard.press('Home');
    await expectChosen(page, 'learner', 'Learner');
    await page.keyboard.press('ArrowUp'); // never back to the placeholder
    await expectChosen(page, 'learner', 'Learner');
    await page.keyboard.press('End');
    await page.keyboard.press('d');
    await expectChosen(page, 'instructor', 'Instructor');
    await expect(loginNow(page)).toBeEnabled();
  });

  for (const [type, label] of TYPES) {
    test(`${label} navigates to the ${type} dashboard in the Remotelify layout`, async ({ page }) => {
      await openLogin(page);
      await part(page, 'email').fill(`${type}@example.test`);
      await part(page, 'password').fill(`${type}-password`);
      await pick(page, label);
      await page.evaluate(() => {
        (window as HostWindow).__marker = 'same document';
      });
      await loginNow(page).click();
      await expectDashboard(page, type, label);
      // Routed inside the app, not a page load.
      expect(await page.evaluate(() => (window as HostWindow).__marker)).toBe('same document');
    });
  }

  test('a host listener receives login-submit with {email, password, userType, url}', async ({ page }) => {
    await openLogin(page);
    await page.evaluate(() => {
      document.addEventListener(
        'login-submit',
        (event) => {
          const { detail, bubbles, composed, cancelable } = event as CustomEvent<Record<string, unknown>>;
          (window as HostWindow).__detail = {
            ...detail,
            password: detail.password ? 'present' : 'absent',
            bubbles,
            composed,
            cancelable,
          };
        },
        { capture: true },
      );
    });
    await part(page, 'email').fill('host@example.test');
    await part(page, 'password').fill('host-secret');
    await pick(page, 'Proctor');
    await loginNow(page).click();
    await expectDashboard(page, 'proctor', 'Proctor');
    expect(await page.evaluate(() => (window as HostWindow).__detail)).toEqual({
      email: 'host@example.test',
      password: 'present',
      userType: 'proctor',
      url: '/private/features/proctor/dashboard',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
  });

  test('a host listener that cancels login-submit keeps the page on the login screen', async ({ page }) => {
    await openLogin(page);
    await page.evaluate(() => {
      (window as HostWindow).__marker = 'same document';
      document.addEventListener(
        'login-submit',
        (event) => {
          const detail = (event as CustomEvent<Record<string, unknown>>).detail;
          (window as HostWindow).__detail = { ...detail, password: detail.password ? 'present' : 'absent' };
          event.preventDefault();
        },
        { capture: true },
      );
    });
    await part(page, 'email').fill('cancel@example.test');
    await part(page, 'password').fill('cancel-secret');
    await pick(page, 'Admin');
    await loginNow(page).click();
    await expect.poll(() => page.evaluate(() => (window as HostWindow).__detail?.userType)).toBe('admin');
    expect(await page.evaluate(() => (window as HostWindow).__detail)).toEqual({
      email: 'cancel@example.test',
      password: 'present',
      userType: 'admin',
      url: '/private/features/admin/dashboard',
    });
    await expect(page).toHaveURL(LOGIN);
    await expect(part(page, 'email')).toHaveValue('cancel@example.test');
    expect(await page.evaluate(() => (window as HostWindow).__marker)).toBe('same document'); // no page load
  });

  test('submitting makes no request carrying the form data, and no fetch/XHR at all', async ({ page, context }) => {
    const email = `net-${Date.now()}@example.test`;
    const password = `pw-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await openLogin(page);
    await part(page, 'email').fill(email);
    await part(page, 'password').fill(password);
    await pick(page, 'Learner');
    const fromPage: Request[] = [];
    const fromContext: Request[] = []; // service worker requests included
    page.on('request', (request) => fromPage.push(request));
    context.on('request', (request) => fromContext.push(request));
    await loginNow(page).click();
    await expectDashboard(page, 'learner', 'Learner');

    const show = (r: Request) => `${r.method()} ${r.resourceType()} ${r.url()}`;
    const origin = new URL(page.url()).origin;
    expect(fromPage.filter((r) => ['fetch', 'xhr'].includes(r.resourceType())).map(show)).toEqual([]);
    for (const request of [...fromPage, ...fromContext]) {
      expect(request.method(), show(request)).toBe('GET');
      expect(request.postData(), show(request)).toBeNull();
      expect(new URL(request.url()).origin, show(request)).toBe(origin);
      for (const secret of [email, encodeURIComponent(email), password]) {
        expect(request.url(), show(request)).not.toContain(secret);
      }
    }
    // What does load is code for the route (the lazily loaded dashboard chunk), not data.
    for (const request of fromPage)
      expect(['script', 'stylesheet', 'image', 'font', 'other']).toContain(request.resourceType());
  });

  test('the password is absent from the URL, storage, cookies, history, the page and the console', async ({ page }) => {
    const password = `unique-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await openLogin(page);
    await part(page, 'email').fill('privacy@example.test');
    await part(page, 'password').fill(password);
    await pick(page, 'Instructor');
    await loginNow(page).click();
    await expectDashboard(page, 'instructor', 'Instructor');

    expect(page.url()).not.toContain(password);
    const traces = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i) ?? '';
          return `${key}=${storage.getItem(key)}`;
        });
      return {
        local: dump(localStorage),
        session: dump(sessionStorage),
        cookie: document.cookie,
        history: JSON.stringify(history.state),
        html: document.documentElement.outerHTML,
      };
    });
    for (const entry of [...traces.local, ...traces.session]) expect(entry).not.toContain(password);
    expect(traces.cookie).not.toContain(password);
    expect(traces.history).not.toContain(password);
    expect(traces.html).not.toContain(password);
    for (const line of logged) expect(line).not.toContain(password);
  });

  test('keyboard only: Tab to the fields, choose with the arrows, Login Now with Enter', async ({ page }) => {
    await openLogin(page);
    const focusedPart = () => page.evaluate(() => document.activeElement?.getAttribute('data-part') ?? null);
    for (let presses = 0; (await focusedPart()) !== 'email'; presses++) {
      expect(presses, 'Tab reaches the email field').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('keys@example.test');
    await page.keyboard.press('Tab');
    await expect(part(page, 'password')).toBeFocused();
    await page.keyboard.type('keyboard-secret');
    await page.keyboard.press('Tab');
    await expect(part(page, 'password-toggle')).toBeFocused(); // Show password
    await page.keyboard.press('Tab');
    await expect(typeSelect(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expectChosen(page, 'learner', 'Learner');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expectChosen(page, 'admin', 'Admin');
    await expect(typeSelect(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(loginNow(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectDashboard(page, 'admin', 'Admin');
  });

  test('the login area’s short route /login shows the same form, and logs in', async ({ page }) => {
    await openLogin(page, '/login');
    await expect(page.getByRole('heading', { name: 'Log in to Coursify', level: 1 })).toBeVisible();
    await expect(part(page, 'help-link')).toHaveAttribute('href', '/public/pages/about');
    await pick(page, 'Learner');
    await loginNow(page).click();
    await expectDashboard(page, 'learner', 'Learner');
  });

  test('/public/features/login redirects to the login screen', async ({ page }) => {
    await page.goto('/public/features/login');
    await expect(page).toHaveURL(LOGIN);
    await expect(part(page, 'email')).toBeVisible();
    await expect(loginNow(page)).toBeVisible();
  });

  test('an unknown user type’s dashboard is a 404 routing error', async ({ page }) => {
    await page.goto('/private/features/developer/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core finds no violations in ${theme} mode, before and after a choice; the native list is ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('coursify:theme', JSON.stringify(value)), theme);
      await openLogin(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(typeSelect(page)).toHaveCSS('color-scheme', theme);
      await expectNoAxeViolations(page);
      await pick(page, 'Instructor');
      await expectNoAxeViolations(page);
    });
  }
});
