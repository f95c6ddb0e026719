/**
 * Makes sure a Chromium exists before the browser tests run. On a fresh Debian machine as root it installs
 * Debian's `chromium` package; anywhere else it says exactly what to install, instead of failing obscurely.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log("No Chromium found: installing Debian's chromium package (about 30 s).");
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
    const installed = findChromium();
    if (installed) {
      console.log(`Chromium: ${installed}`);
      process.exit(0);
    }
  }
  console.error('Installing chromium with apt-get failed (see above).');
  process.exit(1);
}

console.error(
  [
    'The browser tests need Chromium, and none was found.',
    hasApt
      ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium'
      : 'Install Chromium or Chrome with your package manager.',
    'Or point CHROME_PATH at an existing Chromium/Chrome binary, e.g.  CHROME_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
