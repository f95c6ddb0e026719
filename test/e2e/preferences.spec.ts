/** Dark mode and <accessibility-panel> on the built shell (issue 4): both page kinds, keyboard only. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  A11Y_KEY,
  collectErrors,
  computed,
  DARK,
  expectDarkPage,
  firstCard,
  firstFrame,
  html,
  isFocused,
  luminance,
  openShell,
  panelDialog,
  panelTrigger,
  recordFirstFrame,
  rootClasses,
  SHELL_PAGES,
  seedStorage,
  THEME_KEY,
  tabTo,
  themeToggle,
} from './prefs-helpers';

const ALL_SETTINGS = {
  fontSize: 24,
  grayscale: true,
  dyslexiaFont: true,
  highContrast: true,
  textAlign: 'center',
  reducedMotion: true,
  announcements: true,
};

for (const shell of SHELL_PAGES) {
  test.describe(`dark mode on the ${shell.name} (${shell.path})`, () => {
    test('the toggle darkens the root, the page and every element, and persists across reload', async ({ page }) => {
      const errors = collectErrors(page);
      await openShell(page, shell);
      await expectDarkPage(page, shell, false);
      await themeToggle(page).click();
      await expectDarkPage(page, shell, true);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('"dark"');
      await page.reload();
      await expect(firstCard(page, shell)).toBeVisible();
      await expectDarkPage(page, shell, true);
      await themeToggle(page).click();
      await expectDarkPage(page, shell, false);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('"light"');
      expect(errors).toEqual([]);
    });

    test('no light flash: after a reload the first frame is already dark', async ({ page }) => {
      await openShell(page, shell);
      await themeToggle(page).click();
      await expect(html(page)).toHaveClass(DARK);
      await recordFirstFrame(page);
      await page.reload();
      const frame = await firstFrame(page);
      expect(frame.className).toMatch(DARK);
      expect(frame.background).not.toBeNull();
      expect(await luminance(page, frame.background as string)).toBeLessThan(0.05);
    });

    test('the head script alone applies stored preferences: dark and sized with the app not run', async ({ page }) => {
      await seedStorage(page, { [THEME_KEY]: '"dark"', [A11Y_KEY]: JSON.stringify({ fontSize: 20, grayscale: true }) });
      // The app and every element (hashed modules under /assets/) never run; /preferences.js does.
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        (route) => route.abort(),
      );
      await recordFirstFrame(page);
      await page.goto(shell.path);
      const frame = await firstFrame(page);
      expect(frame.appStarted).toBe(false);
      expect(frame.className).toMatch(DARK);
      expect(frame.fontSize).toBe('20px');
      expect(frame.filter).toMatch(/grayscale\((1|100%)\)/);
      expect(await luminance(page, frame.background as string)).toBeLessThan(0.05);
      expect(await page.evaluate(() => customElements.get('theme-toggle'))).toBeUndefined();
    });

    test('a stored "system" follows prefers-color-scheme, live', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await seedStorage(page, { [THEME_KEY]: '"system"' });
      await openShell(page, shell);
      await expectDarkPage(page, shell, true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expectDarkPage(page, shell, false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectDarkPage(page, shell, true);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('"system"');
    });

    for (const [theme, a11y] of [
      ['"toString"', '{"fontSize":"huge","grayscale":"yes","textAlign":"justify"}'],
      ['{not json', '[1, 2, 3]'],
      ['{"dark":true}', 'null'],
    ]) {
      test(`garbage in storage (${theme} / ${a11y}) means the light defaults, without errors`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.emulateMedia({ colorScheme: 'dark' }); // the default is off, not "follow the system"
        await seedStorage(page, { [THEME_KEY]: theme, [A11Y_KEY]: a11y });
        await openShell(page, shell);
        await expectDarkPage(page, shell, false);
        expect(await computed(html(page), 'font-size')).toBe('16px');
        expect(await computed(html(page), 'filter')).toBe('none');
        await panelTrigger(page).click();
        await expect(panelDialog(page).locator('[part~="font-size-value"]')).toHaveText('16 px');
        await expect(panelDialog(page).getByRole('switch', { checked: true })).toHaveText([/^Announcements/]);
        await page.keyboard.press('Escape');
        await themeToggle(page).click(); // still works, and replaces the garbage
        await expectDarkPage(page, shell, true);
        expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('"dark"');
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe(`accessibility panel on the ${shell.name} (${shell.path})`, () => {
    test('by keyboard only: open, text size bounds, each setting, alignment, reset, Escape', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const errors = collectErrors(page);
      await openShell(page, shell);
      const trigger = panelTrigger(page);
      const dialog = panelDialog(page);
      const status = dialog.getByRole('status');
      const value = dialog.locator('[part~="font-size-value"]');
      const card = firstCard(page, shell);
      const element = page.locator(shell.element);

      await tabTo(page, trigger);
      await page.keyboard.press('Tab');
      await tabTo(page, trigger, 'Shift+Tab', 1); // one step back
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Accessibility' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(dialog).toContainText('does not make the site accessible by itself');

      // Text size: up to 24 (Increase disabled there), down to 12 (Decrease disabled there).
      const increase = dialog.getByRole('button', { name: 'Increase text size' });
      const decrease = dialog.getByRole('button', { name: 'Decrease text size' });
      await tabTo(page, increase);
      for (const size of [18, 20, 22, 24]) {
        await page.keyboard.press('Enter');
        await expect(value).toHaveText(`${size} px`);
      }
      await expect(increase).toBeDisabled();
      await expect(dialog.getByRole('group', { name: 'Text size 24 px' })).toBeVisible();
      await expect(status).toHaveText('Text size 24 pixels, the largest');
      expect(await computed(html(page), 'font-size')).toBe('24px');
      expect(await computed(card, 'font-size')).toBe('24px'); // inside the element's shadow root
      await tabTo(page, decrease);
      for (const size of [22, 20, 18, 16, 14, 12]) {
        await page.keyboard.press('Enter');
        await expect(value).toHaveText(`${size} px`);
      }
      await expect(decrease).toBeDisabled();
      await expect(increase).toBeEnabled();
      await expect(status).toHaveText('Text size 12 pixels, the smallest');
      expect(await computed(html(page), 'font-size')).toBe('12px');
      expect(await computed(card, 'font-size')).toBe('12px');

      const toggleSwitch = async (name: string, on: boolean, announced = `${name} ${on ? 'on' : 'off'}`) => {
        const control = dialog.getByRole('switch', { name });
        await tabTo(page, control);
        await page.keyboard.press('Space');
        await expect(control).toHaveAttribute('aria-checked', String(on));
        await expect(status).toHaveText(announced);
      };

      await toggleSwitch('Grayscale', true);
      expect(await computed(html(page), 'filter')).toMatch(/^grayscale\((1|100%)\)$/);

      await toggleSwitch('Dyslexia-friendly font', true);
      await expect(html(page)).toHaveClass(/cf-dyslexia/);
      expect(await computed(card, 'font-family')).toMatch(/^"?OpenDyslexic"?,/);
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some(
              (face) => face.family.replace(/"/g, '') === 'OpenDyslexic' && face.status === 'loaded',
            ),
          ),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);
      await expect(dialog.locator('[part~="font-note"]')).toHaveCount(0);

      await toggleSwitch('Higher contrast', true);
      await expect(html(page)).toHaveClass(/cf-high-contrast/);
      await expect.poll(() => computed(card.locator('[part~="card-title"]'), 'color')).toBe('rgb(0, 0, 0)');

      await toggleSwitch('Reduced motion', true);
      await expect(html(page)).toHaveClass(/cf-reduce-motion/);
      expect(await element.evaluate((el) => el.matches(':state(reduced-motion)'))).toBe(true);
      const link = element.getByRole('link').first();
      expect(Number.parseFloat(await computed(link, 'transition-duration'))).toBeLessThan(0.001);
      // The shell's own smooth scrolling stops too.
      expect(await computed(html(page), 'scroll-behavior')).toBe('auto');

      await toggleSwitch('Announcements', false, 'Reduced motion on'); // switched off: not announced itself
      const alignment = dialog.getByRole('group', { name: 'Text alignment' });
      for (const [label, align] of [
        ['Right', 'right'],
        ['Centre', 'center'],
        ['Left', 'left'],
      ]) {
        const option = alignment.getByRole('button', { name: label });
        await tabTo(page, option);
        await page.keyboard.press('Enter');
        await expect(option).toHaveAttribute('aria-pressed', 'true');
        expect(await computed(card, 'text-align')).toBe(align);
      }
      await expect(status).toHaveText('Reduced motion on'); // nothing announced while off
      await expect(alignment.getByRole('button', { pressed: true })).toHaveText(['Left']);
      await toggleSwitch('Announcements', true);

      await tabTo(page, dialog.getByRole('button', { name: 'Reset all settings' }));
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('All settings reset to default');
      await expect(value).toHaveText('16 px');
      await expect(dialog.getByRole('switch', { checked: true })).toHaveText([/^Announcements/]);
      await expect(alignment.getByRole('button', { pressed: true })).toHaveText(['Default']);
      expect(await rootClasses(page)).toBe('');
      expect(await computed(html(page), 'font-size')).toBe('16px');
      expect(await computed(html(page), 'filter')).toBe('none');
      expect(await computed(card, 'text-align')).toBe('start');
      expect(await page.evaluate((key) => localStorage.getItem(key), A11Y_KEY)).toBeNull();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await isFocused(trigger)).toBe(true);
      expect(errors).toEqual([]);
    });

    test('settings persist across reload and apply at the first frame', async ({ page }) => {
      await openShell(page, shell);
      await panelTrigger(page).click();
      const dialog = panelDialog(page);
      await dialog.getByRole('button', { name: 'Increase text size' }).click();
      await dialog.getByRole('button', { name: 'Increase text size' }).click();
      for (const name of ['Grayscale', 'Higher contrast', 'Reduced motion']) {
        await dialog.getByRole('switch', { name }).click();
      }
      await dialog.getByRole('button', { name: 'Right' }).click();
      await expect(dialog.locator('[part~="font-size-value"]')).toHaveText('20 px');
      await recordFirstFrame(page);
      await page.reload();
      const frame = await firstFrame(page);
      expect(frame.fontSize).toBe('20px');
      expect(frame.filter).toMatch(/grayscale\((1|100%)\)/);
      expect(frame.className.split(' ').sort()).toEqual(['cf-high-contrast', 'cf-reduce-motion']);

      await expect(firstCard(page, shell)).toBeVisible();
      await panelTrigger(page).click();
      await expect(dialog.locator('[part~="font-size-value"]')).toHaveText('20 px');
      await expect(dialog.getByRole('switch', { checked: true })).toHaveText([
        /^Grayscale/,
        /^Higher contrast/,
        /^Reduced motion/,
        /^Announcements/,
      ]);
      await expect(dialog.getByRole('button', { name: 'Right' })).toHaveAttribute('aria-pressed', 'true');
      expect(await computed(firstCard(page, shell), 'text-align')).toBe('right');
    });
  });

  test.describe(`axe-core on the ${shell.name} (${shell.path})`, () => {
    for (const [state, theme, settings, open] of [
      ['light', '"light"', null, false],
      ['dark', '"dark"', null, false],
      ['light, every setting on', '"light"', ALL_SETTINGS, false],
      ['light, every setting on, panel open', '"light"', ALL_SETTINGS, true],
      ['dark, every setting on', '"dark"', ALL_SETTINGS, false],
      ['dark, every setting on, panel open', '"dark"', ALL_SETTINGS, true],
    ] as const) {
      test(`no violations: ${state}`, async ({ page }) => {
        await seedStorage(page, { [THEME_KEY]: theme, ...(settings && { [A11Y_KEY]: JSON.stringify(settings) }) });
        await openShell(page, shell);
        if (theme === '"dark"') await expect(html(page)).toHaveClass(DARK);
        else await expect(html(page)).not.toHaveClass(DARK);
        if (settings) await expect(html(page)).toHaveClass(/cf-reduce-motion/);
        if (open) {
          await panelTrigger(page).click();
          await expect(panelDialog(page)).toBeVisible();
          if (settings) await expect(panelDialog(page).getByRole('switch', { checked: true })).toHaveCount(5);
        }
        await expectNoAxeViolations(page);
      });
    }
  });
}
