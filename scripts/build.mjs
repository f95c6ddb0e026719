/**
 * npm run build: the partner bundle (dist/elements), its types (dist/types), the demo shell (dist/demo) with its
 * landing page prerendered (dist/server holds the build-time renderer).
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['elements', ['vite', 'build', '--mode', 'elements', '--logLevel', 'warn']],
  ['types', ['tsc', '-p', 'tsconfig.build.json']],
  ['demo shell', ['vite', 'build', '--logLevel', 'warn']],
  ['prerender build', ['vite', 'build', '--mode', 'prerender', '--logLevel', 'warn']],
  ['prerender /', ['node', 'scripts/prerender.mjs']],
];

for (const [name, [bin, ...args]] of steps) {
  const started = performance.now();
  const command = bin === 'node' ? 'node' : `node_modules/.bin/${bin}`;
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
