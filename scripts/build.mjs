/** npm run build: the partner bundle (dist/elements), its types (dist/types), the demo shell (dist/demo). */
import { spawnSync } from 'node:child_process';

const steps = [
  ['elements', ['vite', 'build', '--mode', 'elements', '--logLevel', 'warn']],
  ['types', ['tsc', '-p', 'tsconfig.build.json']],
  ['demo shell', ['vite', 'build', '--logLevel', 'warn']],
];

for (const [name, [bin, ...args]] of steps) {
  const started = performance.now();
  const result = spawnSync(`node_modules/.bin/${bin}`, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
