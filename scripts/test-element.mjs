/**
 * npm run test:element: the element suite (web-test-runner on the built dist/elements) in the chosen engines.
 *   npm run test:element                                   all three engines (Chromium, Firefox, WebKit)
 *   npm run test:element -- --engine firefox               one engine (repeat or comma-separate for more)
 *   npm run test:element -- --engine webkit --files test/element/define.test.ts
 *   npm run test:element -- --build lite                   the lite build (dist/cdn) instead of dist/elements
 * Every other argument goes to web-test-runner as is. WebKit's MiniBrowser needs a display: without one, the
 * run goes under xvfb-run (a virtual X server). Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { enginePaths, selectedEngines } from './engines.mjs';

const passThrough = [];
const asked = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--engine' || args[i] === '--engines') asked.push(args[++i] ?? '');
  else if (args[i].startsWith('--engine=')) asked.push(args[i].slice('--engine='.length));
  else if (args[i] === '--build') process.env.ELEMENT_BUILD = args[++i];
  else passThrough.push(args[i]);
}

const engines = selectedEngines(asked.length ? asked.join(',') : undefined);
const env = { ...process.env, ENGINES: engines.join(',') };
const wtr = ['node_modules/.bin/wtr', ...passThrough];
const needsDisplay = engines.includes('webkit') && !process.env.DISPLAY;
// -a picks a free display number, so parallel runs do not collide.
const [command, ...commandArgs] = needsDisplay ? [enginePaths('webkit').xvfbRun, '-a', ...wtr] : wtr;

const child = spawn(command, commandArgs, { stdio: 'inherit', env });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
