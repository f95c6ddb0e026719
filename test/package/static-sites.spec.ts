/**
 * The static-site recipes of docs/guides/server-rendering.md, run as the guide writes them on the packed package:
 * an Astro site with the guide's integration (a German page whose element scripts Astro bundles) and an Eleventy site
 * with the guide's transform (both built by global-setup.ts, static-sites-build.ts), and the installed
 * `coursify-elements` command, over one page and as the guide's build step over a folder of pages. Each page's
 * server HTML hydrates in place in Chromium: the server's nodes kept, no mismatch warning, no failed request.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import de from '../../src/lib/i18n/locales/de';
import { ORIGIN, serveConsumers } from './consumer-page';
import { cliRecipes } from './guide';
import { CONSUMERS, OUT } from './workspace';

type Seen = { problems: string[]; failed: string[] };

/**
 * Opens `path` of the site served from `root` with every script held back, so the page is parsed (declarative roots
 * attached) before any element is defined; marks every node of the `tags`' server-rendered roots, then lets the
 * scripts run. Returns the page's console errors and warnings and its failed requests.
 */
async function openAndHydrate(page: Page, root: string, path: string, tags: string[]): Promise<Seen> {
  const seen: Seen = { problems: [], failed: [] };
  page.on('pageerror', (error) => seen.problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.problems.push(message.text());
  });
  page.on('requestfailed', (request) => seen.failed.push(request.url()));
  page.on('response', (response) => response.status() >= 400 && seen.failed.push(response.url()));
  await serveConsumers(page, {}, root);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'commit' });
  // Parsing is done (readiness "interactive") before any module script runs, and those wait for `release`.
  await page.waitForFunction(() => document.readyState !== 'loading');
  const marked = await page.evaluate((tags) => {
    const hosts = tags.flatMap((tag) => [...document.querySelectorAll(tag)]);
    const nodes = hosts.flatMap((host) => [...(host.shadowRoot?.querySelectorAll(':not(style)') ?? [])]);
    (window as unknown as { __serverNodes: Element[] }).__serverNodes = nodes;
    return { hosts: hosts.length, defined: tags.filter((tag) => customElements.get(tag)), nodes: nodes.length };
  }, tags);
  expect(marked.hosts, 'every element on the page').toBe(tags.length);
  expect(marked.defined, 'no element defined before the scripts run').toEqual([]);
  expect(marked.nodes, 'server-rendered roots').toBeGreaterThan(0);
  release();
  // Hydrated: each root's server <style> gave way to the element's adopted sheets (features/hydrate.ts).
  await expect
    .poll(() =>
      page.evaluate((tags) => {
        const roots = tags.flatMap((tag) => [...document.querySelectorAll(tag)].map((host) => host.shadowRoot));
        return roots.every((root) => root && !root.querySelector('style') && root.adoptedStyleSheets.length > 0);
      }, tags),
    )
    .toBe(true);
  return seen;
}

/** The marked server nodes no longer in the page: none when the elements hydrated in place. */
const replacedServerNodes = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __serverNodes: Element[] }).__serverNodes
      .filter((node) => !node.isConnected)
      .map((node) => node.outerHTML.slice(0, 80)),
  );

const count = (text: string, part: string) => text.split(part).length - 1;
const ROOT_TEMPLATE = '<template shadowrootmode="open">';

test('Astro: a German page bundling the elements, rendered by the guide’s integration, hydrated in place', async ({
  page,
}) => {
  const site = join(CONSUMERS, 'astro/dist');
  const built = readFileSync(join(site, 'index.html'), 'utf8');
  expect(count(built, ROOT_TEMPLATE), 'the integration rendered both elements').toBe(2);
  expect(built).toContain(de.searchLabel);
  const seen = await openAndHydrate(page, site, '/', ['ecosystem-grid', 'course-catalog']);
  // Every card's icon drawn: each icon's module emitted by Astro's bundler and loaded.
  await expect(page.locator('ecosystem-grid [part~="card-icon"] svg')).toHaveCount(3);
  await expect(page.locator('ecosystem-grid [part~="button-explore"]').first()).toContainText(de.exploreLink);
  // Markup in the data stays text: the guide's `<` escape keeps a `</script>` from ending the JSON child early.
  await expect(page.locator('ecosystem-grid [part~="card-description"]').first()).toHaveText(
    'Gedanken festhalten, auch </script><b>fett</b>.',
  );
  await expect(page.getByLabel(de.searchLabel, { exact: true })).toBeVisible();
  await expect(page.locator('course-catalog [part~="card-title"]')).toHaveText([
    'Go in der Praxis',
    'Rust für Dienste',
  ]);
  expect(await replacedServerNodes(page)).toEqual([]);
  expect(seen.failed).toEqual([]);
  expect(seen.problems).toEqual([]);
});

test('Eleventy: the guide’s transform renders the page; with its script it hydrates in place', async ({ page }) => {
  const built = readFileSync(join(CONSUMERS, 'eleventy/_site/index.html'), 'utf8');
  expect(count(built, ROOT_TEMPLATE)).toBe(1);
  expect(built).toMatch(/<template shadowrootmode="open">[\s\S]*Go in Practice[\s\S]*Rust for Services/);
  const seen = await openAndHydrate(page, CONSUMERS, '/eleventy/_site/index.html', ['course-catalog']);
  await expect(page.locator('course-catalog [part~="card-title"]')).toHaveText(['Go in Practice', 'Rust for Services']);
  expect(await replacedServerNodes(page)).toEqual([]);
  expect(seen.failed).toEqual([]);
  expect(seen.problems).toEqual([]);
});

test.describe('the coursify-elements command, installed from the tarball', () => {
  /**
   * A fresh copy of fixtures/cli (in.html, bad.html, and dist/ with two pages) inside the workspace, where npx finds
   * the package's bin.
   */
  function cliFolder(name: string): string {
    const dir = join(OUT, name);
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(CONSUMERS, 'cli'), dir, { recursive: true });
    return dir;
  }

  test('the guide’s commands as written: one page, then every page of a built site', () => {
    const dir = cliFolder('cli-recipes');
    const { onePage, everyPage } = cliRecipes();
    // execFileSync throws on a non-zero exit: both commands exit 0.
    execFileSync('sh', ['-c', onePage], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const out = readFileSync(join(dir, 'out.html'), 'utf8');
    expect(count(out, ROOT_TEMPLATE)).toBe(1);
    expect(out).toMatch(/<course-catalog[^>]*><template shadowrootmode="open">[\s\S]*Go in Practice/);
    execFileSync('sh', ['-c', everyPage], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const home = readFileSync(join(dir, 'dist/index.html'), 'utf8');
    const german = readFileSync(join(dir, 'dist/kurse/index.html'), 'utf8');
    expect(home).toMatch(/<ecosystem-grid><template shadowrootmode="open">[\s\S]*Notes/);
    // The nested page in its own language, and nothing left beside the pages (the .tmp files were moved).
    expect(german).toMatch(/<course-catalog[^>]*><template shadowrootmode="open">[\s\S]*Kurse durchsuchen/);
    expect(execFileSync('find', ['dist', '-type', 'f'], { cwd: dir, encoding: 'utf8' }).split('\n').sort()).toEqual([
      '',
      'dist/index.html',
      'dist/kurse/index.html',
    ]);
  });

  test('what it says when something is wrong: the problem on stderr (the page on stdout), a usage error exits 2', () => {
    const dir = cliFolder('cli-errors');
    const npx = (...args: string[]) => spawnSync('npx', ['coursify-elements', ...args], { cwd: dir, encoding: 'utf8' });
    const bad = npx('render', 'bad.html');
    expect(bad.status).toBe(0);
    expect(bad.stderr).toBe(
      '<course-catalog> attribute "courses": is not valid JSON (it stops being valid at character 2)\n',
    );
    expect(bad.stdout).toMatch(/^<course-catalog courses='nope'><template shadowrootmode="open">[\s\S]*role="alert"/);
    const none = npx();
    expect(none.status).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/^usage: coursify-elements render /);
  });
});
