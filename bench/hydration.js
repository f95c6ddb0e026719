/**
 * In-page half of the hydration figure, run by bench/run.mjs (bench/hydration.mjs): one catalog of `COUNT`
 * courses, either rendered by the element from nothing (`client`, as without server rendering) or hydrated from
 * the declarative shadow root coursify-elements/ssr rendered for the same attribute (`hydrate`). The markup of
 * both is made in Node and handed in; it is parsed into a detached box first (the browser's HTML parse, which on a
 * real page happens as the HTML streams in, before any script), and the sample is the box's connection: the
 * element upgrades and renders (or hydrates), then the browser styles, lays out and paints it. Node reads the
 * renderer's busy time around the sample (CDP Performance.getMetrics, TaskDuration).
 */
import { makeCourses, nextPaint, stage, TAG } from './catalog.js';

let box;

/** The bench's generated courses, as the JSON the attribute of both samples holds. */
export function hydrationCourses(count) {
  return JSON.stringify(makeCourses(count));
}

/** Parses `markup` into a detached box (not timed). */
export function hydrationPrepare(markup) {
  box = document.createElement('div');
  box.setHTMLUnsafe(markup);
}

/**
 * Connects the box and waits until its catalog shows `count` cards, rendered by the element (client) or hydrated
 * (the server's `<style>` gone, the sheets adopted), and painted. `kept`: the server's card nodes are still the
 * ones shown (hydrated in place, not rendered afresh).
 */
export async function hydrationSample({ count }) {
  const element = box.querySelector(TAG);
  const serverCards = [...(element.shadowRoot?.querySelectorAll('[part~="card"]') ?? [])];
  stage.append(box);
  const done = () => {
    const root = element.shadowRoot;
    if (!root || root.querySelectorAll('[part~="card"]').length !== count) return false;
    return root.adoptedStyleSheets.length > 0 && !root.querySelector('style');
  };
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > 20_000) throw new Error('hydration bench: the catalog did not render');
    await nextPaint();
  }
  await nextPaint();
  const cards = [...element.shadowRoot.querySelectorAll('[part~="card"]')];
  return { kept: serverCards.length > 0 && cards.every((card, index) => card === serverCards[index]) };
}

/** Takes the sample's box away again (not timed). */
export async function hydrationCleanup() {
  box?.remove();
  box = undefined;
  await nextPaint();
}

window.catalogBench = { ...window.catalogBench, hydrationCourses, hydrationPrepare, hydrationSample, hydrationCleanup };
