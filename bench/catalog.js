/**
 * In-page measurements of <course-catalog>, run by bench/run.mjs (and usable by hand from the console of
 * bench/catalog.html: `await catalogBench.setCourses()`).
 *
 * Every timing starts in a fresh task just before the change (performance.now()) and ends when the change is
 * painted: at the second requestAnimationFrame callback after the change was committed. Each sample carries a
 * breakdown (ms after the start), to see what dominates:
 *   commit: last DOM mutation inside the shadow root (validation, indexing, React's render and commit are done);
 *   frame:  start of the frame that paints the change (rAF #1, before its style, layout and paint);
 *   paint:  a task queued from rAF #1, which runs once that frame's style, layout and paint are done;
 *   total:  rAF #2: "to painted" by double requestAnimationFrame;
 *   work:   commit + (paint - frame): the time the page was busy with the change, without the idle wait for the
 *           display's next frame (a display starts one every 16.7 ms, so a double rAF never reads below ~33 ms).
 * Each timing is also left as a performance.measure() entry, so a DevTools trace shows it.
 */

export const TAG = 'course-catalog';
/** `?build=lite`: the lite build (dist/cdn, preact/compat); otherwise the React build (dist/elements). */
const BUILD = new URLSearchParams(location.search).get('build') === 'lite' ? 'lite' : 'react';
await import(`/dist/${BUILD === 'lite' ? 'cdn' : 'elements'}/${TAG}.js`);
export const stage = document.getElementById('stage');

/** Resolves when what was changed before the call has been painted (double requestAnimationFrame). */
export function nextPaint(sample = {}) {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      sample.frame = performance.now();
      // A message posted now is handled after this frame's rendering steps: "this frame has painted".
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        sample.paint ??= performance.now();
      };
      channel.port2.postMessage(null);
      requestAnimationFrame(() => {
        sample.total = performance.now();
        resolve(sample);
      });
    });
  });
}

/**
 * Resolves in a new task. Each sample starts there, as a user's input event would: not inside the rendering steps
 * of a frame (where the previous sample's last requestAnimationFrame callback left off).
 */
export function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** How long to wait at most for a change to be committed and painted; longer is an error, not a figure. */
const TIMEOUT_MS = 20_000;

/**
 * Records the time of the last DOM mutation in a shadow root: `stop()` disconnects and returns it, `stop.last()`
 * reads it while watching (null: nothing changed yet).
 */
function watchCommits(root) {
  let last = null;
  const observer = new MutationObserver(() => {
    last = performance.now();
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  const stop = () => {
    observer.disconnect();
    return last;
  };
  stop.last = () => last;
  return stop;
}

/**
 * Times one change: `apply()` runs at t = 0, then waits for the frame that paints it. Returns durations in ms from
 * the start, and leaves a performance measure named `label`.
 *
 * React may commit in a task that runs after the next frame has already begun (its scheduler posts tasks, and
 * yields between roots); that frame did not paint the change, so the wait goes on until `ready()` holds and a
 * frame starts after the last DOM mutation. When nothing in the shadow roots changes at all (a keystroke that
 * leaves everything as it was), the first frame counts. Starts in a fresh task, unless `start` is given (to count
 * work done before `apply`, from a task the caller started).
 */
export async function timeChange(roots, label, apply, { ready = () => true, start: given } = {}) {
  if (given === undefined) await nextTask();
  const start = given ?? performance.now();
  const watchers = roots.map(watchCommits);
  const lastCommit = () => Math.max(...watchers.map((watcher) => watcher.last() ?? Number.NEGATIVE_INFINITY));
  apply();
  const applied = performance.now();
  let sample = await nextPaint({ frames: 2 });
  while (!(ready() && sample.frame > lastCommit()) && performance.now() - start < TIMEOUT_MS) {
    sample = await nextPaint({ frames: sample.frames + 2 });
  }
  const commit = lastCommit();
  for (const stop of watchers) stop();
  if (!ready()) throw new Error(`${label}: not rendered after ${TIMEOUT_MS / 1000} s`);
  performance.measure(label, { start, end: sample.total });
  const paint = sample.paint ?? sample.total;
  return {
    total: sample.total - start,
    commit: Number.isFinite(commit) ? commit - start : null,
    frame: sample.frame - start,
    paint: paint - start,
    // Busy until painted: the change's own script (to the last commit), then the frame's style, layout, paint.
    // The idle wait between the two (for the display's next frame) is left out.
    work: Math.max(applied, Number.isFinite(commit) ? commit : applied) - start + (paint - sample.frame),
    frames: sample.frames,
  };
}

/** A small seeded random generator (mulberry32), so every run and every machine sees the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  'Machine Learning',
  'Java Programming',
  'Spring Boot',
  'Data Visualization',
  'Cloud Architecture',
  'Web Accessibility',
  'Distributed Systems',
  'Product Design',
  'Mobile Development',
  'Cybersecurity',
  'Databases',
  'Statistics',
];
const LEVELS = ['Introduction to', 'Practical', 'Advanced', 'Applied', 'Modern', 'Hands-on'];
const VERBS = ['Build', 'Design', 'Test', 'Ship', 'Debug', 'Scale', 'Secure', 'Measure'];
const THINGS = ['real projects', 'small services', 'data pipelines', 'user interfaces', 'APIs', 'models'];
const FIRST = ['Daniel', 'Amira', 'Kenji', 'Sofia', 'Liam', 'Priya', 'Mateo', 'Ingrid', 'Chen', 'Fatima'];
const LAST = ['Brooks', 'Haddad', 'Tanaka', 'Rossi', 'Murphy', 'Sharma', 'García', 'Larsen', 'Wei', 'Okafor'];
const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'];

/** `count` valid courses (every required field, safe relative links, some free), fresh objects on each call. */
export function makeCourses(count, seed = 1) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const courses = new Array(count);
  for (let i = 0; i < count; i++) {
    const topic = pick(TOPICS);
    courses[i] = {
      id: `c${i}`,
      title: `${pick(LEVELS)} ${topic} ${i + 1}`,
      description: `${pick(VERBS)} ${pick(THINGS)} with ${topic.toLowerCase()}: ${pick(VERBS).toLowerCase()}, ${pick(VERBS).toLowerCase()} and ${pick(VERBS).toLowerCase()} ${pick(THINGS)} step by step.`,
      instructor: `${pick(FIRST)} ${pick(LAST)}`,
      duration: `${1 + Math.floor(next() * 16)} Weeks`,
      difficulty: pick(DIFFICULTIES),
      price: next() < 0.2 ? 0 : Math.round(next() * 20000) / 100,
      syllabus: `/c/${i}`,
      content: `/c/${i}`,
    };
  }
  return courses;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median sample: the median of each span separately (so the spans need not add up). */
function medianSample(samples) {
  const spans = Object.keys(samples[0]).filter((span) => span !== 'frames');
  return Object.fromEntries(
    spans.map((span) => {
      const values = samples.map((sample) => sample[span]).filter((value) => value !== null);
      return [span, values.length ? median(values) : null];
    }),
  );
}

/** First sample, median sample, and every sample's work and total (to see the spread). */
export function summary(samples) {
  return {
    first: samples[0],
    median: medianSample(samples),
    works: samples.map((sample) => sample.work),
    totals: samples.map((sample) => sample.total),
    runs: samples.length,
  };
}

/** A new, connected, painted element (default data unless `courses` is given). */
async function freshElement(courses) {
  const element = document.createElement(TAG);
  if (courses) element.courses = courses;
  stage.append(element);
  await nextPaint();
  if (!element.shadowRoot) throw new Error(`<${TAG}> has no open shadow root`);
  return element;
}

function statusText(element) {
  return element.shadowRoot.querySelector('[part~="status"]')?.textContent?.trim() ?? '';
}

/** Throws unless the element's status line names `total` courses: a figure for an error state would mean nothing. */
function expectShown(element, total) {
  const status = statusText(element);
  // "Showing 1–9 of 10,000 courses" (or 10.000, 10 000 in other locales) → "… 10000 courses".
  const plain = status.replace(/(\d)[,.\s\u00a0\u202f](?=\d{3}\b)/g, '$1');
  if (!new RegExp(`\\b${total}\\b`).test(plain)) {
    throw new Error(`<${TAG}> should show ${total} courses; its status reads "${status}"`);
  }
}

/** a) Setting `courses` (count items) on a fresh element, to painted. */
export async function setCourses({ count = 10_000, runs = 7 } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const element = await freshElement();
    const courses = makeCourses(count, run + 1);
    samples.push(
      await timeChange([element.shadowRoot], `set-courses#${run}`, () => {
        element.courses = courses;
      }),
    );
    expectShown(element, count);
    element.remove();
    await nextPaint();
  }
  return summary(samples);
}

/** b) One keystroke in the search box (typing `word`, one character at a time) over `count` courses. */
export async function keystrokes({ count = 10_000, word = 'machine learning' } = {}) {
  const element = await freshElement(makeCourses(count));
  expectShown(element, count);
  const input = element.shadowRoot.querySelector('input[type=search]');
  if (!input) throw new Error(`<${TAG}> has no search input`);
  input.focus();
  // React tracks the value it last rendered; the native setter bypasses that, so the input event is a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const samples = [];
  for (let length = 1; length <= word.length; length++) {
    samples.push(
      await timeChange([element.shadowRoot], `keystroke#${length}`, () => {
        setValue.call(input, word.slice(0, length));
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    );
  }
  const status = statusText(element);
  element.remove();
  await nextPaint();
  return { ...summary(samples), word, status };
}

/** Every node in a shadow root (elements, text, comments), the root itself not counted. */
export function countNodes(root) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
}

/** c) DOM size inside the shadow root with `few` and with `many` courses. */
export async function domSize({ few = 10, many = 10_000 } = {}) {
  const result = {};
  for (const count of [few, many]) {
    const element = await freshElement(makeCourses(count));
    expectShown(element, count);
    result[count] = countNodes(element.shadowRoot);
    element.remove();
  }
  await nextPaint();
  return result;
}

/** How long an empty double requestAnimationFrame takes here: the floor under every "to painted" figure. */
export async function emptyFrame({ runs = 15 } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    await nextTask();
    const start = performance.now();
    const sample = await nextPaint({});
    samples.push(sample.total - start);
  }
  return median(samples);
}

// Many catalogs and long text are measured in catalog-scale.js, which imports the helpers above and adds `many`
// and `longText` to this object.
window.catalogBench = { build: BUILD, setCourses, keystrokes, domSize, emptyFrame, makeCourses };
