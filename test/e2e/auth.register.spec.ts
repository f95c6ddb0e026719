/** The registration screen of the built shell (`<login-form mode="register">`), and both screens' social buttons. */

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const REGISTER = '/public/features/authentication/register';
const LOGIN = '/public/features/authentication/login';

const part = (page: Page, name: string) => page.locator(`login-form [data-part="${name}"]`);

type HostWindow = Window & { __detail?: Record<string, unknown>; __social?: unknown[]; __marker?: string };

async function openRegister(page: Page, path = REGISTER) {
  await page.goto(path);
  await expect(part(page, 'first-name')).toBeVisible();
  await expect(page).toHaveTitle('Create your account · Coursify');
}

test.describe('registration screen', () => {
  test('fields: labels, types and autocomplete for first name, last name, email, mobile, password', async ({
    page,
  }) => {
    await openRegister(page);
    await expect(page.getByRole('heading', { name: 'Create your Coursify account', level: 1 })).toBeVisible();
    const fields = [
      ['First name', 'first-name', 'text', 'given-name'],
      ['Last name', 'last-name', 'text', 'family-name'],
      ['Email address', 'email', 'email', 'email'],
      ['Mobile number', 'mobile', 'tel', 'tel'],
      ['Password', 'password', 'password', 'new-password'],
    ] as const;
    for (const [label, name, type, autocomplete] of fields) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('data-part', name);
      await expect(input).toHaveAttribute('type', type);
      await expect(input).toHaveAttribute('autocomplete', autocomplete);
    }
    const order = await page
      .locator('login-form input')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-part')));
    expect(order).toEqual(fields.map(([, name]) => name));
    await expect(page.getByRole('button', { name: 'Register Now' })).toHaveAttribute('type', 'submit');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    // No user type and no Login Now on this screen.
    await expect(page.locator('login-form select')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login Now' })).toHaveCount(0);
  });

  test('Register Now ends on the login screen, via /public/features/login, without a request', async ({ page }) => {
    const password = `new-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await openRegister(page);
    await page.evaluate(() => {
      (window as HostWindow).__marker = 'same document';
      document.addEventListener(
        'register-submit',
        (event) => {
          const detail = (event as CustomEvent<Record<string, unknown>>).detail;
          (window as HostWindow).__detail = { ...detail, password: detail.password ? 'present' : 'absent' };
        },
        { capture: true },
      );
    });
    await part(page, 'first-name').fill('Ada');
    await part(page, 'last-name').fill('Lovelace');
    await part(page, 'email').fill('ada@example.test');
    await part(page, 'mobile').fill('+1 555 0100');
    await part(page, 'password').fill(password);
    const methods: string[] = [];
    page.on('request', (request) => methods.push(`${request.method()} ${request.resourceType()} ${request.url()}`));
    await page.getByRole('button', { name: 'Register Now' }).click();

    await expect(page).toHaveURL(LOGIN);
    await expect(page).toHaveTitle('Log in · Coursify');
    await expect(page.getByRole('button', { name: 'Login Now' })).toBeVisible();
    await expect(part(page, 'email')).toHaveValue(''); // a fresh login form
    expect(await page.evaluate(() => (window as HostWindow).__marker)).toBe('same document'); // routed in the app
    expect(await page.evaluate(() => (window as HostWindow).__detail)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      mobile: '+1 555 0100',
      password: 'present',
      url: '/public/features/login',
    });
    for (const request of methods) {
      expect(request).toMatch(/^GET (script|stylesheet|image|font|other) /);
      expect(request).not.toContain(password);
    }
    expect(page.url()).not.toContain(password);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(password);
  });

  test('the short route /register shows the same form', async ({ page }) => {
    await openRegister(page, '/register');
    await expect(page.getByRole('heading', { name: 'Create your Coursify account', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core finds no violations in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('coursify:theme', JSON.stringify(value)), theme);
      await openRegister(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('social buttons', () => {
  for (const [mode, path] of [
    ['login', LOGIN],
    ['register', REGISTER],
  ] as const) {
    test(`on the ${mode} screen, Google and Facebook emit social-login {provider} and do not navigate`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(part(page, 'email')).toBeVisible();
      await page.evaluate(() => {
        (window as HostWindow).__marker = 'same document';
        (window as HostWindow).__social = [];
        document.addEventListener('social-login', (event) => {
          (window as HostWindow).__social?.push((event as CustomEvent).detail);
        });
      });
      await part(page, 'email').fill('social@example.test');
      await part(page, 'password').fill('never-in-social-login');
      for (const [provider, name] of [
        ['google', 'Google'],
        ['facebook', 'Facebook'],
      ] as const) {
        const button = page.getByRole('button', { name: `Continue with ${name}` });
        await expect(button).toHaveAttribute('type', 'button');
        await button.click();
        await expect
          .poll(() => page.evaluate(() => (window as HostWindow).__social?.at(-1)))
          .toEqual({ provider, mode }); // which button, never a field of the form
      }
      expect(await page.evaluate(() => (window as HostWindow).__social)).toHaveLength(2);
      await expect(page).toHaveURL(path);
      await expect(part(page, 'email')).toHaveValue('social@example.test');
      expect(await page.evaluate(() => (window as HostWindow).__marker)).toBe('same document');
    });
  }
});
