/// <reference types="mocha" />
/**
 * The elements' own default content (the catalog's courses, the grid's apps) is a chunk of its own, fetched when a
 * page gives no data (src/react/element-data/useDefaultData.ts). Many such elements connected together still appear
 * together: every one waiting for the chunk renders in the task it arrives in, so no frame shows some of them.
 * This file's page has loaded neither chunk before its tests.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { loadCatalog, loadGrid } from './helpers';

/**
 * How many of `elements` show a card at each frame, from their connection until all do (a frame that shows some
 * but not all of them is a partial frame).
 */
async function cardsPerFrame(elements: HTMLElement[]): Promise<number[]> {
  const counts: number[] = [];
  const deadline = performance.now() + 8000;
  await new Promise<void>((resolve, reject) => {
    const tick = () => {
      const shown = elements.filter((el) => el.shadowRoot?.querySelector('[part~="card"]')).length;
      counts.push(shown);
      if (shown === elements.length) resolve();
      else if (performance.now() > deadline) reject(new Error(`only ${shown} of ${elements.length} showed cards`));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return counts;
}

describe('default content, fetched on first use, shows in one frame for many elements', () => {
  before(async () => {
    await Promise.all([loadCatalog(), loadGrid()]);
  });

  for (const tag of ['course-catalog', 'ecosystem-grid']) {
    it(`20 <${tag}> without data, connected together: no frame shows only some of them`, async () => {
      const box = await fixture<HTMLDivElement>(html`<div></div>`);
      const elements = Array.from({ length: 20 }, () => document.createElement(tag));
      box.append(...elements);
      const counts = await cardsPerFrame(elements);
      expect(
        counts.filter((shown) => shown > 0 && shown < elements.length),
        `cards per frame: ${counts}`,
      ).to.deep.equal([]);
    });
  }
});
