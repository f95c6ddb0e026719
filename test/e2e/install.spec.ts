/**
 * <install-prompt> on the built shell with a synthetic `beforeinstallprompt` offer: nothing unasked
 * on the first page view, the navbar's Install app entry, the banner from the second page view on, dismissals.
 * A real offer, in a persistent profile with the service worker, is in install-real.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, firstCard, openShell, SHELL_PAGES } from './prefs-helpers';

const DISMISSAL_KEY = 'coursify-elements.install-prompt.dismissed';

type InstallWindow = Window & {
  e2ePrompted?: number;
  e2eEvents?: string[];
};

const installDialog = (page: Page) => page.getByRole('dialog', { name: 'Install Our App' });
const banner = (page: Page) => page.getByRole('region', { name: 'Install Our App' });
/** The navbar's entry to the offer: the shell's button in its `actions` slot, opening the page's <install-prompt>. */
const installButton = (page: Page) => page.locator('site-navbar').getByRole('button', { name: 'Install app' });
/** Whether any dialog (in the page or in a shadow root) is modal: the page behind it would be inert. */
const anyModal = (page: Page) =>
  page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.some((root) => root.querySelector(':modal') !== null);
  });
/** Whether focus is inside <install-prompt> (its trigger, banner or dialog). */
const focusInPrompt = (page: Page) => page.evaluate(() => document.activeElement?.localName === 'install-prompt');

/** Notes the element's events (`install-available`, `install-choice` with its outcome, `install-dismiss`). */
async function watchInstallEvents(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await customElements.whenDefined('install-prompt');
    const w = window as InstallWindow;
    w.e2eEvents = [];
    // On the document (the events bubble and are composed): a layout change may replace the element.
    const element = document;
    element.addEventListener('install-available', () => w.e2eEvents?.push('available'));
    element.addEventListener('install-choice', (event) =>
      w.e2eEvents?.push(`choice:${(event as CustomEvent<{ outcome: string }>).detail.outcome}`),
    );
    element.addEventListener('install-dismiss', () => w.e2eEvents?.push('dismiss'));
  });
}

const installEvents = (page: Page) => page.evaluate(() => (window as InstallWindow).e2eEvents ?? []);

/**
 * What Chromium does when the site is installable: a cancelable `beforeinstallprompt` with `prompt()` and
 * `userChoice`. Returns whether the page called preventDefault() (kept the offer for its own dialog).
 */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate(async (choice) => {
    await customElements.whenDefined('install-prompt');
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      platforms: ['web'],
      prompt: () => {
        const w = window as InstallWindow;
        w.e2ePrompted = (w.e2ePrompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const prompted = (page: Page) => page.evaluate(() => (window as InstallWindow).e2ePrompted ?? 0);
const storedDismissal = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DISMISSAL_KEY);

/** Two frames after whatever was queued: React has rendered (or not) what the offer leads to. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function expectOfferShown(page: Page): Promise<void> {
  const dialog = installDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Install Our App' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Install App' })).toBeFocused();
}

test.describe('install prompt', () => {
  for (const shell of SHELL_PAGES) {
    test(`on the ${shell.name}, first page view: no banner, no dialog; the navbar's Install app opens it`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openShell(page, shell);
      await watchInstallEvents(page);
      await expect(installButton(page)).toHaveCount(0);

      expect(await offerInstall(page, 'accepted')).toBe(true);
      await expect.poll(() => installEvents(page)).toEqual(['available']);
      await expect(installButton(page)).toBeVisible();
      await nextFrames(page);
      await expect(banner(page)).toHaveCount(0); // the first page view of a first visit: nothing unasked
      await expect(installDialog(page)).toBeHidden();
      expect(await anyModal(page)).toBe(false);

      await installButton(page).click();
      await expectOfferShown(page);
      await installDialog(page).getByRole('button', { name: 'Install App' }).click();
      await expect(installDialog(page)).toBeHidden();
      expect(await prompted(page)).toBe(1);
      await expect.poll(() => installEvents(page)).toEqual(['available', 'choice:accepted']);
      await expect(installButton(page)).toHaveCount(0); // the offer is used
      expect(await storedDismissal(page)).toBeNull(); // an install is not a dismissal
      expect(errors).toEqual([]);
    });
  }

  test('the next page view shows the banner: non-modal, no focus taken; Install calls prompt()', async ({ page }) => {
    const errors = collectErrors(page);
    await openShell(page, SHELL_PAGES[1]);
    await watchInstallEvents(page);
    await offerInstall(page, 'accepted');
    await expect.poll(() => installEvents(page)).toEqual(['available']);
    await nextFrames(page);
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/public\/pages\/about$/);
    await expect(banner(page)).toBeVisible();
    expect(await anyModal(page)).toBe(false);
    expect(await focusInPrompt(page)).toBe(false);
    await expect(page.locator('install-prompt [role="status"]')).toContainText('Install Our App');
    // The page stays usable around it: its links still take clicks.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/public\/features\/courses\/all$/);
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await prompted(page)).toBe(1);
    // The page's one element (after the page, outside the layouts) announces the offer once.
    await expect.poll(async () => (await installEvents(page)).at(-1)).toBe('choice:accepted');
    expect(new Set(await installEvents(page))).toEqual(new Set(['available', 'choice:accepted']));
    expect(errors).toEqual([]);
  });

  test('on a phone the banner is a bar at the bottom, and the page keeps room for it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/public/pages/about');
    await page.goto(SHELL_PAGES[1].path); // the second page view
    await expect(firstCard(page, SHELL_PAGES[1])).toBeVisible();
    const padding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    expect(await padding()).toBe('0px');
    await offerInstall(page, 'accepted');
    await expect(banner(page)).toBeVisible();
    const box = await banner(page).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    expect(box?.height ?? 999).toBeLessThanOrEqual(72);
    expect(await padding()).toBe('72px');
    await banner(page).getByRole('button', { name: 'Not now' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await padding()).toBe('0px');
  });

  test('"dismissed" in the browser prompt is remembered across reloads; the navbar entry still opens it', async ({
    page,
  }) => {
    const shell = SHELL_PAGES[0];
    await openShell(page, shell);
    await watchInstallEvents(page);
    await offerInstall(page, 'dismissed');
    await installButton(page).click();
    await expectOfferShown(page);
    await installDialog(page).getByRole('button', { name: 'Install App' }).click();
    await expect(installDialog(page)).toBeHidden();
    expect(await prompted(page)).toBe(1);
    await expect.poll(() => installEvents(page)).toEqual(['available', 'choice:dismissed']);
    expect(JSON.parse((await storedDismissal(page)) ?? 'null')).toEqual({ at: expect.any(Number) });

    await page.reload(); // the second page view: the banner would show, but the dismissal is remembered
    await openShell(page, shell);
    await watchInstallEvents(page);
    expect(await offerInstall(page, 'accepted')).toBe(true);
    await expect.poll(() => installEvents(page)).toEqual(['available']);
    await nextFrames(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(installDialog(page)).toBeHidden();
    expect(await prompted(page)).toBe(0);
    await installButton(page).click();
    await expectOfferShown(page);
  });

  test("Not now on the banner, the dialog's close button and Escape are dismissals, remembered", async ({ page }) => {
    const shell = SHELL_PAGES[1];
    await page.goto('/public/pages/about');
    await openShell(page, shell); // the second page view
    await watchInstallEvents(page);
    await offerInstall(page, 'accepted');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Not now' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => installEvents(page)).toEqual(['available', 'dismiss']);
    expect(await prompted(page)).toBe(0);
    expect(await storedDismissal(page)).toMatch(/^\{"at":\d+\}$/);

    await page.reload();
    await openShell(page, shell);
    await watchInstallEvents(page);
    await offerInstall(page, 'accepted');
    await expect.poll(() => installEvents(page)).toEqual(['available']);
    await nextFrames(page);
    await expect(banner(page)).toHaveCount(0);

    // The dialog, opened on purpose: its close button, then Escape, are dismissals too; focus comes back.
    await installButton(page).click();
    await expectOfferShown(page);
    await installDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(installDialog(page)).toBeHidden();
    await expect(installButton(page)).toBeFocused();
    await page.evaluate((key) => localStorage.removeItem(key), DISMISSAL_KEY);
    await installButton(page).click();
    await expectOfferShown(page);
    await page.keyboard.press('Escape');
    await expect(installDialog(page)).toBeHidden();
    await expect.poll(() => installEvents(page)).toEqual(['available', 'dismiss', 'dismiss']);
    expect(await storedDismissal(page)).toMatch(/^\{"at":\d+\}$/);
  });

  const standalone: [string, () => void][] = [
    [
      'display-mode: standalone',
      () => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query: string) => {
          if (!query.includes('display-mode: standalone')) return real(query);
          const list = real('all'); // a real MediaQueryList (matches: true), for the query asked
          Object.defineProperty(list, 'media', { value: query });
          return list;
        };
      },
    ],
    [
      'iOS navigator.standalone',
      () => {
        Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
      },
    ],
  ];
  for (const [name, stub] of standalone) {
    for (const shell of SHELL_PAGES) {
      test(`running standalone (${name}) on the ${shell.name}, it never shows`, async ({ page }) => {
        await page.addInitScript(stub);
        await openShell(page, shell);
        expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(
          name.startsWith('display-mode'),
        );
        await watchInstallEvents(page);
        expect(await offerInstall(page, 'accepted')).toBe(true); // captured all the same
        await nextFrames(page);
        await expect(installDialog(page)).toBeHidden();
        await expect(banner(page)).toHaveCount(0);
        await expect(installButton(page)).toHaveCount(0);
        await page.locator('install-prompt').evaluate((el) => (el as HTMLElement & { open(): void }).open());
        await nextFrames(page);
        await expect(installDialog(page)).toBeHidden();
        expect(await installEvents(page)).toEqual([]); // not even offered to the host
      });
    }
  }
});
