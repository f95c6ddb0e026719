/// <reference types="mocha" />
/**
 * <theme-toggle> on the built module in a real browser: the button and its state, the page's `dark` class that
 * every element follows (created before and after the toggle), persistence, other tabs, the system setting, the
 * event, the keyboard.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { ThemeToggleElement } from '../../src/elements/theme-toggle';
import {
  loadCatalog,
  loadToggle,
  part,
  shadow,
  THEME_KEY,
  themeFromOtherTab,
  until,
  untilCards,
  untilToggleButton,
} from './helpers';
import { press } from './keys';
import { emulateColorScheme } from './media';

const root = document.documentElement;
const pressed = (el: Element) => part(el, 'button')?.getAttribute('aria-pressed');
const isDark = () => root.classList.contains('dark');
/** The catalog's dark surface token on its wrapper: rgb(15, 23, 42) in dark mode, transparent in light. */
const catalogBackground = (el: Element) =>
  getComputedStyle(shadow(el).querySelector('.cf-root') as HTMLElement).backgroundColor;
const DARK_BACKGROUND = 'rgb(15, 23, 42)';

async function toggle(attributes = ''): Promise<{ el: ThemeToggleElement; button: HTMLButtonElement }> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = `<theme-toggle ${attributes}></theme-toggle>`;
  const el = wrapper.querySelector('theme-toggle') as ThemeToggleElement;
  return { el, button: await untilToggleButton(el) };
}

describe('<theme-toggle>', () => {
  before(async () => {
    await loadToggle();
    await loadCatalog();
  });
  afterEach(async () => {
    // The page-level store back to its default, as if another tab had cleared the key; then the page itself.
    themeFromOtherTab(null);
    localStorage.removeItem(THEME_KEY);
    root.classList.remove('dark');
    root.style.removeProperty('color-scheme');
    await emulateColorScheme('light');
  });

  it('is a button named "Dark mode", not pressed by default, 36–40px', async () => {
    const { el, button } = await toggle();
    expect(button.localName).to.equal('button');
    expect(button.getAttribute('type')).to.equal('button');
    expect(button.getAttribute('aria-label')).to.equal('Dark mode');
    expect(pressed(el)).to.equal('false');
    expect(isDark()).to.equal(false);
    const { width, height } = button.getBoundingClientRect();
    expect(width >= 36 && width <= 40 && height === width, `${width}×${height}`).to.equal(true);
  });

  it('a click turns the page dark: html.dark, pressed, stored, an element created before and after follows', async () => {
    const before = await fixture<HTMLElement>(html`<course-catalog></course-catalog>`);
    await untilCards(before);
    expect(before.matches(':state(dark)')).to.equal(false);
    const { el, button } = await toggle();
    button.click();
    await until(() => pressed(el) === 'true', 'pressed');
    expect(isDark()).to.equal(true);
    expect(localStorage.getItem(THEME_KEY)).to.equal('"dark"');
    await until(() => before.matches(':state(dark)'), 'the earlier catalog is dark');
    expect(catalogBackground(before)).to.equal(DARK_BACKGROUND);
    const after = await fixture<HTMLElement>(html`<course-catalog></course-catalog>`);
    await untilCards(after);
    expect(after.matches(':state(dark)')).to.equal(true);
    expect(catalogBackground(after)).to.equal(DARK_BACKGROUND);
    expect(el.matches(':state(dark)')).to.equal(true);

    button.click();
    await until(() => pressed(el) === 'false', 'not pressed');
    expect(isDark()).to.equal(false);
    expect(localStorage.getItem(THEME_KEY)).to.equal('"light"');
    await until(() => !after.matches(':state(dark)'), 'the catalog is light again');
    expect(catalogBackground(after)).to.equal('rgba(0, 0, 0, 0)');
  });

  it('a toggle connected later shows the current theme', async () => {
    themeFromOtherTab('"dark"');
    const { el } = await toggle();
    expect(pressed(el)).to.equal('true');
    expect(isDark()).to.equal(true);
  });

  it('a change in another tab updates aria-pressed and the page', async () => {
    const { el } = await toggle();
    themeFromOtherTab('"dark"');
    await until(() => pressed(el) === 'true', 'pressed after the other tab chose dark');
    expect(isDark()).to.equal(true);
    themeFromOtherTab('"light"');
    await until(() => pressed(el) === 'false', 'released after the other tab chose light');
    expect(isDark()).to.equal(false);
  });

  it('two toggles on one page stay in step', async () => {
    const a = await toggle();
    const b = await toggle();
    a.button.click();
    await until(() => pressed(b.el) === 'true', 'the second toggle follows');
  });

  it('a stored "follow the system" follows the OS live, until the user toggles', async () => {
    const { el, button } = await toggle();
    themeFromOtherTab('"system"');
    await emulateColorScheme('dark');
    await until(() => pressed(el) === 'true', 'dark with the OS');
    await emulateColorScheme('light');
    await until(() => pressed(el) === 'false', 'light with the OS');
    button.click();
    await until(() => pressed(el) === 'true', 'the user chose dark');
    expect(localStorage.getItem(THEME_KEY)).to.equal('"dark"');
    // The OS going dark and back to light would release it if the store still followed the system.
    await emulateColorScheme('dark');
    await emulateColorScheme('light');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pressed(el)).to.equal('true');
    expect(isDark()).to.equal(true);
  });

  it('fires theme-change {dark, preference}, bubbling and composed', async () => {
    const { el, button } = await toggle();
    const seen: string[] = [];
    const listener = (event: Event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      seen.push(`${JSON.stringify(detail)} ${bubbles} ${composed}`);
    };
    document.addEventListener('theme-change', listener);
    try {
      button.click();
      await until(() => pressed(el) === 'true', 'pressed');
      themeFromOtherTab('"light"');
      await until(() => pressed(el) === 'false', 'released by the other tab');
    } finally {
      document.removeEventListener('theme-change', listener);
    }
    expect(seen).to.deep.equal(['{"dark":true,"preference":true} true true']);
  });

  it('label renames the button; a blank one keeps "Dark mode"', async () => {
    const { el } = await toggle('label="Modo oscuro"');
    expect(part(el, 'button')?.getAttribute('aria-label')).to.equal('Modo oscuro');
    el.label = ' ';
    await until(() => part(el, 'button')?.getAttribute('aria-label') === 'Dark mode', 'the default name');
  });

  it('by keyboard: Tab reaches the button, Enter and Space flip the theme', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    wrapper.innerHTML = '<button id="before">before</button><theme-toggle></theme-toggle>';
    const el = wrapper.querySelector('theme-toggle') as ThemeToggleElement;
    const button = await untilToggleButton(el);
    (wrapper.querySelector('#before') as HTMLButtonElement).focus();
    await press('Tab');
    expect(document.activeElement === el && shadow(el).activeElement === button, 'focus on the button').to.equal(true);
    expect(button.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(button).outlineStyle).to.equal('solid');
    await press('Enter');
    await until(() => pressed(el) === 'true', 'Enter pressed it');
    expect(isDark()).to.equal(true);
    await press('Space');
    await until(() => pressed(el) === 'false', 'Space released it');
    expect(isDark()).to.equal(false);
  });

  it('theme="dark" styles the toggle dark without changing the page', async () => {
    const { el } = await toggle('theme="dark"');
    expect(el.matches(':state(dark)')).to.equal(true);
    expect(pressed(el)).to.equal('false');
    expect(isDark()).to.equal(false);
  });
});
