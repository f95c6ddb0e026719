/// <reference types="mocha" />
/**
 * <ecosystem-grid>'s card icons in a real browser: each is a module of its own next to the element's (icons/<name>.js),
 * loaded when a card names it, so a page loads the icons its cards show and no others; the badge keeps its size while
 * one is on its way; a second grid draws a loaded icon in its first render.
 */
import { expect, fixture } from '@open-wc/testing';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import { app, cards, ELEMENTS_DIR, loadGrid, until, untilCards } from './helpers';

const ICONS_DIR = new URL(`${ELEMENTS_DIR}/icons/`, location.href).href;
/** The icon modules this page has fetched, by file name. */
const iconRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(ICONS_DIR))
    .map((name) => name.slice(ICONS_DIR.length))
    .sort();
const badgeIcon = (card: Element) =>
  /\blucide-([a-z-]+)/.exec(card.querySelector('[part~="card-icon"] svg')?.getAttribute('class') ?? '')?.[1];
const badgeSize = (card: Element) => {
  const box = (card.querySelector('[part~="card-icon"]') as HTMLElement).getBoundingClientRect();
  return `${box.width}×${box.height}`;
};

/** A grid given its cards before it connects (connected empty, it would start loading the default apps' icons). */
async function gridWith(items: unknown[]): Promise<EcosystemGridElement> {
  const el = document.createElement('ecosystem-grid');
  el.items = items as EcosystemGridElement['items'];
  await fixture(el);
  await untilCards(el, items.length);
  return el;
}

describe('<ecosystem-grid> icons, loaded as the cards name them', () => {
  before(async () => {
    await loadGrid();
  });

  it('loads only the icons its cards name, from the element’s own directory, and draws them at the badge’s size', async () => {
    expect(iconRequests()).to.deep.equal([]);
    const el = await gridWith([
      app(1, { icon: 'rocket' }),
      app(2, { icon: 'rocket' }),
      app(3, { icon: 'leaf', enable: false }),
    ]);
    const sizes = cards(el).map(badgeSize);
    await until(() => cards(el).every((card) => badgeIcon(card)), 'every badge drew its icon');
    expect(cards(el).map(badgeIcon)).to.deep.equal(['rocket', 'rocket', 'leaf']);
    expect(cards(el).map(badgeSize)).to.deep.equal(sizes);
    expect(sizes[0]).to.equal('48×48');
    expect(iconRequests()).to.deep.equal(['leaf.js', 'rocket.js']);
  });

  it('a later grid draws an icon already loaded in its first render, with no new request', async () => {
    await gridWith([app(1, { icon: 'rocket' })]).then((el) =>
      until(() => badgeIcon(cards(el)[0]) === 'rocket', 'the first grid’s icon'),
    );
    const before = iconRequests();
    const el = await gridWith([app(1, { icon: 'rocket' })]);
    expect(badgeIcon(cards(el)[0])).to.equal('rocket');
    expect(iconRequests()).to.deep.equal(before);
  });
});
