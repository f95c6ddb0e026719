/**
 * Makes sure the browser engines exist before the browser tests run: `node scripts/ensure-browsers.mjs
 * [chromium] [firefox] [webkit]` (all three by default). On a Debian machine as root it installs the missing
 * engines' Debian packages in one apt-get call; anywhere else it prints the exact command to run, instead of
 * failing obscurely later.
 */
import { spawnSync } from 'node:child_process';
import { ENGINES, selectedEngines } from './engines.mjs';

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const wanted = process.argv.length > 2 ? selectedEngines(process.argv.slice(2).join(',')) : selectedEngines();
const missing = wanted.filter((name) => !ENGINES[name].find());
const report = () => {
  for (const name of wanted) console.log(`${ENGINES[name].label}: ${Object.values(ENGINES[name].find() ?? {})[0]}`);
};
if (missing.length === 0) {
  report();
  process.exit(0);
}

const packages = missing.flatMap((name) => ENGINES[name].packages);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log(
    `Installing Debian's ${packages.join(', ')} for ${missing.map((name) => ENGINES[name].label).join(', ')}.`,
  );
  if (
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', ...packages]) &&
    missing.every((name) => ENGINES[name].find())
  ) {
    report();
    process.exit(0);
  }
  console.error('Installing the browsers with apt-get failed (see above).');
  process.exit(1);
}

console.error(
  [
    `The browser tests need ${missing.map((name) => ENGINES[name].label).join(', ')}, not found here.`,
    hasApt
      ? `Install with:  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
      : 'Install them with your package manager.',
    'Or run fewer engines: ENGINES=chromium npm test (Chromium may also be pointed at with CHROME_PATH).',
  ].join('\n'),
);
process.exit(1);
