/**
 * A real install offer, as a new visitor meets it: Chromium with an ordinary (persistent) profile and the service
 * worker allowed fires a trusted `beforeinstallprompt` about a second after the built shell loads. The other e2e
 * tests block service workers and dispatch a synthetic offer, so they never meet this.
 *
 * Proven here: the first page view stays fully usable once the real offer has arrived (focus stays where the
 * visitor put it, nothing is modal, a navbar link takes the click), the navbar's Install app entry is there, and
 * the banner appears on the second page view (the engagement rule: docs/elements/install-prompt.md), non-modal.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

type OfferWindow = Window & { e2eRealOffers?: boolean[] };

/** Whether any element, in the page or in any shadow root, is a modal dialog (the rest of the page inert). */
const anyModal = (page: Page) =>
  page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.some((root) => root.querySelector(':modal') !== null);
  });

/** The focused element through open shadow roots, described by tag and accessible hints. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName}[type=${active.getAttribute('type')}]` : 'none';
  });

const offers = (page: Page) => page.evaluate(() => (window as OfferWindow).e2eRealOffers ?? []);

let profile: string;
let context: BrowserContext;

test.beforeEach(async ({ baseURL }) => {
  profile = await mkdtemp(join(tmpdir(), 'coursify-e2e-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  });
  // Notes every beforeinstallprompt and whether the browser itself sent it (isTrusted), before any page script.
  await context.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', (event) => {
      const w = window as OfferWindow;
      w.e2eRealOffers = [...(w.e2eRealOffers ?? []), event.isTrusted];
    });
  });
});

test.afterEach(async () => {
  await context?.close();
  await rm(profile, { recursive: true, force: true });
});

test('a real offer: the first page view stays usable; the banner comes with the second page view', async () => {
  test.setTimeout(60_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // A first visit: the visitor starts typing in the catalog's search box at once.
  await page.goto('/public/features/courses/all');
  const search = page.getByRole('searchbox', { name: 'Search courses' });
  await search.click();
  await page.keyboard.type('ja');

  // The browser's own offer arrives (trusted), and the element keeps it.
  await expect.poll(() => offers(page), { timeout: 20_000 }).toEqual([true]);
  const installApp = page.locator('site-navbar').getByRole('button', { name: 'Install app' });
  await expect(installApp).toBeVisible();

  // Nothing unasked: no modal, no banner, focus where the visitor put it, typing goes on.
  await page.waitForTimeout(500); // anything the offer would set off has had its chance
  expect(await anyModal(page)).toBe(false);
  await expect(page.locator('install-prompt [part~="banner"]')).toHaveCount(0);
  expect(await focused(page)).toBe('input[type=search]');
  await page.keyboard.type('va');
  await expect(search).toHaveValue('java');

  // A navbar link takes the click: the second page view, and now the unobtrusive banner.
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/public\/pages\/about$/);
  const banner = page.getByRole('region', { name: 'Install Our App' });
  await expect(banner).toBeVisible();
  expect(await anyModal(page)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.localName)).not.toBe('install-prompt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On purpose, the navbar's entry opens the dialog, modal, focus inside; Escape closes it and remembers that.
  await installApp.click();
  const dialog = page.getByRole('dialog', { name: 'Install Our App' });
  await expect(dialog).toBeVisible();
  expect(await anyModal(page)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Install App' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(installApp).toBeFocused();
  await expect(banner).toHaveCount(0);
  expect(errors).toEqual([]);
});
