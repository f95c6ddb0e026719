/** <install-prompt> on the built shell (issue 4, SPEC §1, §4): a synthetic `beforeinstallprompt` offer. */
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, openShell, SHELL_PAGES } from './prefs-helpers';

const DISMISSAL_KEY = 'coursify-elements.install-prompt.dismissed';

type InstallWindow = Window & {
  e2ePrompted?: number;
  e2eEvents?: string[];
};

const installDialog = (page: Page) => page.getByRole('dialog', { name: 'Install Our App' });

/** Notes the element's events (`install-available`, `install-choice` with its outcome, `install-dismiss`). */
async function watchInstallEvents(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await customElements.whenDefined('install-prompt');
    const w = window as InstallWindow;
    w.e2eEvents = [];
    const element = document.querySelector('install-prompt') as HTMLElement;
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
    test(`on the ${shell.name}: nothing until the browser offers; Install App calls prompt(), then hides`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openShell(page, shell);
      await watchInstallEvents(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      expect(await offerInstall(page, 'accepted')).toBe(true);
      await expectOfferShown(page);
      await installDialog(page).getByRole('button', { name: 'Install App' }).click();
      await expect(installDialog(page)).toBeHidden();
      expect(await prompted(page)).toBe(1);
      await expect.poll(() => installEvents(page)).toEqual(['available', 'choice:accepted']);
      expect(await storedDismissal(page)).toBeNull(); // an install is not a dismissal
      expect(errors).toEqual([]);
    });
  }

  test('"dismissed" in the browser prompt hides the dialog and is remembered across reloads', async ({ page }) => {
    const shell = SHELL_PAGES[0];
    await openShell(page, shell);
    await watchInstallEvents(page);
    await offerInstall(page, 'dismissed');
    await expectOfferShown(page);
    await installDialog(page).getByRole('button', { name: 'Install App' }).click();
    await expect(installDialog(page)).toBeHidden();
    expect(await prompted(page)).toBe(1);
    await expect.poll(() => installEvents(page)).toEqual(['available', 'choice:dismissed']);
    expect(JSON.parse((await storedDismissal(page)) ?? 'null')).toEqual({ at: expect.any(Number) });

    await page.reload();
    await openShell(page, shell);
    await watchInstallEvents(page);
    expect(await offerInstall(page, 'accepted')).toBe(true);
    await expect.poll(() => installEvents(page)).toEqual(['available']); // the offer arrived…
    await nextFrames(page);
    await expect(installDialog(page)).toBeHidden(); // …and the dialog stayed closed
    expect(await prompted(page)).toBe(0);
    // The host's own trigger still works after a dismissal: open() shows the kept offer.
    await page.locator('install-prompt').evaluate((el) => (el as HTMLElement & { open(): void }).open());
    await expectOfferShown(page);
  });

  test('the close button and Escape hide it and the dismissal is remembered', async ({ page }) => {
    const shell = SHELL_PAGES[1];
    await openShell(page, shell);
    await watchInstallEvents(page);
    await offerInstall(page, 'accepted');
    await expectOfferShown(page);
    await installDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(installDialog(page)).toBeHidden();
    await expect.poll(() => installEvents(page)).toEqual(['available', 'dismiss']);
    expect(await prompted(page)).toBe(0);
    expect(await storedDismissal(page)).toMatch(/^\{"at":\d+\}$/);

    await page.reload();
    await openShell(page, shell);
    await watchInstallEvents(page);
    await offerInstall(page, 'accepted');
    await expect.poll(() => installEvents(page)).toEqual(['available']);
    await nextFrames(page);
    await expect(installDialog(page)).toBeHidden();

    // Escape closes it as well, and counts as a dismissal.
    await page.evaluate((key) => localStorage.removeItem(key), DISMISSAL_KEY);
    await page.locator('install-prompt').evaluate((el) => (el as HTMLElement & { open(): void }).open());
    await expectOfferShown(page);
    await page.keyboard.press('Escape');
    await expect(installDialog(page)).toBeHidden();
    await expect.poll(() => installEvents(page)).toEqual(['available', 'dismiss']);
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
        await page.locator('install-prompt').evaluate((el) => (el as HTMLElement & { open(): void }).open());
        await nextFrames(page);
        await expect(installDialog(page)).toBeHidden();
        expect(await installEvents(page)).toEqual([]); // not even offered to the host
      });
    }
  }
});
