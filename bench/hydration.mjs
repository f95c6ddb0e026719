/**
 * The hydration figure (issue #20): the main-thread work of hydrating a server-rendered catalog against the
 * client-only first render of the same catalog, in one page of each build (bench/hydration.js does the page's
 * part). The server markup comes from the built renderer (dist/ssr, renderElement) for the same `courses`
 * attribute the client-only sample gets. Work: the renderer's TaskDuration (CDP Performance.getMetrics: every task
 * of the page's main thread, script, style, layout and paint) from connecting the catalog to its painted frame.
 * Samples alternate (client, hydrate) after a warm-up of each, so a change in the machine's load hits both alike.
 */
import { HYDRATION_COURSES } from './report.mjs';

export const HYDRATION_RUNS = 15;
const WARM_UP = 2;

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Both samples' markup: the same element and attribute, with and without the server's declarative root. */
function markups(renderElement, coursesJson) {
  const open = `<course-catalog courses="${escapeAttribute(coursesJson)}">`;
  const template = renderElement('course-catalog', { attributes: { courses: coursesJson } });
  return { client: `${open}</course-catalog>`, hydrate: `${open}${template}</course-catalog>` };
}

/**
 * `{ client, hydrate }`: each a list of samples `{ work, script, style, layout }` (ms of the renderer's main thread),
 * and `kept`: whether every hydration kept the server's nodes.
 */
export async function measureHydration(page, run) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const PARTS = {
    TaskDuration: 'work',
    ScriptDuration: 'script',
    RecalcStyleDuration: 'style',
    LayoutDuration: 'layout',
  };
  /** The renderer's cumulative busy times (ms): all of it, and its script, style and layout parts. */
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const times = {};
    for (const { name, value } of metrics) if (PARTS[name]) times[PARTS[name]] = value * 1000;
    return times;
  };
  const since = (before, after) => Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
  // Imported here, not at the top: run.mjs builds dist/ when it is missing, after its own imports.
  const { renderElement } = await import('../dist/ssr/index.js');
  const markup = markups(renderElement, await run('hydrationCourses', HYDRATION_COURSES));
  const samples = { client: [], hydrate: [], kept: true };
  for (let round = 0; round < WARM_UP + HYDRATION_RUNS; round++) {
    for (const mode of ['client', 'hydrate']) {
      await run('hydrationPrepare', markup[mode]);
      const before = await busy();
      const { kept } = await run('hydrationSample', { count: HYDRATION_COURSES });
      const work = since(before, await busy());
      await run('hydrationCleanup');
      if (round < WARM_UP) continue;
      samples[mode].push(work);
      if (mode === 'hydrate') samples.kept &&= kept;
    }
  }
  await cdp.detach();
  return samples;
}
