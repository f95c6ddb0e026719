/// <reference types="mocha" />
/**
 * <theme-toggle> on a fresh page (each test file gets its own): a stored choice is applied when the first toggle
 * connects — loading the module alone does not touch the page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { ThemeToggleElement } from '../../src/elements/theme-toggle';
import { loadToggle, part, THEME_KEY, untilToggleButton } from './helpers';

const root = document.documentElement;

describe('<theme-toggle> on connect', () => {
  before(async () => {
    localStorage.setItem(THEME_KEY, '"dark"'); // as a reload finds it
    await loadToggle();
  });
  after(() => {
    localStorage.removeItem(THEME_KEY);
    root.classList.remove('dark');
    root.style.removeProperty('color-scheme');
  });

  it('applies the stored dark theme when the element connects, and shows it pressed', async () => {
    expect(root.classList.contains('dark'), 'module loaded, nothing connected yet').to.equal(false);
    const el = await fixture<ThemeToggleElement>(html`<theme-toggle></theme-toggle>`);
    await untilToggleButton(el);
    expect(root.classList.contains('dark')).to.equal(true);
    expect(root.style.colorScheme).to.equal('dark');
    expect(part(el, 'button')?.getAttribute('aria-pressed')).to.equal('true');
    expect(el.matches(':state(dark)')).to.equal(true);
  });
});
