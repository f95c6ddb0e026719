/** Shared by preferences.spec.ts and install.spec.ts: the shell's pages, stored preferences, colours, focus. */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForInteractive } from './site-helpers';

export const THEME_KEY = 'coursify:theme';
export const A11Y_KEY = 'coursify:a11y';

/** Two shell pages, each with its main element (both prerendered and hydrated, test/e2e/prerendered.spec.ts). */
export const SHELL_PAGES = [
  { name: 'landing', path: '/', element: 'ecosystem-grid' },
  { name: 'course grid', path: '/public/features/courses/all', element: 'course-catalog' },
] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

export const themeToggle = (page: Page) => page.getByRole('button', { name: 'Dark mode' });
export const panelTrigger = (page: Page) => page.getByRole('button', { name: 'Accessibility settings' });
export const panelDialog = (page: Page) => page.getByRole('dialog', { name: 'Accessibility' });
/** The first card of the page's main element (inside its shadow root). */
export const firstCard = (page: Page, shell: ShellPage) => page.locator(`${shell.element} [part~="card"]`).first();

/** Opens a shell page and waits until its element and the navbar's toggle have rendered. */
export async function openShell(page: Page, shell: ShellPage): Promise<void> {
  await page.goto(shell.path);
  await expect(firstCard(page, shell)).toBeVisible();
  await expect(themeToggle(page)).toBeVisible();
  await waitForInteractive(page, [shell.element]);
}

/**
 * Puts raw strings in localStorage before the page's first script, on the first load of the tab only (a marker
 * in sessionStorage), so a reload shows what the page itself stored since.
 */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    try {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, entries);
}

/** Console errors and uncaught exceptions of the page, from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Relative luminance (0 black … 1 white) of any CSS colour (lab() included), painted on a canvas; NaN if transparent. */
export function luminance(page: Page, color: string): Promise<number> {
  return page.evaluate((css) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    if (a === 0) return Number.NaN;
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }, color);
}

export const computed = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name).trim(), property);

export const bodyBackground = (page: Page) => computed(page.locator('body'), 'background-color');

/** The root element's classes, e.g. to check `dark` or `cf-reduce-motion`. */
export const rootClasses = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].sort().join(' '));

/** What the root and the body look like at the first rendered frame (a requestAnimationFrame callback runs before the frame paints). */
export type FirstFrame = {
  className: string;
  fontSize: string;
  filter: string;
  background: string | null;
  appStarted: boolean;
};

/** Records the first frame of every following load of this page; read it with `firstFrame`. */
export async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { e2eFirstFrame: FirstFrame }).e2eFirstFrame = {
        className: root.className,
        fontSize: getComputedStyle(root).fontSize,
        filter: getComputedStyle(root).filter,
        background: document.body ? getComputedStyle(document.body).backgroundColor : null,
        appStarted: customElements.get('theme-toggle') !== undefined,
      };
    });
  });
}

export async function firstFrame(page: Page): Promise<FirstFrame> {
  const handle = await page.waitForFunction(() => (window as unknown as { e2eFirstFrame?: FirstFrame }).e2eFirstFrame);
  return (await handle.jsonValue()) as FirstFrame;
}

/** Whether `target` is the focused element, looking through open shadow roots. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `${key} ×${max} never reached ${target}`).toBe(true);
}

export const html = (page: Page) => page.locator('html');
export const DARK = /(^|\s)dark(\s|$)/;

/** The toggle's state, the root class, a dark (or light) body and element card, and the elements' `:state(dark)`. */
export async function expectDarkPage(page: Page, shell: ShellPage, dark: boolean) {
  await expect(themeToggle(page)).toHaveAttribute('aria-pressed', String(dark));
  if (dark) await expect(html(page)).toHaveClass(DARK);
  else await expect(html(page)).not.toHaveClass(DARK);
  // Polled: cards fade their colours (a transition), so the computed value passes through grey on its way.
  const body = async () => luminance(page, await bodyBackground(page));
  const card = async () => luminance(page, await computed(firstCard(page, shell), 'background-color'));
  if (dark) {
    await expect.poll(body).toBeLessThan(0.05);
    await expect.poll(card).toBeLessThan(0.1);
  } else {
    await expect.poll(body).toBeGreaterThan(0.8);
    await expect.poll(card).toBeGreaterThan(0.8);
  }
  expect(await page.locator(shell.element).evaluate((el) => el.matches(':state(dark)'))).toBe(dark);
  expect(await page.locator('site-navbar').evaluate((el) => el.matches(':state(dark)'))).toBe(dark);
}
