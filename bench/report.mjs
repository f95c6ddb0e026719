/**
 * What `npm run bench` measures, its targets, and how the figures are printed (bench/run.mjs drives the page and
 * hands the results here). Verdicts are printed (PASS / OVER), never asserted: a slow figure is not an error.
 * See bench/README.md for what each figure means.
 */

/** Courses in the big catalog (figures a, b, c); figure a is measured on SET_RUNS fresh elements. */
export const COURSES = 10_000;
export const SET_RUNS = 7;
/** Typed into the search box one character at a time (figure b). */
export const WORD = 'machine learning';
/** Catalogs connected in one task (scale figures), each count measured SCALE_RUNS times after a warm-up. */
export const SCALE = [1, 10, 100];
export const SCALE_RUNS = 5;
/** Runs of each long-text catalog (median printed). */
export const LONG_TEXT_RUNS = 5;
/** Catalogs per sample against the Lit baseline (bench/versus-lit.js), and interleaved rounds (ours, Lit). */
/** Catalogs on the page when <html lang> changes, and the warm switches timed (after the first, cold one). */
export const LANG_COUNT = 10;
export const LANG_RUNS = 7;

export const LIT_COUNT = 100;
export const LIT_ROUNDS = 7;

export const TARGETS = {
  /** ms of work, median: set 10,000 courses → painted. */
  setCourses: 50,
  /** ms of work, median: one keystroke fits in one frame. */
  keystroke: 16,
  /** Frames the browser may start while catalogs connected in one task render (most of any run). */
  fewFrames: 3,
  /** 100 catalogs within this many times the time of 10. */
  scaleRatio: 5,
  /** A catalog with one huge unbroken field within this many times the work of the same catalog without it. */
  longTextRatio: 2,
  /** 100 catalogs to painted within this many times the Lit 3 baseline's time (median of the rounds' ratios). */
  litRatio: 1.3,
  /** Frames the browser may start until every catalog shows the new language (most of any warm switch). */
  langFrames: 1,
};

/** The catalog of the hydration figure: one page of courses (bench/hydration.mjs). */
export const HYDRATION_COURSES = 9;

export const BUILDS = [
  { name: 'react', label: 'React build (dist/elements)', dir: 'elements' },
  { name: 'lite', label: 'lite build (dist/cdn, preact/compat)', dir: 'cdn' },
];

const ms = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} ms`);
const count = (value) => new Intl.NumberFormat('en-US').format(value);
const times = (value) => `${value.toFixed(2)}×`;
const list = (values) => values.map((value) => value.toFixed(0)).join(', ');
const frames = (n) => `${n} frame${n === 1 ? '' : 's'}`;

/**
 * Every table printed, with the section it was printed under, for `bench/run.mjs --json FILE` (npm run figures puts
 * them in docs/guides/performance.md).
 */
export const TABLES = [];
let section = '';

/** console.log, noting the section a `━━ title ━━` line opens. */
function log(text = '') {
  const heading = /━━ (.+?) ━━/.exec(String(text));
  if (heading) section = heading[1];
  console.log(text);
}

function printTable(headers, rows) {
  TABLES.push({ section, headers: [...headers], rows: rows.map((row) => row.map(String)) });
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  log(line(headers));
  log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) log(line(row));
}

/** How busy the machine is: other processes competing for the CPU make every figure slower and noisier. */
export function printLoad(when, load, cores) {
  log(
    `Machine: ${cores} cores, load average ${load.toFixed(1)} ${when}` +
      (load > cores * 0.75 ? ' — busy: other work competes with the browser, expect noisy figures.' : '.'),
  );
}

/** One build's details: where the time goes, every run, each scale and long-text catalog. */
export function printDetails(label, { floor, set, keys, scale, long, lang }) {
  log(`\n━━ ${label}: details ━━`);
  log(
    '"to painted" is the double requestAnimationFrame figure; "work" leaves out the idle wait for the display\'s\n' +
      `next frame (an empty double rAF already reads ${ms(floor)} here).\n`,
  );
  log('Where the time goes (ms after the change; for medians, the median of each span):');
  const spans = (name, sample) => [
    name,
    ms(sample.commit),
    ms(sample.frame),
    ms(sample.paint),
    ms(sample.total),
    ms(sample.work),
  ];
  printTable(
    ['sample', 'DOM committed', 'frame starts', 'frame painted', 'double rAF', 'work'],
    [
      spans(`a) set ${count(COURSES)} courses, median of ${set.runs}`, set.median),
      spans('a) set courses, first (cold)', set.first),
      spans(`b) keystroke, median of ${keys.runs}`, keys.median),
      spans('b) keystroke, first', keys.first),
    ],
  );
  log(`a) work of every run (ms): ${list(set.works)}; to painted: ${list(set.totals)}.`);
  log(`b) work of every keystroke (ms): ${list(keys.works)}; to painted: ${list(keys.totals)}.`);
  log(`b) "${keys.word}", one keystroke per character; final status: "${keys.status}".`);

  log(
    `\nCatalogs connected in one task (default data) → all painted; median run of ${SCALE_RUNS} by time, frames:` +
      ' the most of any run:',
  );
  printTable(
    ['catalogs', 'to painted', 'work', 'frames', 'rendered', 'every run: to painted (ms), frames'],
    SCALE.map((n) => {
      const sample = scale[n];
      return [
        String(n),
        ms(sample.total),
        ms(sample.work),
        String(sample.frames),
        `${sample.rendered} of ${n}`,
        sample.runs.map((run) => `${run.total.toFixed(0)} (${run.frames})`).join(', '),
      ];
    }),
  );
  const hundred = scale[100];
  log(
    `100: ${hundred.cardsPerElement} cards each, ${count(hundred.nodes)} DOM nodes in all shadow roots; ` +
      (sharesSheet(hundred)
        ? `all share 1 CSSStyleSheet (${count(hundred.sheetRules)} top-level rules).`
        : `NOT shared: ${hundred.distinctSheets} distinct sheet objects.`),
  );

  log(`\nLong unbroken text (3 courses connected → painted, median of ${LONG_TEXT_RUNS}; capitals, no spaces):`);
  printTable(
    ['catalog', 'to painted', 'work', 'every run: work (ms)'],
    LONG_TEXT.map(({ label: name, key }) => [
      name,
      ms(long[key].median.total),
      ms(long[key].median.work),
      list(long[key].works),
    ]),
  );

  log(
    `\n${lang.count} catalogs, <html lang> changed → all show the new words; the first switch (to German) also loads` +
      ' the language module:',
  );
  printTable(
    ['switch', 'to painted', 'work', 'frames', 'every run: to painted (ms)'],
    [
      ['first, en → de (cold)', ms(lang.cold.total), ms(lang.cold.work), String(lang.cold.frames), ''],
      [
        `warm, median of ${lang.warm.runs}`,
        ms(lang.warm.median.total),
        ms(lang.warm.median.work),
        String(lang.frames),
        list(lang.warm.totals),
      ],
    ],
  );
}

const litOk = (r) => r.lit.ratio <= TARGETS.litRatio;

/**
 * Ours against the Lit 3 baseline, one line per build: medians of the interleaved rounds, and the median of the
 * rounds' ratios ours / Lit (the verdict's figure; the work ratio beside it leaves out the wait for the frame).
 */
export function printLit(results) {
  const [{ lit: first }] = Object.values(results);
  log(
    `\n${first.count} catalogs connected in one task → all cards painted, ours vs a Lit 3 element with the same shadow DOM,` +
      ` data and sheets (bench/lit-catalog.js); ${first.rounds} interleaved rounds in one page, medians:`,
  );
  printTable(
    ['build', 'ours', 'Lit 3', 'ours / Lit', 'work: ours / Lit', 'frames (ours, Lit)', 'target', 'verdict'],
    BUILDS.filter((build) => results[build.name]).map((build) => {
      const { lit } = results[build.name];
      return [
        build.label,
        ms(lit.ours.total),
        ms(lit.lit.total),
        times(lit.ratio),
        `${ms(lit.ours.work)} / ${ms(lit.lit.work)} = ${times(lit.workRatio)}`,
        `${lit.ours.frames}, ${lit.lit.frames}`,
        `≤ ${TARGETS.litRatio}×`,
        litOk(results[build.name]) ? 'PASS' : 'OVER',
      ];
    }),
  );
  for (const build of BUILDS.filter((b) => results[b.name])) {
    const { lit } = results[build.name];
    log(`  ${build.name}, every round to painted (ms): ours ${list(lit.ours.totals)}; Lit ${list(lit.lit.totals)}.`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A server-rendered catalog hydrated against the same catalog's client-only first render (bench/hydration.mjs),
 * one line per build: medians of the renderer's main-thread busy time from connecting it to its painted frame.
 * The target: hydrating costs no more than rendering from nothing, and keeps the server's nodes.
 */
export function printHydration(results) {
  const built = BUILDS.filter((build) => results[build.name]?.hydration);
  if (built.length === 0) return;
  const { hydration: first } = results[built[0].name];
  log(
    `\nA catalog of ${HYDRATION_COURSES} courses: hydrating its server-rendered declarative root (dist/ssr) vs rendering` +
      ` it from nothing, main-thread work (TaskDuration) from connecting it to painted; ${first.client.length}` +
      ' interleaved samples each, medians:',
  );
  const medianOf = (samples, key) => median(samples.map((sample) => sample[key]));
  printTable(
    ['build', 'client-only render', 'hydration', 'hydration / client', 'server nodes kept', 'target', 'verdict'],
    built.map((build) => {
      const { hydration } = results[build.name];
      const client = medianOf(hydration.client, 'work');
      const hydrate = medianOf(hydration.hydrate, 'work');
      return [
        build.label,
        ms(client),
        ms(hydrate),
        times(hydrate / client),
        hydration.kept ? 'yes' : 'NO',
        '≤ 1×, nodes kept',
        hydrate <= client && hydration.kept ? 'PASS' : 'OVER',
      ];
    }),
  );
  for (const build of built) {
    const { hydration } = results[build.name];
    const parts = (samples) =>
      ['script', 'style', 'layout'].map((key) => `${key} ${ms(medianOf(samples, key))}`).join(', ');
    log(
      `  ${build.name}, medians of the parts: client ${parts(hydration.client)}; hydration ${parts(hydration.hydrate)}.`,
    );
    const works = (samples) => list(samples.map((sample) => sample.work));
    log(
      `  ${build.name}, every sample (ms): client ${works(hydration.client)}; hydration ${works(hydration.hydrate)}.`,
    );
  }
}

const LONG_TEXT = [
  { key: 'default', label: '3 courses' },
  { key: 'description', label: '… one description of 1,000,000 characters' },
  { key: 'instructor', label: '… one instructor of 100,000 characters' },
];

const sharesSheet = (many) => many.distinctSheets === 1 && many.isSheet;
const scaleRatio = (result) => result.scale[100].total / result.scale[10].total;
const longRatio = (result, key) => result.long[key].median.work / result.long.default.median.work;

/**
 * The rows of the side-by-side table: `value(result)` → a number (its ratio lite / React is printed) or a string;
 * `show` formats the number (default: ms); `ok(result)` → the verdict for that build (no `ok`: for information);
 * `name`: how the "over target" line names the row when its label leans on the row above.
 */
const ROWS = [
  {
    label: `a) set ${count(COURSES)} courses → painted: work, median of ${SET_RUNS}`,
    value: (r) => r.set.median.work,
    target: `≤ ${TARGETS.setCourses} ms`,
    ok: (r) => r.set.median.work <= TARGETS.setCourses,
  },
  { label: '   … first run (cold): work', value: (r) => r.set.first.work },
  { label: '   … to painted (double rAF), median', value: (r) => r.set.median.total },
  {
    label: `b) one search keystroke: work, median of ${WORD.length}`,
    value: (r) => r.keys.median.work,
    target: `≤ ${TARGETS.keystroke} ms`,
    ok: (r) => r.keys.median.work <= TARGETS.keystroke,
  },
  { label: '   … first keystroke: work', value: (r) => r.keys.first.work },
  { label: '   … to painted (double rAF), median', value: (r) => r.keys.median.total },
  {
    label: `c) DOM nodes in the shadow root, 10 vs ${count(COURSES)} courses`,
    value: (r) => r.dom[COURSES],
    show: (value, r) => `${count(r.dom[10])} vs ${count(value)}`,
    target: 'equal',
    ok: (r) => r.dom[10] === r.dom[COURSES],
  },
  ...SCALE.map((n) => ({
    label: `${n} catalog${n === 1 ? '' : 's'} in one task → painted, frames`,
    value: (r) => r.scale[n].total,
    show: (value, r) => `${ms(value)}, ${frames(r.scale[n].frames)}`,
    target: `≤ ${TARGETS.fewFrames} frames`,
    ok: (r) => r.scale[n].frames <= TARGETS.fewFrames,
  })),
  {
    label: '   … time of 100 / time of 10',
    name: 'time of 100 catalogs / time of 10',
    value: scaleRatio,
    show: times,
    target: `≤ ${TARGETS.scaleRatio}×`,
    ok: (r) => scaleRatio(r) <= TARGETS.scaleRatio,
  },
  {
    label: `${LIT_COUNT} catalogs vs Lit 3 baseline: ours / Lit, to painted`,
    name: `${LIT_COUNT} catalogs vs Lit 3`,
    value: (r) => r.lit.ratio,
    show: (value, r) => `${times(value)} (${r.lit.ours.total.toFixed(0)} / ${r.lit.lit.total.toFixed(0)} ms)`,
    target: `≤ ${TARGETS.litRatio}×`,
    ok: litOk,
  },
  {
    label: '   … 100 shadow roots share one CSSStyleSheet',
    value: (r) => (sharesSheet(r.scale[100]) ? 'yes' : `no (${r.scale[100].distinctSheets})`),
    target: 'yes',
    ok: (r) => sharesSheet(r.scale[100]),
  },
  {
    label: `${LANG_COUNT} catalogs, <html lang> changed → painted, frames`,
    name: 'language switch',
    value: (r) => r.lang.warm.median.total,
    show: (value, r) => `${ms(value)}, ${frames(r.lang.frames)}`,
    target: `${frames(TARGETS.langFrames)}`,
    ok: (r) => r.lang.frames <= TARGETS.langFrames,
  },
  ...LONG_TEXT.map(({ key, label }) =>
    key === 'default'
      ? { label: `long text: ${label} → painted, work`, value: (r) => r.long.default.median.work }
      : {
          label,
          name: `long text: ${label.slice(2)}`,
          value: (r) => r.long[key].median.work,
          show: (value, r) => `${ms(value)} (${times(longRatio(r, key))})`,
          target: `≤ ${TARGETS.longTextRatio}× of 3 courses`,
          ok: (r) => longRatio(r, key) <= TARGETS.longTextRatio,
        },
  ),
];

/** Both builds side by side with the ratio lite / React (below 1: the lite build is faster), targets, verdicts. */
export function printSideBySide(react, lite) {
  log('\n━━ Both builds side by side (lite / React below 1: the lite build is faster) ━━');
  const over = { react: [], lite: [] };
  const rows = ROWS.map((row) => {
    const values = [row.value(react), row.value(lite)];
    const cells = values.map((value, i) => {
      const result = i === 0 ? react : lite;
      if (typeof value !== 'number') return value;
      return row.show ? row.show(value, result) : ms(value);
    });
    const ratio = values.every((value) => typeof value === 'number' && value > 0) ? times(values[1] / values[0]) : '—';
    const verdict = (result, name) => {
      if (!row.ok) return '';
      if (row.ok(result)) return 'PASS';
      over[name].push(row.name ?? row.label.trim());
      return 'OVER';
    };
    return [row.label, ...cells, ratio, row.target ?? '', verdict(react, 'react'), verdict(lite, 'lite')];
  });
  printTable(['figure', 'React', 'lite', 'lite / React', 'target', 'React verdict', 'lite verdict'], rows);
  for (const build of BUILDS) {
    const names = over[build.name];
    log(`Over target, ${build.label}: ${names.length ? names.join('; ') : 'none'}.`);
  }
}

/** The CDN waterfall's targets, as multiples of the floor (the page and one script, measured in the same run). */
export const WATERFALL_TARGETS = { catalogCard: 1.5, gridCard: 1.5, icons: 2 };

/**
 * The CDN waterfall (bench/waterfall.mjs) of one form of the CDN snippet: ms from the navigation's start, medians,
 * and each as a multiple of the floor, against WATERFALL_TARGETS, for both builds. `checked`: the form the targets
 * are held against (the other is printed in full, its verdicts for information).
 */
export function printWaterfall(waterfall) {
  const { floor, delay, runs, icons } = waterfall;
  log(
    `\n━━ CDN waterfall, ${waterfall.label}: <course-catalog> + <ecosystem-grid> (default data), cold cache,` +
      ` HTTP/1.1 on loopback, ${delay} ms added to every response; medians of ${runs} loads each, interleaved ━━`,
  );
  log(
    waterfall.checked
      ? 'The targets are checked on this form (a page that names its elements: npm run cdn:snippet -- --elements …).'
      : 'Not the form the targets are checked on (that is the snippet with preloads, below); shown in full.',
  );
  log(`Floor (the page and one script): ${ms(floor.median)} (every load: ${list(floor.values)}).`);
  log('Figures: median ms, and (×) the median of each load divided by the floor of its own round.');
  const figures = [
    { key: 'catalogCard', label: 'first catalog card' },
    { key: 'gridCard', label: 'first grid card' },
    { key: 'icons', label: `all ${icons} grid icons` },
  ];
  const over = { react: [], lite: [] };
  const cell = (build, key) => `${ms(waterfall[build][key].median)} (${times(waterfall[build][key].ratio)})`;
  const verdict = (build, { key, label }) => {
    if (waterfall[build][key].ratio <= WATERFALL_TARGETS[key]) return 'PASS';
    over[build].push(label);
    return 'OVER';
  };
  printTable(
    ['figure', 'React', 'lite', 'target', 'React verdict', 'lite verdict'],
    [
      ...figures.map((figure) => [
        figure.label,
        cell('react', figure.key),
        cell('lite', figure.key),
        `≤ ${WATERFALL_TARGETS[figure.key]}× floor`,
        verdict('react', figure),
        verdict('lite', figure),
      ]),
      ['requests (page included)', String(waterfall.react.requests), String(waterfall.lite.requests), '', '', ''],
    ],
  );
  // When the last element file had arrived: the rest of each figure is defining and rendering, not the link.
  const arrived = BUILDS.map(({ name }) => `${name} ${cell(name, 'lastFile')}`).join(', ');
  log(`Last element file arrived (median): ${arrived}.`);
  for (const build of BUILDS) {
    const every = figures
      .map(({ key, label }) => {
        const { values, ratios } = waterfall[build.name][key];
        return `${label} ${values.map((value, i) => `${value.toFixed(0)} (${ratios[i].toFixed(2)}×)`).join(', ')}`;
      })
      .join('; ');
    log(`  ${build.name}, every load (ms): ${every}.`);
  }
  for (const build of BUILDS) {
    const names = over[build.name];
    log(`Over target (waterfall, ${waterfall.name}), ${build.label}: ${names.length ? names.join('; ') : 'none'}.`);
  }
}
