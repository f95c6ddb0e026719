/// <reference types="mocha" />
/**
 * <course-catalog> off screen, in a real browser: where the engine can paint past the host's edges
 * (`overflow-clip-margin`: Chromium, Firefox), a catalog far below the fold skips style, layout and paint until it
 * comes near the viewport (`content-visibility: auto`, src/styles/elements/course-catalog.css); elsewhere (WebKit)
 * it renders as before. Either way it is whole when reached: by scrolling, by focus, after a theme switch.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import { cards, loadCatalog, part, until, untilCards } from './helpers';

/** Whether this engine gets the skipping (the sheet's own @supports test). */
const SKIPS = CSS.supports('overflow-clip-margin', '0px');
/** Whether a card is rendered, not skipped (false only inside a skipped subtree). */
const rendered = (card: Element) => card.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** A catalog below a spacer several viewports tall, and the spacer (to remove). */
async function farBelow(className = ''): Promise<CourseCatalogElement> {
  const page = await fixture<HTMLElement>(html`
    <div>
      <div style="height: ${innerHeight * 4}px"></div>
      <course-catalog class=${className}></course-catalog>
    </div>
  `);
  const el = page.querySelector('course-catalog') as CourseCatalogElement;
  await untilCards(el, 3);
  await nextFrame();
  return el;
}

describe('<course-catalog> off screen', () => {
  before(async () => {
    await loadCatalog();
  });

  afterEach(() => {
    document.documentElement.classList.remove('dark');
    scrollTo(0, 0);
  });

  it(`far below the fold: ${SKIPS ? 'skipped until scrolled to, then whole' : 'rendered as before (no overflow-clip-margin)'}`, async () => {
    const el = await farBelow();
    const style = getComputedStyle(el);
    expect(style.getPropertyValue('content-visibility')).to.equal(SKIPS ? 'auto' : 'visible');
    if (SKIPS) expect(style.getPropertyValue('overflow-clip-margin')).to.equal('32px');
    expect(cards(el).map(rendered)).to.deep.equal(SKIPS ? [false, false, false] : [true, true, true]);
    el.scrollIntoView();
    await until(() => cards(el).every(rendered), 'every card rendered once scrolled to');
    expect(cards(el)[0].getBoundingClientRect().height).to.be.greaterThan(100);
  });

  it('a page rule turns it off: `course-catalog { content-visibility: visible }`', async () => {
    const style = document.createElement('style');
    style.textContent = 'course-catalog.eager { content-visibility: visible }';
    document.head.append(style);
    try {
      const el = await farBelow('eager');
      expect(getComputedStyle(el).getPropertyValue('content-visibility')).to.equal('visible');
      expect(cards(el).every(rendered)).to.equal(true);
    } finally {
      style.remove();
    }
  });

  it('a field of a skipped catalog takes focus, and the catalog renders', async () => {
    const el = await farBelow();
    const search = part<HTMLInputElement>(el, 'search') as HTMLInputElement;
    search.focus();
    expect(el.shadowRoot?.activeElement === search, 'focus in the search field').to.equal(true);
    await until(() => cards(el).every(rendered), 'rendered once focused');
  });

  it('a theme switch while it is off screen shows at once when scrolled to: no colour transition replays', async () => {
    const el = await farBelow();
    const card = cards(el)[0];
    const syllabus = part(el, 'button-syllabus') as HTMLElement;
    const lightSurface = getComputedStyle(card).backgroundColor;
    document.documentElement.classList.add('dark');
    await nextFrame();
    el.scrollIntoView();
    await until(() => rendered(card), 'rendered');
    await nextFrame();
    const shown = [getComputedStyle(card).backgroundColor, getComputedStyle(syllabus).color];
    expect(shown[0]).not.to.equal(lightSurface);
    // 150 ms transitions: a replayed one would still be running now, its values short of the final ones.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([getComputedStyle(card).backgroundColor, getComputedStyle(syllabus).color]).to.deep.equal(shown);
  });
});
