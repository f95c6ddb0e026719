/// <reference types="mocha" />
/**
 * <accessibility-panel> and the rest of the page, on the built modules in a real browser: stored settings apply
 * when it connects; text size reaches another element's shadow root through `--cf-font-size`; reduced motion sets
 * other elements' `reduced-motion` state; grayscale filters the root; the dyslexia font (registered at document
 * level from `font-url`) really loads and is used inside a shadow root; the `a11y-change` event.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { AccessibilityPanelElement } from '../../src/elements/accessibility-panel';
import { A11Y_STORAGE_KEY } from '../../src/lib/a11y-settings';
import { loadCatalog, loadPanel, part, resetA11yThroughPanel, shadow, spyConsole, until, untilCards } from './helpers';

const root = document.documentElement;
const px = (node: Element) => Number.parseFloat(getComputedStyle(node).fontSize);
const switchNamed = (el: Element, label: string) =>
  [...shadow(el).querySelectorAll<HTMLElement>('[role="switch"]')].find((node) => node.textContent?.startsWith(label));

/** The self-hosted OpenDyslexic file the shell bundles (@fontsource/opendyslexic). */
const OPEN_DYSLEXIC = '/node_modules/@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2';

async function panel(attributes = ''): Promise<AccessibilityPanelElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = `<accessibility-panel ${attributes}></accessibility-panel>`;
  const el = wrapper.querySelector('accessibility-panel') as AccessibilityPanelElement;
  await until(() => part(el, 'trigger'), 'the trigger');
  (part(el, 'trigger') as HTMLElement).click();
  await until(() => part<HTMLDialogElement>(el, 'dialog')?.open, 'the dialog open');
  return el;
}

describe('<accessibility-panel> and the page', () => {
  before(async () => {
    // Stored by an earlier visit, before any panel runs on this page.
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ fontSize: 22, grayscale: true }));
    await Promise.all([loadPanel(), loadCatalog()]);
  });
  afterEach(async () => {
    await resetA11yThroughPanel();
    localStorage.removeItem(A11Y_STORAGE_KEY);
  });

  it('settings stored earlier apply when the element connects', async () => {
    expect(root.style.getPropertyValue('filter')).to.equal('');
    const el = await panel();
    expect(root.style.getPropertyValue('--cf-font-size')).to.equal('22px');
    expect(getComputedStyle(root).filter).to.equal('grayscale(1)');
    expect(part(el, 'font-size-value')?.textContent).to.equal('22 px');
  });

  it('text size reaches another element’s shadow root through --cf-font-size', async () => {
    const catalog = await fixture(html`<course-catalog></course-catalog>`);
    await untilCards(catalog);
    const title = () => part(catalog, 'card-title') as HTMLElement;
    const base = px(title());
    const el = await panel();
    (part(el, 'increase') as HTMLElement).click();
    (part(el, 'increase') as HTMLElement).click();
    await until(() => part(el, 'font-size-value')?.textContent === '20 px', '20 px');
    expect(px(title())).to.be.closeTo((base * 20) / 16, 0.01);
    (part(el, 'reset') as HTMLElement).click();
    await until(() => px(title()) === base, 'back to the base size');
  });

  it('reduced motion sets the reduced-motion state on other elements, and stops their transitions', async () => {
    const catalog = await fixture(html`<course-catalog></course-catalog>`);
    await untilCards(catalog);
    const durations = () =>
      [...shadow(catalog).querySelectorAll('*')].flatMap((node) =>
        getComputedStyle(node).transitionDuration.split(', ').map(Number.parseFloat),
      );
    expect(Math.max(...durations()), 'some transition to stop').to.be.greaterThan(0.01);
    const el = await panel();
    switchNamed(el, 'Reduced motion')?.click();
    await until(() => catalog.matches(':state(reduced-motion)'), 'the catalog follows');
    expect(el.matches(':state(reduced-motion)'), 'the panel itself too').to.equal(true);
    expect(Math.max(...durations())).to.be.lessThan(0.001);
    switchNamed(el, 'Reduced motion')?.click();
    await until(() => !catalog.matches(':state(reduced-motion)'), 'off again');
  });

  it('grayscale puts a 100% grayscale filter on the root, and removes it', async () => {
    const el = await panel();
    switchNamed(el, 'Grayscale')?.click();
    await until(() => getComputedStyle(root).filter === 'grayscale(1)', 'grayscale');
    // The open dialog is in the top layer, outside the root's filter: it carries its own.
    expect(getComputedStyle(part(el, 'dialog') as HTMLElement).filter).to.equal('grayscale(1)');
    switchNamed(el, 'Grayscale')?.click();
    await until(() => getComputedStyle(root).filter === 'none', 'no filter');
  });

  it('the dyslexia font is registered at document level from font-url, loads, and is used inside a shadow root', async () => {
    const url = OPEN_DYSLEXIC;
    const catalog = await fixture(html`<course-catalog></course-catalog>`);
    await untilCards(catalog);
    const el = await panel(`font-url="${url}"`);
    expect(part(el, 'font-note') === null, 'no "not installed" note').to.equal(true);
    switchNamed(el, 'Dyslexia-friendly font')?.click();
    const face = () => [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'OpenDyslexic');
    await until(() => face()?.status === 'loaded', 'the face loaded');
    expect(document.fonts.check('16px OpenDyslexic')).to.equal(true);
    expect(new URL(url, location.href).origin).to.equal(location.origin);
    const family = getComputedStyle(part(catalog, 'card-title') as HTMLElement).fontFamily;
    expect(family.startsWith('OpenDyslexic') || family.startsWith('"OpenDyslexic"'), family).to.equal(true);
    expect(shadow(catalog).querySelector('style, link') === null, 'no font CSS inside the shadow root').to.equal(true);
    expect(part(el, 'font-note') === null, 'still no note').to.equal(true);
  });

  it('font-url on another site: nothing is loaded, a warning names the attribute, the panel shows the note', async () => {
    const logs = spyConsole();
    try {
      const el = await panel('font-url="https://fonts.example/OpenDyslexic.woff2"');
      switchNamed(el, 'Dyslexia-friendly font')?.click();
      await until(() => root.style.getPropertyValue('--cf-font-family').includes('OpenDyslexic'), 'the token');
      expect(part(el, 'font-note')?.textContent).to.contain('not installed');
      expect(logs.warn.some((line) => line.startsWith('<accessibility-panel> attribute "font-url"'))).to.equal(true);
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(urls.filter((name) => name.includes('fonts.example'))).to.deep.equal([]);
    } finally {
      logs.restore();
    }
  });

  it('a11y-change: bubbles, composed, not cancelable, with all the settings', async () => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('a11y-change', listener);
    try {
      const el = await panel();
      switchNamed(el, 'Higher contrast')?.click();
      await until(() => events.length === 1, 'one event');
      const [event] = events;
      expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, false]);
      expect(event.detail.settings).to.deep.include({ highContrast: true, fontSize: 16, textAlign: null });
    } finally {
      document.removeEventListener('a11y-change', listener);
    }
  });
});
