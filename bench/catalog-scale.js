/**
 * In-page measurements of many <course-catalog> on one page and of huge unbroken text, run by bench/run.mjs
 * (from the console of bench/catalog.html?build=react|lite: `await catalogBench.many({ count: 100 })`). The build,
 * the timing and the data come from catalog.js, which this module extends (kept apart to keep each file short).
 */
import { countNodes, makeCourses, nextPaint, nextTask, stage, summary, TAG, timeChange } from './catalog.js';

/**
 * Counts the frames the browser starts (requestAnimationFrame callbacks) until `stop()` is called; `stop(at)`
 * counts only frames that started by `at` (a performance.now() time).
 */
export function countFrames() {
  const starts = [];
  let running = true;
  const tick = () => {
    if (!running) return;
    starts.push(performance.now());
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return (at = Number.POSITIVE_INFINITY) => {
    running = false;
    return starts.filter((time) => time <= at).length;
  };
}

/**
 * `count` elements (default data) created and connected in one task, until all are painted; the frames the
 * browser started meanwhile (including the one that paints the last of them); do all shadow roots share one sheet?
 */
export async function many({ count = 100 } = {}) {
  const box = document.createElement('div');
  stage.append(box);
  // Creating the elements is timed too. Their shadow roots exist from the constructor on (before React renders
  // into them on connection), so the commits into them can be watched.
  await nextTask();
  const start = performance.now();
  const frames = countFrames();
  const elements = Array.from({ length: count }, () => document.createElement(TAG));
  const sample = await timeChange(
    elements.map((element) => element.shadowRoot),
    `many#${count}`,
    () => box.append(...elements),
    {
      start,
      ready: () => elements.every((element) => element.shadowRoot.querySelector('[part~="card"]')),
    },
  );
  const framesUntilPainted = frames(start + sample.frame);
  const sheets = new Set(elements.map((element) => element.shadowRoot?.adoptedStyleSheets[0]));
  const [sheet] = sheets;
  const cards = elements.map((element) => element.shadowRoot.querySelectorAll('[part~="card"]').length);
  const result = {
    count,
    total: sample.total,
    work: sample.work,
    commit: sample.commit,
    paint: sample.paint,
    distinctSheets: sheets.size,
    isSheet: sheet instanceof CSSStyleSheet,
    sheetRules: sheet instanceof CSSStyleSheet ? sheet.cssRules.length : 0,
    frames: framesUntilPainted,
    rendered: cards.filter((n) => n > 0).length,
    cardsPerElement: Math.max(...cards),
    nodes: elements.reduce((sum, element) => sum + countNodes(element.shadowRoot), 0),
  };
  box.remove();
  await nextPaint();
  return result;
}

/**
 * Long unbroken text: a fresh element with 3 generated courses, connected and painted, as given (`default`),
 * with one course's description a 1,000,000-character word, and with one instructor a 100,000-character word.
 * Capitals: Chromium lays out a long run of kerned capitals far more slowly than lowercase (docs/guides/security.md, "Text limits").
 * The cap's warning is expected here; it is counted, not printed (and its absence is an error).
 */
export async function longText({ runs = 5 } = {}) {
  const variants = {
    default: () => makeCourses(3),
    description: () => {
      const courses = makeCourses(3);
      courses[0].description = 'A'.repeat(1_000_000);
      return courses;
    },
    instructor: () => {
      const courses = makeCourses(3);
      courses[1].instructor = 'A'.repeat(100_000);
      return courses;
    },
  };
  const result = {};
  const { warn } = console;
  let warnings = 0;
  console.warn = (...args) => {
    if (String(args[0]).includes('characters')) warnings++;
    else warn(...args);
  };
  try {
    for (const [name, make] of Object.entries(variants)) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const courses = make();
        const element = document.createElement(TAG);
        element.courses = courses;
        samples.push(
          await timeChange([element.shadowRoot], `long-text-${name}#${run}`, () => stage.append(element), {
            ready: () => element.shadowRoot.querySelectorAll('[part~="card"]').length === 3,
          }),
        );
        element.remove();
        await nextPaint();
      }
      result[name] = summary(samples);
    }
  } finally {
    console.warn = warn;
  }
  if (warnings === 0) throw new Error(`<${TAG}> showed long text without the cap's warning`);
  return result;
}

window.catalogBench = { ...window.catalogBench, many, longText };
