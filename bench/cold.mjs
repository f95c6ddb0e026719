/**
 * The cold figure of many catalogs against the Lit baseline, as a visitor meets it: every sample in a fresh
 * browser context (nothing compiled, nothing cached: the page is loaded anew), after a warm-up of at most
 * COLD_WARM_UP catalogs (what a page's first elements run), then `count` catalogs connected in one task until every
 * card is painted (bench/versus-lit.js: `warmUp`, `coldSample`). Rounds interleave the variants (the React build,
 * the lite build, Lit), their order turning every round, so load from other processes falls on all alike; each
 * round's ratio ours / Lit is taken from the same round. Besides the time to painted, each sample carries the main
 * thread's CPU time over the sample (CDP `Performance.getMetrics` `ThreadTime`): on a loaded machine the wall time
 * is mostly waiting for a core, the CPU time much less so, which is why it is printed too.
 *
 * The Lit element runs in the lite build's page (it adopts the sheets a `<course-catalog>` adopts, the same in both
 * builds); its DOM is checked against ours, node for node, by the warm figure (`versusLit`) of each build.
 */
import { COLD_COUNTS, COLD_ROUNDS, COLD_WARM_UP } from './report.mjs';

/** The variants of one round: both builds, and the Lit element. */
export const COLD_VARIANTS = [
  { name: 'react', build: 'react', lit: false },
  { name: 'lite', build: 'lite', lit: false },
  { name: 'lit', build: 'lite', lit: true },
];

/** Main-thread metrics of the page, by name (CDP). */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** One cold sample: a fresh context and page (`open`, from bench/run.mjs), warmed up, timed once, closed. */
async function sample(open, variant, count) {
  const run = await open(variant.build);
  try {
    await run('warmUp', { lit: variant.lit, count: Math.min(COLD_WARM_UP, count) });
    const cdp = await run.page.context().newCDPSession(run.page);
    await cdp.send('Performance.enable');
    const before = await metrics(cdp);
    const result = await run('coldSample', { lit: variant.lit, count });
    const after = await metrics(cdp);
    return { ...result, cpu: (after.ThreadTime - before.ThreadTime) * 1000 };
  } finally {
    await run.close();
  }
}

/** Every count, COLD_ROUNDS interleaved rounds of every variant: `{ [count]: { [variant]: samples[] } }`. */
export async function measureCold(open) {
  const results = {};
  for (const count of COLD_COUNTS) {
    results[count] = Object.fromEntries(COLD_VARIANTS.map((variant) => [variant.name, []]));
    for (let round = 0; round < COLD_ROUNDS; round++) {
      // The order turns every round: each variant goes first, second and last alike.
      const order = COLD_VARIANTS.map((_, i) => COLD_VARIANTS[(i + round) % COLD_VARIANTS.length]);
      for (const variant of order) results[count][variant.name].push(await sample(open, variant, count));
    }
  }
  return results;
}
