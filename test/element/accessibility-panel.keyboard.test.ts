/// <reference types="mocha" />
/**
 * <accessibility-panel> by keyboard only, on the built module in a real browser: Tab to the trigger, Enter opens
 * the modal dialog, focus is inside and stays inside, every control works from the keyboard, the size bounds,
 * Reset, Escape and focus return.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { AccessibilityPanelElement } from '../../src/elements/accessibility-panel';
import { A11Y_STORAGE_KEY } from '../../src/lib/a11y-settings';
import { deepActiveElement, describeFocus, loadPanel, part, resetA11yThroughPanel, shadow, until } from './helpers';
import { press, shiftTab } from './keys';
import { engine } from './media';

const root = document.documentElement;
const dialogOf = (el: Element) => part<HTMLDialogElement>(el, 'dialog') as HTMLDialogElement;
const isOpen = (el: Element) => dialogOf(el).open && dialogOf(el).matches(':modal');
const focusInDialog = (el: Element) => dialogOf(el).contains(deepActiveElement());
const sizeShown = (el: Element) => part(el, 'font-size-value')?.textContent ?? '';
const switchState = (el: Element, label: string) =>
  [...shadow(el).querySelectorAll('[role="switch"]')]
    .find((node) => node.textContent?.startsWith(label))
    ?.getAttribute('aria-checked');

/** Tabs forward until `done()` holds (at most 30 presses). */
async function tabUntil(done: () => boolean, message: string): Promise<void> {
  for (let i = 0; i < 30 && !done(); i++) await press('Tab');
  if (!done()) throw new Error(`never reached: ${message} (focus on ${describeFocus()})`);
}

async function page(): Promise<AccessibilityPanelElement> {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <button id="before">Before</button>
      <accessibility-panel></accessibility-panel>
      <button id="after">After</button>
    </div>
  `);
  const el = wrapper.querySelector('accessibility-panel') as AccessibilityPanelElement;
  await until(() => part(el, 'trigger'), 'the trigger');
  return el;
}

/** Focus on the page's first button, then Tab to the trigger and open with Enter. */
async function openByKeyboard(el: AccessibilityPanelElement): Promise<void> {
  (document.getElementById('before') as HTMLElement).focus();
  await press('Tab');
  expect(describeFocus()).to.equal('trigger: Accessibility settings');
  await press('Enter');
  await until(() => isOpen(el) && focusInDialog(el), 'dialog open, focus inside');
}

describe('<accessibility-panel> by keyboard', () => {
  before(async () => {
    await loadPanel();
  });
  beforeEach(() => localStorage.removeItem(A11Y_STORAGE_KEY));
  afterEach(async () => {
    await resetA11yThroughPanel();
    localStorage.removeItem(A11Y_STORAGE_KEY);
  });

  it('Tab reaches the trigger, Enter opens a modal dialog and focus moves inside; Escape closes, focus returns', async () => {
    const el = await page();
    await openByKeyboard(el);
    expect(describeFocus()).to.equal('close: Close');
    await press('Escape');
    await until(() => !dialogOf(el).open, 'closed');
    expect(describeFocus()).to.equal('trigger: Accessibility settings');
  });

  it('Tab and Shift+Tab cycle within the dialog: the page around it is never focused', async () => {
    const el = await page();
    await openByKeyboard(el);
    const controls = [
      'close: Close',
      // Firefox puts a scrollable region in the Tab order even when it holds controls (its keyboard-scrolling
      // feature); the dialog's body scrolls on small screens, so there it is one more stop, still in the dialog.
      ...(engine === 'firefox' ? ['body (scrollable region)'] : []),
      'decrease: Decrease text size',
      'increase: Increase text size',
      'switch: GrayscaleOff',
      'switch: Dyslexia-friendly fontOff',
      'switch: Higher contrastOff',
      'switch: Reduced motionOff',
      'switch: AnnouncementsOn',
      'align-option: Default',
      'align-option: Left',
      'align-option: Centre',
      'align-option: Right',
      'reset: Reset all settings',
    ];
    /** Presses 16 times; the focus after each must be inside the dialog. */
    const walk = async (step: () => Promise<void>) => {
      const order: string[] = [];
      for (let i = 0; i < 16; i++) {
        await step();
        expect(focusInDialog(el), `focus left the dialog: ${describeFocus()}`).to.equal(true);
        order.push(describeFocus().startsWith('body:') ? 'body (scrollable region)' : describeFocus());
      }
      return order;
    };
    // From Close: through every control, wrapping from Reset to Close.
    const cycle = (list: string[], from: number) =>
      Array.from({ length: 16 }, (_, i) => list[(from + i) % list.length]);
    expect(await walk(() => press('Tab'))).to.deep.equal(cycle(controls, 1));
    (part(el, 'close') as HTMLElement).focus();
    const backward = [...controls].reverse();
    expect(await walk(shiftTab)).to.deep.equal(cycle(backward, 0));
    expect(document.hasFocus()).to.equal(true);
  });

  it('text size by keyboard: Enter steps, both bounds disable their button and focus moves to the other', async () => {
    const el = await page();
    await openByKeyboard(el);
    await tabUntil(() => describeFocus() === 'increase: Increase text size', 'Increase');
    for (let i = 0; i < 4; i++) await press('Enter');
    expect(sizeShown(el)).to.equal('24 px');
    expect(part<HTMLButtonElement>(el, 'increase')?.disabled).to.equal(true);
    expect(root.style.getPropertyValue('--cf-font-size')).to.equal('24px');
    expect(describeFocus()).to.equal('decrease: Decrease text size');
    for (let i = 0; i < 6; i++) await press('Space');
    expect(sizeShown(el)).to.equal('12 px');
    expect(part<HTMLButtonElement>(el, 'decrease')?.disabled).to.equal(true);
    expect(describeFocus()).to.equal('increase: Increase text size');
    expect(isOpen(el), 'still open').to.equal(true);
  });

  it('each switch flips with Space and Enter; alignment and Reset work by keyboard', async () => {
    const el = await page();
    await openByKeyboard(el);
    for (const label of ['Grayscale', 'Dyslexia-friendly font', 'Higher contrast', 'Reduced motion']) {
      await tabUntil(() => describeFocus().startsWith(`switch: ${label}`), label);
      await press('Space');
      expect(switchState(el, label), label).to.equal('true');
    }
    await tabUntil(() => describeFocus().startsWith('switch: Announcements'), 'Announcements');
    await press('Enter');
    expect(switchState(el, 'Announcements')).to.equal('false');
    await tabUntil(() => describeFocus() === 'align-option: Right', 'Right');
    await press('Enter');
    expect(root.style.getPropertyValue('--cf-text-align')).to.equal('right');
    expect(root.style.getPropertyValue('filter')).to.equal('grayscale(100%)');
    expect([...root.classList].filter((name) => name.startsWith('cf-')).sort()).to.deep.equal([
      'cf-dyslexia',
      'cf-high-contrast',
      'cf-reduce-motion',
    ]);
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY) ?? '{}')).to.include({
      grayscale: true,
      textAlign: 'right',
    });

    await tabUntil(() => describeFocus() === 'reset: Reset all settings', 'Reset');
    await press('Enter');
    expect(switchState(el, 'Grayscale')).to.equal('false');
    expect(switchState(el, 'Announcements')).to.equal('true');
    expect(root.getAttribute('style') ?? '').to.equal('');
    expect([...root.classList].filter((name) => name.startsWith('cf-'))).to.deep.equal([]);
    expect(part(el, 'announcer')?.textContent).to.equal('All settings reset to default');
  });

  it('the Close button closes by keyboard, and focus returns to the trigger', async () => {
    const el = await page();
    await openByKeyboard(el);
    await press('Enter'); // focus starts on Close
    await until(() => !dialogOf(el).open, 'closed');
    expect(describeFocus()).to.equal('trigger: Accessibility settings');
  });
});
