/**
 * Many catalogs, ours against a Lit 3 baseline (bench/lit-catalog.js: the same shadow DOM from the same data with
 * the same sheets), side by side in one page, in interleaved rounds (ours first in even rounds, Lit first in odd
 * ones), so the machine's load falls on both alike. From the console of bench/catalog.html?build=react|lite:
 * `await catalogBench.versusLit({ count: 100 })`.
 *
 * Each sample: `count` elements created, given the same `courses` array (3 generated courses with cover images)
 * as a property, and connected in one task, until every one shows its cards and that is painted.
 */
import { makeCourses, nextPaint, nextTask, stage, TAG, timeChange } from './catalog.js';
import { defineLitCatalog, LIT_TAG } from './lit-catalog.js';

// The sheets a <course-catalog> adopts (in its constructor), for the Lit element to adopt too.
defineLitCatalog([...document.createElement(TAG).shadowRoot.adoptedStyleSheets]);

/** A small cover drawing per course (a data URL, as the default courses have), so no card needs the fallback. */
function cover(label, colour) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${colour}"/><text x="48" y="206" font-size="64" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const COLOURS = ['#b45309', '#15803d', '#1d4ed8'];
const courses = () => makeCourses(3).map((course, i) => ({ ...course, image: cover(`C${i + 1}`, COLOURS[i % 3]) }));

/** `count` elements named `tag`, all given `data` as `courses`, connected in one task → all cards painted. */
async function connectMany(tag, count, data) {
  const box = document.createElement('div');
  stage.append(box);
  await nextTask();
  const start = performance.now();
  const elements = Array.from({ length: count }, () => {
    const element = document.createElement(tag);
    element.courses = data;
    return element;
  });
  const sample = await timeChange(
    elements.map((element) => element.shadowRoot),
    `${tag}#${count}`,
    () => box.append(...elements),
    { start, ready: () => elements.every((element) => element.shadowRoot.querySelector('[part~="card"]')) },
  );
  const cards = elements.reduce(
    (sum, element) => sum + element.shadowRoot.querySelectorAll('[part~="card"]').length,
    0,
  );
  if (cards !== count * data.length) throw new Error(`<${tag}>: ${cards} cards shown, expected ${count * data.length}`);
  box.remove();
  await nextPaint();
  return sample;
}

/** Attributes whose values are ids made per instance (React's `_r_0_-…`, Preact's `P0-0-…`, Lit's `lit-0-…`): compared by suffix. */
const ID_REFS = new Set(['id', 'for', 'aria-labelledby']);

/**
 * The shadow root as text: elements with their attributes (sorted; ids by their suffix after the instance's
 * prefix; `value` attributes of inputs and options left out), text, no comments (Lit's markers), so the two elements' DOMs can be compared.
 */
function shape(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return '';
  const children = [...node.childNodes].map(shape).join('');
  if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) return children;
  const attributes = [...node.attributes]
    // React writes an input's and an option's value as attributes, Preact sets the properties: the same values.
    .filter(({ name }) => !(name === 'value' && (node.localName === 'input' || node.localName === 'option')))
    .map(
      ({ name, value }) => `${name}="${ID_REFS.has(name) ? value.replace(/^(_r_\w+_|P\d+-\d+|lit-\d+)-/, '') : value}"`,
    )
    .sort()
    .join(' ');
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
}

/** Throws unless ours and the Lit element render the same DOM from `data` (the baseline must stay a fair one). */
async function expectSameDom(data) {
  const [ours, lit] = [TAG, LIT_TAG].map((tag) => {
    const element = document.createElement(tag);
    element.courses = data;
    stage.append(element);
    return element;
  });
  await nextPaint();
  const [a, b] = [ours, lit].map((element) => shape(element.shadowRoot));
  ours.remove();
  lit.remove();
  const sheets = [ours, lit].map((element) => element.shadowRoot.adoptedStyleSheets);
  if (sheets[0].length !== sheets[1].length || sheets[0].some((sheet, i) => sheet !== sheets[1][i])) {
    throw new Error(`<${LIT_TAG}> does not adopt the same sheets as <${TAG}>`);
  }
  if (a !== b) {
    let at = 0;
    while (a[at] === b[at]) at++;
    throw new Error(
      `<${LIT_TAG}> renders another DOM than <${TAG}>, from character ${at}:\n  ours: …${a.slice(Math.max(0, at - 80), at + 120)}\n  Lit:  …${b.slice(Math.max(0, at - 80), at + 120)}`,
    );
  }
  return a.length;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Interleaved rounds of ours and Lit's; medians of each, and the median of each round's ratio ours / Lit. */
export async function versusLit({ count = 100, rounds = 7 } = {}) {
  const data = courses();
  const domLength = await expectSameDom(data);
  // Warm-up: the first elements ever made run cold code, in both.
  await connectMany(TAG, 10, data);
  await connectMany(LIT_TAG, 10, data);
  const ours = [];
  const lit = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      ours.push(await connectMany(TAG, count, data));
      lit.push(await connectMany(LIT_TAG, count, data));
    } else {
      lit.push(await connectMany(LIT_TAG, count, data));
      ours.push(await connectMany(TAG, count, data));
    }
  }
  const side = (samples) => ({
    total: median(samples.map((s) => s.total)),
    work: median(samples.map((s) => s.work)),
    commit: median(samples.map((s) => s.commit)),
    frames: Math.max(...samples.map((s) => s.frames)),
    totals: samples.map((s) => s.total),
  });
  return {
    count,
    rounds,
    domLength,
    ours: side(ours),
    lit: side(lit),
    ratio: median(ours.map((s, i) => s.total / lit[i].total)),
    workRatio: median(ours.map((s, i) => s.work / lit[i].work)),
  };
}

/**
 * The cold figure, as a visitor meets it (bench/cold.mjs drives it: a fresh browser context per sample): in a page
 * just loaded, `warmUp({ lit, count })` connects `count` catalogs (at most 3: the code a page's first elements run)
 * and removes them; `coldSample({ lit, count })` then times `count` catalogs connected in one task until every
 * card is painted, once. `lit`: the Lit element instead of ours.
 */
let coldData;
export async function warmUp({ lit = false, count = 3 } = {}) {
  coldData ??= courses();
  if (count > 0) await connectMany(lit ? LIT_TAG : TAG, count, coldData);
}
export async function coldSample({ lit = false, count = 100 } = {}) {
  coldData ??= courses();
  return connectMany(lit ? LIT_TAG : TAG, count, coldData);
}

window.catalogBench = { ...window.catalogBench, versusLit, warmUp, coldSample };
