/**
 * npm test: every check, in the order that fails fastest, on a fresh machine too.
 *   lint      Biome (lint + format + import order)
 *   types     tsc --noEmit, strict
 *   unit      Vitest + happy-dom, from source
 *   build     dist/elements, dist/cdn, dist/react, dist/ssr, dist/types, dist/demo, dist/wordpress
 *   system packages  find Chromium, Firefox ESR and WebKitGTK, or install Debian's packages
 *             (scripts/ensure-browsers.mjs); then WordPress, Apache, PHP and MariaDB for the cms stage, and
 *             Debian 13's wordpress and wordpress-l10n .debs (scripts/wordpress.mjs --packages)
 *   element   web-test-runner on the built elements in Chromium, Firefox and WebKit side by side, each engine on
 *             the React build (dist/elements), then on the lite build (dist/cdn)
 *   e2e       Playwright on the built shell and partner pages (partner pages on both builds: projects chromium, lite)
 *   package   npm pack installed into consumer apps (HTML, React 19, React 19 SSR, React 18, Vue, TypeScript, Node,
 *             and the server-rendering guide's static sites as written: Astro on Node 22, Eleventy, the CLI),
 *             and the tarball served as an npm CDN would, its integrity import map checked in Chromium, Firefox and
 *             WebKit (so it needs the system packages stage's browsers too)
 *   cms       the built WordPress plugin on real WordPress sites on loopback, Debian 12's 6.1 and Debian 13's current
 *             one, the same specs on each, one test at a time (both sites started together; test/cms,
 *             playwright.cms.config.ts)
 *   keyboard  keyboard walks of the built shell with real keys in Chromium, Firefox and WebKit: every focus stop
 *             visible, clear of the sticky bar and of anything else, with a focus indicator (test/keyboard)
 *   runtimes  the built server renderer (dist/ssr) in Node, Deno, Bun, workerd (without and with nodejs_compat) and
 *             Chromium (a page and a Web Worker), each giving Node's bytes for one page (scripts/test-runtimes.mjs)
 * lint, types, unit, system packages and build run side by side (none needs another), as do the three engines'
 * element runs; then e2e beside runtimes, package beside keyboard, and cms.
 * Ends with one line "N passed, N failed" over all test runners, and exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';

const STAGES = [
  // What needs nothing built runs side by side with the build (tsc is single-threaded; apt-get waits on the network).
  [
    { name: 'lint', command: ['node_modules/.bin/biome', 'ci', '--colors=off', '.'] },
    {
      name: 'types',
      // The WordPress plugin's editor script has a project of its own (it runs on the editor's wp.element).
      command: ['sh', '-c', 'tsc --noEmit -p tsconfig.json && tsc --noEmit -p cms/wordpress/tsconfig.json'],
      env: { PATH: `node_modules/.bin:${process.env.PATH}` },
    },
    { name: 'unit', command: ['node_modules/.bin/vitest', 'run'], counts: vitestCounts },
    // One after the other: apt takes one install at a time.
    {
      name: 'system packages',
      command: ['sh', '-c', 'node scripts/ensure-browsers.mjs && node scripts/wordpress.mjs --packages'],
    },
    { name: 'build', command: ['node', 'scripts/build.mjs'] },
  ],
  // One chain per engine, the three side by side: each engine runs the React build, then the lite build. WebKit
  // (over WebDriver) is the slowest; alone in its chain, it never waits for the other engines between builds.
  ['chromium', 'firefox', 'webkit'].map((engine) => ({
    name: `element ${engine}`,
    command: ['node', 'scripts/test-element.mjs', '--engine', engine, '--build', 'react,lite'],
    counts: wtrCounts,
  })),
  // The browser stages, in three groups rather than all five at once: each keeps both cores busy on its own, so side
  // by side they took as long in all as one after another (each stage's time alone summed to more than the group's
  // by a tenth), and the load of five made pages miss their timeouts. The end-to-end suite (two workers) with the
  // light runtimes stage; the packed-package check (mostly npm and Vite) with the keyboard walks; then WordPress.
  [
    { name: 'e2e', command: ['node_modules/.bin/playwright', 'test'], counts: playwrightCounts },
    { name: 'runtimes', command: ['node', 'scripts/test-runtimes.mjs'], counts: runtimesCounts },
  ],
  [
    {
      name: 'package',
      command: ['node_modules/.bin/playwright', 'test', '-c', 'playwright.package.config.ts'],
      counts: playwrightCounts,
    },
    { name: 'keyboard', command: ['node', 'scripts/test-keyboard.mjs'], counts: keyboardCounts },
  ],
  // One run for both releases, one test at a time: as two runs side by side (CMS_WORDPRESS, playwright.cms.config.ts)
  // the stage took 130 s instead of 197 s, but a visitor's page once missed its 5 s for the catalog's cards.
  {
    name: 'cms',
    command: ['node_modules/.bin/playwright', 'test', '-c', 'playwright.cms.config.ts'],
    counts: playwrightCounts,
  },
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping terminal colour codes is the point
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

function vitestCounts(output) {
  const line = output.split('\n').find((l) => /^\s*Tests\s/.test(l)) ?? '';
  return { passed: number(line, /(\d+) passed/), failed: number(line, /(\d+) failed/) };
}

/** scripts/wtr-summary.mjs ends each run (one per build) with "element total: N passed, N failed, N skipped". */
function wtrCounts(output) {
  const totals = output.split('\n').filter((l) => l.startsWith('element total:'));
  const sum = (pattern) => totals.reduce((n, line) => n + number(line, pattern), 0);
  return { passed: sum(/(\d+) passed/), failed: sum(/(\d+) failed/) };
}

/** scripts/test-keyboard.mjs ends with "keyboard total: N passed, N failed". */
function keyboardCounts(output) {
  const line = output.split('\n').find((l) => l.startsWith('keyboard total:')) ?? '';
  return { passed: number(line, /(\d+) passed/), failed: number(line, /(\d+) failed/) };
}

/** scripts/test-runtimes.mjs ends with "runtimes total: N passed, N failed". */
function runtimesCounts(output) {
  const line = output.split('\n').find((l) => l.startsWith('runtimes total:')) ?? '';
  return { passed: number(line, /(\d+) passed/), failed: number(line, /(\d+) failed/) };
}

function playwrightCounts(output) {
  const lines = output.split('\n');
  const find = (word) => number(lines.find((l) => new RegExp(`^\\s+\\d+ ${word}`).test(l)) ?? '', /(\d+)/);
  return { passed: find('passed'), failed: find('failed') + find('flaky') };
}

/**
 * What a failed stage said about its failures: Playwright's numbered failure reports ("  1) [project] › …") when
 * there are some, else the end of its output. At most FAILURE_LINES lines, so the summary stays in view.
 */
const FAILURE_LINES = 50;
function failureDigest(output) {
  const lines = output.trimEnd().split('\n');
  const firstReport = lines.findIndex((line) => /^\s+1\) /.test(line));
  const from = firstReport >= 0 ? firstReport : Math.max(0, lines.length - FAILURE_LINES);
  const digest = lines.slice(from, from + FAILURE_LINES);
  const cut = lines.length - from - digest.length;
  return digest.join('\n') + (cut > 0 ? `\n… ${cut} more lines in this stage's output above` : '');
}

function number(text, pattern) {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : 0;
}

/** Runs one stage; its output goes straight through, or (`buffered`, for stages run side by side) is returned. */
function run({ command: [bin, ...args], env = {} }, { buffered = false } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const started = performance.now();
    const child = spawn(bin, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
    });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        if (!buffered) sink.write(chunk);
        output += chunk;
      });
    }
    const done = (code, text) =>
      resolve({ code, output: text.replace(ANSI, ''), raw: text, seconds: (performance.now() - started) / 1000 });
    child.on('close', (code) => done(code ?? 1, output));
    child.on('error', (error) => done(1, String(error)));
  });
}

/** A stage, or stages side by side (their outputs printed one after another as they end). */
async function runGroup(group) {
  if (!Array.isArray(group)) {
    console.log(`\n━━ ${group.name} ━━`);
    return [{ stage: group, ...(await run(group)) }];
  }
  return Promise.all(
    group.map(async (stage) => {
      const result = await run(stage, { buffered: true });
      process.stdout.write(`\n━━ ${stage.name} ━━\n${result.raw}`);
      return { stage, ...result };
    }),
  );
}

const results = [];
const totals = { passed: 0, failed: 0 };
let failed = false;
for (const group of STAGES) {
  for (const { stage, code, output, seconds } of await runGroup(group)) {
    const counts = stage.counts?.(output);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    // A runner that exits 0 having run nothing is a failure too.
    const ranNothing = counts && counts.passed + counts.failed === 0;
    const ok = code === 0 && !ranNothing;
    results.push({ name: stage.name, ok, seconds, counts, ranNothing, output });
    if (!ok) failed = true;
  }
  if (failed) break;
}

// Stages side by side print their outputs as they end, so a failure's details can sit far above the end of the log:
// they are repeated here, where a reader of the log's last lines finds them.
for (const { name, ok, output } of results) {
  if (!ok) console.log(`\n━━ failures in ${name} ━━\n${failureDigest(output)}`);
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds, counts, ranNothing } of results) {
  const tally = counts ? `  ${counts.passed} passed, ${counts.failed} failed` : '';
  console.log(
    `${ok ? '✓' : '✗'} ${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)} s${tally}${ranNothing ? '  (ran no test)' : ''}`,
  );
}
const skipped = STAGES.flat()
  .map((stage) => stage.name)
  .filter((name) => !results.some((result) => result.name === name));
if (skipped.length) console.log(`not run after the failure: ${skipped.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed ? 1 : 0);
