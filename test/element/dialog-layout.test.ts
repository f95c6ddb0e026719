/// <reference types="mocha" />
/**
 * The modal dialogs of <accessibility-panel> and <install-prompt> laid out in every engine, on a desktop
 * (1280 × 900) and a phone (375 × 667) viewport (an iframe of that size: see frame.ts).
 *
 * The defect this guards: WebKit resolves a `flex: 1 1 0%` child of a `showModal()` dialog laid out as a flex
 * column to its padding, so the panel opened as a 150px strip whose settings area was 24px tall. The body must
 * be as tall as its content, up to its 24 × base-size cap, and the whole dialog must fit the screen.
 */
import { expect } from '@open-wc/testing';
import { type FramePage, framePage, pageWith } from './frame';
import { INSTALL_MODULE, PANEL_MODULE, part, until } from './helpers';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 667 },
];
/** The body's cap: 24 × the 16px base size. */
const BODY_CAP = 384;

/** The dialog's body shows its content (all of it, or its capped height, scrolling), and the dialog fits. */
function expectWholeBody(page: FramePage, el: Element, viewport: { width: number; height: number }): void {
  const body = part(el, 'body') as HTMLElement;
  const expected = Math.min(body.scrollHeight, BODY_CAP);
  expect(body.clientHeight, `body ${body.clientHeight}px tall of ${body.scrollHeight}px content`).to.be.within(
    expected - 1,
    expected + 1,
  );
  const box = (part(el, 'dialog') as HTMLElement).getBoundingClientRect();
  expect(
    [box.left >= 0, box.top >= 0, box.right <= viewport.width, box.bottom <= viewport.height],
    `dialog at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`,
  ).to.deep.equal([true, true, true, true]);
  // Every control of the body can be scrolled into view inside the dialog.
  const last = [...(part(el, 'body') as HTMLElement).querySelectorAll('button, a, input')].at(-1) as HTMLElement;
  if (last) {
    last.scrollIntoView({ block: 'nearest' });
    const bodyBox = body.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    expect(lastBox.bottom <= bodyBox.bottom + 1 && lastBox.top >= bodyBox.top - 1, 'last control visible').to.equal(
      true,
    );
  }
  expect(page.doc.defaultView?.innerWidth).to.equal(viewport.width);
}

describe('modal dialogs lay out in every engine', () => {
  let page: FramePage | undefined;
  afterEach(() => {
    page?.frame.remove();
    page = undefined;
  });

  it('<accessibility-panel> on a small phone (375 × 480): the dialog fits the screen, its body scrolls', async () => {
    page = await framePage(375, 480, pageWith([PANEL_MODULE], '<accessibility-panel></accessibility-panel>'));
    const el = page.doc.querySelector('accessibility-panel') as HTMLElement;
    await until(() => part(el, 'trigger'), 'the trigger');
    (part(el, 'trigger') as HTMLElement).click();
    await until(() => part<HTMLDialogElement>(el, 'dialog')?.open, 'open');
    const box = (part(el, 'dialog') as HTMLElement).getBoundingClientRect();
    expect([box.left >= 0, box.top >= 0, box.right <= 375, box.bottom <= 480]).to.deep.equal([true, true, true, true]);
    const body = part(el, 'body') as HTMLElement;
    // Shrunk to what the screen leaves, but never collapsed: most of the dialog is settings.
    expect(body.clientHeight, 'body height').to.be.greaterThan(box.height / 2);
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
  });

  for (const viewport of SIZES) {
    it(`<accessibility-panel>, ${viewport.name} ${viewport.width} × ${viewport.height}: the whole settings area`, async () => {
      page = await framePage(
        viewport.width,
        viewport.height,
        pageWith([PANEL_MODULE], '<main><h1>Page</h1><accessibility-panel></accessibility-panel></main>'),
      );
      const el = page.doc.querySelector('accessibility-panel') as HTMLElement;
      await until(() => part(el, 'trigger'), 'the trigger');
      (part(el, 'trigger') as HTMLElement).click();
      await until(() => part<HTMLDialogElement>(el, 'dialog')?.open, 'open');
      expect(part(el, 'dialog')?.matches(':modal')).to.equal(true);
      // The panel holds more than the cap: its body is exactly the cap tall, and scrolls.
      expect((part(el, 'body') as HTMLElement).scrollHeight).to.be.greaterThan(BODY_CAP);
      expectWholeBody(page, el, viewport);
    });

    it(`<install-prompt> opened on request, ${viewport.name} ${viewport.width} × ${viewport.height}: the whole body`, async () => {
      page = await framePage(
        viewport.width,
        viewport.height,
        pageWith([INSTALL_MODULE], '<main><h1>Page</h1><install-prompt manual></install-prompt></main>'),
      );
      // The browser's offer, as Chromium fires it, in the frame's window (its own copy of the module listens).
      const offer = new page.win.Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      page.win.dispatchEvent(offer);
      const el = page.doc.querySelector('install-prompt') as HTMLElement & { open(): void };
      await until(() => part(el, 'dialog'), 'rendered');
      el.open();
      await until(() => part<HTMLDialogElement>(el, 'dialog')?.open, 'open');
      expect((part(el, 'body') as HTMLElement).textContent?.length ?? 0).to.be.greaterThan(20);
      expectWholeBody(page, el, viewport);
    });
  }
});
