/**
 * In-page measurement of a language switch, run by bench/run.mjs (from the console of
 * bench/catalog.html?build=react|lite: `await catalogBench.langSwitch({ count: 10 })`): `count` catalogs on the
 * page, then `<html lang>` changes. Every element follows the page's one observer (src/lib/i18n/observe.ts) and
 * re-renders in place; the figure is how many frames the browser starts until all of them show the new words.
 * `cold`: the first switch to German, which also loads the language's module; then `runs` warm switches back and
 * forth between English and German (the module is in memory), timed like every other change (catalog.js).
 */

import { nextPaint, nextTask, stage, summary, TAG, timeChange } from './catalog.js';
import { countFrames } from './catalog-scale.js';

const LANGUAGES = ['de', 'en'];

/** `count` catalogs (default data), connected and painted. */
async function catalogs(count) {
  const box = document.createElement('div');
  stage.append(box);
  const elements = Array.from({ length: count }, () => document.createElement(TAG));
  box.append(...elements);
  const rendered = () => elements.every((element) => element.shadowRoot?.querySelector('[part~="card"]'));
  while (!rendered()) await nextPaint();
  return { box, elements };
}

/** `<html lang>` set to `lang` at t = 0, until every element's shadow text differs from before: time and frames. */
async function switchTo(elements, lang, label) {
  const before = elements.map((element) => element.shadowRoot.textContent);
  await nextTask();
  const start = performance.now();
  const frames = countFrames();
  const sample = await timeChange(
    elements.map((element) => element.shadowRoot),
    label,
    () => document.documentElement.setAttribute('lang', lang),
    { start, ready: () => elements.every((element, i) => element.shadowRoot.textContent !== before[i]) },
  );
  return { ...sample, frames: frames(start + sample.frame) };
}

export async function langSwitch({ count = 10, runs = 7 } = {}) {
  const html = document.documentElement;
  const original = html.getAttribute('lang');
  const { box, elements } = await catalogs(count);
  try {
    const cold = await switchTo(elements, 'de', `lang-switch-cold#${count}`);
    const warm = [];
    for (let run = 0; run < runs; run++) {
      const lang = LANGUAGES[(run + 1) % LANGUAGES.length];
      warm.push(await switchTo(elements, lang, `lang-switch#${count}-${run}`));
    }
    return { count, cold, warm: summary(warm), frames: Math.max(...warm.map((sample) => sample.frames)) };
  } finally {
    if (original === null) html.removeAttribute('lang');
    else html.setAttribute('lang', original);
    box.remove();
    await nextPaint();
  }
}

window.catalogBench = { ...window.catalogBench, langSwitch };
