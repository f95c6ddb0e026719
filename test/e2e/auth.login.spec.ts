/** The login screen of the built shell: `<login-form>` (issue 6), its picker, events and privacy. */

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
const combobox = (page: Page) => page.locator('login-form [role="combobox"]');
const listbox = (page: Page) => page.locator('login-form [role="listbox"]');
const option = (page: Page, value: string) => page.locator(`login-form [role="option"][data-value="${value}"]`);
const loginNow = (page: Page) => page.getByRole('button', { name: 'Login Now' });

type HostWindow = Window & { __detail?: Record<string, unknown>; __marker?: string };

async function openLogin(page: Page, path = LOGIN) {
  await page.goto(path);
  await expect(part(page, 'email')).toBeVisible();
  await expect(page).toHaveTitle('Log in · Coursify');
}

async function pick(page: Page, label: string) {
  await combobox(page).click();
  await listbox(page).getByRole('option', { name: label, exact: true }).click();
  await expect(combobox(page)).toHaveText(label);
}

/** Visual focus in the open list is on `value`, both as data-active and as the combobox's aria-activedescendant. */
async function expectActive(page: Page, value: string) {
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  const active = listbox(page).locator('[role="option"][data-active]');
  await expect(active).toHaveAttribute('data-value', value);
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '-');
  await expect(option(page, 'developer')).not.toHaveAttribute('data-active', /.*/);
}

/** Nothing was chosen: the placeholder shows, no option is selected, Login Now stays disabled. */
async function expectNothingChosen(page: Page) {
  await expect(combobox(page)).toHaveText('Select user type');
  await expect(page.locator('login-form [role="option"][aria-selected="true"]')).toHaveCount(0);
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
    await expect(combobox(page)).toHaveAccessibleDescription('Choose a user type to log in.');
    await part(page, 'email').fill('someone@example.test');
    await part(page, 'password').fill('not yet');
    await expect(loginNow(page)).toBeDisabled();
    await part(page, 'password').press('Enter'); // no implicit submission without a user type
    await expect(page).toHaveURL(LOGIN);
    await pick(page, 'Learner');
    await expect(loginNow(page)).toBeEnabled();
    await expect(part(page, 'hint')).toHaveCount(0);
  });

  test('Developer cannot be picked by click, and the picker closes on choosing an enabled option', async ({ page }) => {
    await openLogin(page);
    await combobox(page).click();
    await expect(listbox(page)).toBeVisible();
    await expect(option(page, 'developer')).toHaveAttribute('aria-disabled', 'true');
    await expectActive(page, 'learner');
    await expect(option(page, 'developer')).toBeDisabled();
    await option(page, 'developer').hover();
    await expectActive(page, 'learner'); // the pointer never gives it visual focus
    // A real click at the option (force: Playwright would otherwise wait for an aria-disabled option to enable).
    await option(page, 'developer').click({ force: true });
    await expect(listbox(page)).toBeVisible(); // still open, nothing chosen
    await expectNothingChosen(page);

    await option(page, 'admin').click();
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant', /.*/);
    await expect(combobox(page)).toHaveText('Admin');
    await expect(combobox(page)).toBeFocused();
    await expect(option(page, 'admin')).toHaveAttribute('aria-selected', 'true');
    await expect(option(page, 'developer')).toHaveAttribute('aria-selected', 'false');
    await expect(loginNow(page)).toBeEnabled();
  });

  test('Developer cannot be picked by keyboard: arrows, Home/End, Page keys, type-ahead', async ({ page }) => {
    await openLogin(page);
    await combobox(page).focus();
    await page.keyboard.press('d'); // type-ahead opens the list; nothing enabled starts with "d"
    await expectActive(page, 'learner');
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expectNothingChosen(page);

    await page.keyboard.press('End'); // opens on the last enabled option, which is not Developer
    await expectActive(page, 'instructor');
    await page.keyboard.press('ArrowDown');
    await expectActive(page, 'instructor');
    await page.keyboard.press('PageDown');
    await expectActive(page, 'instructor');
    await page.keyboard.press('Home');
    await expectActive(page, 'learner');
    await page.keyboard.press('ArrowUp');
    await expectActive(page, 'learner');
    await page.keyboard.press('End');
    await page.keyboard.press('d');
    await expectActive(page, 'instructor');
    await page.keyboard.type('dev');
    await expectActive(page, 'instructor');
    await page.keyboard.press('Enter');
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveText('Instructor');
    await expect(option(page, 'developer')).toHaveAttribute('aria-selected', 'false');

    // Reopened, the list starts on the chosen option; arrows still stop short of Developer.
    await page.keyboard.press('ArrowDown');
    await expectActive(page, 'instructor');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveText('Instructor');
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

  test('keyboard only: Tab to the fields, pick with the arrows, Login Now with Enter', async ({ page }) => {
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
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expectActive(page, 'learner');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectActive(page, 'admin');
    await page.keyboard.press('Enter');
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveText('Admin');
    await expect(combobox(page)).toBeFocused();
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
    test(`axe-core finds no violations in ${theme} mode, picker closed and open`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('coursify:theme', JSON.stringify(value)), theme);
      await openLogin(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectNoAxeViolations(page);
      await combobox(page).click();
      await expect(listbox(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
