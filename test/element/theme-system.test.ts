/// <reference types="mocha" />
/**
 * `theme="system"`: the element follows the visitor's system colour scheme (`prefers-color-scheme`), live, instead
 * of the page's `dark` class; `:state(dark)` and the shadow root's colours with it. On the built modules, both builds.
 *
 * Where the system setting comes from depends on the engine (./media.ts): Chromium emulates it for
 * real over CDP (CSS `@media` and `matchMedia()` both follow); Firefox's and WebKit's drivers cannot, so there the
 * suite's controlled `matchMedia` stands in. The elements read the setting through `matchMedia` only (no `@media`
 * in their sheets), so every test below proves the element's behaviour in all three engines; the one assertion
 * that needs the engine's own media evaluation (the page's CSS and the element agree) is chosen by capability:
 * Chromium checks CSS `@media`, the others the `matchMedia` list the page sees.
 */

import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import { captureConsole, cards, course, loadCatalog, loadGrid, part, until, untilCards } from './helpers';
import { canEmulateMedia, emulateColorScheme } from './media';

const root = document.documentElement;
// The default --cf-color-surface and --cf-color-surface-dark, on a card.
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(30, 41, 59)';
const surface = (el: Element) => getComputedStyle(part(el, 'card') as HTMLElement).backgroundColor;
const isDark = (el: Element) => el.matches(':state(dark)');

async function catalog(theme?: string): Promise<CourseCatalogElement> {
  const el = await fixture<CourseCatalogElement>(
    theme === undefined
      ? html`<course-catalog></course-catalog>`
      : html`<course-catalog theme=${theme}></course-catalog>`,
  );
  el.courses = [course(1)];
  await untilCards(el, 1);
  return el;
}

/** Dark by state and by colour (the card's surface transitions: wait for it to settle). */
async function untilLooks(el: Element, dark: boolean, message: string): Promise<void> {
  await until(() => isDark(el) === dark, `${message}: :state(dark) ${dark}`);
  const expected = dark ? DARK_SURFACE : LIGHT_SURFACE;
  await until(() => surface(el) === expected, `${message}: card surface ${expected}, got ${surface(el)}`);
}

describe('theme="system"', () => {
  before(async () => {
    await loadCatalog();
    await loadGrid();
  });
  afterEach(async () => {
    root.classList.remove('dark');
    await emulateColorScheme('light');
  });

  it('on a dark system: :state(dark) and dark colours inside the shadow root', async () => {
    await emulateColorScheme('dark');
    const el = await catalog('system');
    expect(isDark(el)).to.equal(true);
    await untilLooks(el, true, 'dark system');
    const title = getComputedStyle(part(el, 'card-title') as HTMLElement).color;
    expect(title).to.equal('rgb(241, 245, 249)'); // the dark theme's text colour
  });

  it('on a light system: light', async () => {
    const el = await catalog('system');
    expect(isDark(el)).to.equal(false);
    expect(surface(el)).to.equal(LIGHT_SURFACE);
  });

  it('follows a live switch of the system setting, every element at once', async () => {
    const el = await catalog('system');
    const grid = await fixture<EcosystemGridElement>(html`<ecosystem-grid theme="system"></ecosystem-grid>`);
    await untilCards(grid);
    const follower = await catalog(); // no theme: the page's class, which nobody sets here
    await emulateColorScheme('dark');
    await untilLooks(el, true, 'switched to dark');
    await until(() => isDark(grid), 'the grid switched too');
    await until(() => getComputedStyle(cards(grid)[0]).backgroundColor === DARK_SURFACE, 'dark grid card');
    expect(isDark(follower), 'an element without theme stays with the page').to.equal(false);
    await emulateColorScheme('light');
    await untilLooks(el, false, 'switched back to light');
    await until(() => !isDark(grid), 'the grid is light again');
  });

  it('ignores the page’s dark class, both ways', async () => {
    root.classList.add('dark');
    const el = await catalog('system');
    const follower = await catalog();
    expect(isDark(el), 'system light, page dark').to.equal(false);
    expect(isDark(follower), 'the element without theme follows the page').to.equal(true);
    await emulateColorScheme('dark');
    await untilLooks(el, true, 'system dark');
    root.classList.remove('dark');
    await until(() => !isDark(follower), 'the element without theme turned light');
    expect(isDark(el), 'system dark, page light').to.equal(true);
    await untilLooks(el, true, 'still dark with the system');
  });

  it('without a theme, the system setting changes nothing; light and dark stay forced', async () => {
    await emulateColorScheme('dark');
    const none = await catalog();
    const light = await catalog('light');
    const dark = await catalog('dark');
    expect([isDark(none), isDark(light), isDark(dark)]).to.deep.equal([false, false, true]);
    await emulateColorScheme('light');
    root.classList.add('dark');
    await until(() => isDark(none), 'the element without theme follows the page');
    expect([isDark(light), isDark(dark)]).to.deep.equal([false, true]);
  });

  it('switches in and out of "system" by attribute and by property', async () => {
    await emulateColorScheme('dark');
    const el = await catalog();
    expect(isDark(el)).to.equal(false);
    el.theme = 'system';
    expect(el.getAttribute('theme')).to.equal('system');
    await untilLooks(el, true, 'property set to system');
    el.setAttribute('theme', 'light');
    await untilLooks(el, false, 'attribute set to light');
    el.setAttribute('theme', 'system');
    await untilLooks(el, true, 'attribute set to system');
    el.removeAttribute('theme');
    await untilLooks(el, false, 'attribute removed: the page, which is light');
  });

  it('a value it does not know warns naming the element and the attribute, and follows the page', async () => {
    await emulateColorScheme('dark');
    const logs = await captureConsole(async () => {
      const el = await catalog('System');
      expect(isDark(el), 'as without theme: the page is light').to.equal(false);
    });
    expect(
      logs.warn.some((line) => line.startsWith('<course-catalog> attribute "theme"') && line.includes('"System"')),
      logs.warn.join('\n'),
    ).to.equal(true);
  });

  it(`agrees with what the page itself sees of the system setting (${canEmulateMedia ? 'CSS @media' : 'matchMedia'})`, async () => {
    // Chromium: the engine's own CSS media evaluation, emulated for real. Elsewhere no driver can change what CSS
    // sees, so the check is against the matchMedia list the page's scripts see (the suite's controlled one).
    const probe = document.createElement('div');
    const style = document.createElement('style');
    style.textContent = '@media (prefers-color-scheme: dark) { #cf-system-probe { z-index: 7; position: relative } }';
    probe.id = 'cf-system-probe';
    document.head.append(style);
    document.body.append(probe);
    const pageSeesDark = () =>
      canEmulateMedia ? getComputedStyle(probe).zIndex === '7' : matchMedia('(prefers-color-scheme: dark)').matches;
    try {
      const el = await catalog('system');
      for (const scheme of ['dark', 'light', 'dark'] as const) {
        await emulateColorScheme(scheme);
        await until(() => pageSeesDark() === (scheme === 'dark'), `the page sees ${scheme}`);
        await until(() => isDark(el) === pageSeesDark(), `the element agrees: ${scheme}`);
      }
    } finally {
      probe.remove();
      style.remove();
    }
  });
});
