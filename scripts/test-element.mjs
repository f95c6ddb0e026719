/**
 * npm run test:element: the element suite (web-test-runner on the built dist/elements) in the chosen engines.
 *   npm run test:element                                   all three engines (Chromium, Firefox, WebKit)
 *   npm run test:element -- --engine firefox               one engine (repeat or comma-separate for more)
 *   npm run test:element -- --engine webkit --files test/element/define.test.ts
 *   npm run test:element -- --build lite                   the lite build (dist/cdn) instead of dist/elements
 *   npm run test:element -- --build react,lite             both builds, one after the other
 * Every other argument goes to web-test-runner as is. WebKit's MiniBrowser needs a display: without one, the
 * run goes under xvfb-run (a virtual X server). Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { enginePaths, selectedEngines } from './engines.mjs';

const passThrough = [];
const asked = [];
const builds = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--engine' || args[i] === '--engines') asked.push(args[++i] ?? '');
  else if (args[i].startsWith('--engine=')) asked.push(args[i].slice('--engine='.length));
  else if (args[i] === '--build') builds.push(...(args[++i] ?? '').split(','));
  else passThrough.push(args[i]);
}
if (builds.length === 0) builds.push(process.env.ELEMENT_BUILD || 'react');

const engines = selectedEngines(asked.length ? asked.join(',') : undefined);
const wtr = ['node_modules/.bin/wtr', ...passThrough];
const needsDisplay = engines.includes('webkit') && !process.env.DISPLAY;
// -a picks a free display number, so parallel runs do not collide.
const [command, ...commandArgs] = needsDisplay ? [enginePaths('webkit').xvfbRun, '-a', ...wtr] : wtr;

let running = null;
let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopped = true; // no further build after this one
    running?.kill(signal);
  });
}

/** One web-test-runner run over one build; resolves to its exit code. */
function runBuild(build) {
  const env = { ...process.env, ENGINES: engines.join(','), ELEMENT_BUILD: build };
  return new Promise((resolve) => {
    running = spawn(command, commandArgs, { stdio: 'inherit', env });
    running.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Every build runs even after one fails, so one run tells about all of them.
let exitCode = 0;
for (const build of builds) {
  if (stopped) break;
  const code = await runBuild(build);
  exitCode ||= code;
}
process.exit(exitCode);
