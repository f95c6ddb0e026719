/**
 * The packed package in its consumers' stacks (global-setup.ts packs, installs and builds them): a plain HTML
 * page (React build, and the lite build through the autoloader), a React 19 app with coursify-elements/react,
 * the same app server-rendered and hydrated, a React 18 app, a Vue 3 app, TypeScript under `bundler`, `node16` and
 * `node10` resolution without @types/react (entries.spec.ts: Node importing every entry, and what each exports),
 * and languages from the packed package (a React app's `lang` prop and registerTranslation, a German page on the
 * autoloader). The server-rendering guide's static-site recipes (Astro, Eleventy, the CLI): static-sites.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { en } from '../../src/lib/i18n/en';
import ar from '../../src/lib/i18n/locales/ar';
import de from '../../src/lib/i18n/locales/de';
import es from '../../src/lib/i18n/locales/es';
import fr from '../../src/lib/i18n/locales/fr';
import he from '../../src/lib/i18n/locales/he';
import it from '../../src/lib/i18n/locales/it';
import ja from '../../src/lib/i18n/locales/ja';
import pt from '../../src/lib/i18n/locales/pt';
import { ORIGIN, serveConsumers } from './consumer-page';
import { CONSUMERS, OUT, ROOT } from './workspace';

type Visit = { errors: string[]; warnings: string[] };

/**
 * Serves the consumer workspace on ORIGIN (nothing leaves the machine) and opens `path`; `routes` adds routes
 * that answer before the workspace's (Playwright asks the last registered first).
 */
async function visit(
  page: Page,
  path: string,
  routes?: (page: Page) => Promise<unknown>,
  pageHeaders: Record<string, string> = {},
): Promise<Visit> {
  const seen: Visit = { errors: [], warnings: [] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  await serveConsumers(page, pageHeaders);
  await routes?.(page);
  // Stands in for React DevTools before any script runs: every copy of react-dom registers with it.
  await page.addInitScript({ path: join(ROOT, 'test/package/fixtures/devtools-probe.js') });
  await page.goto(`${ORIGIN}${path}`);
  return seen;
}

const titles = (page: Page) => page.locator('[part~="card-title"]');
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __consumer?: { events: string[] } }).__consumer?.events ?? []);
/** The copies of react-dom on the page, by version (fixtures/devtools-probe.js). */
const reactCopies = (page: Page) =>
  page.evaluate(() =>
    [
      ...(
        window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version: string }> } }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map((renderer) => renderer.version),
  );

async function followSyllabus(page: Page, title: string): Promise<void> {
  const card = page.locator('[part~="card"]', { has: page.locator('[part~="card-title"]', { hasText: title }) });
  await card.locator('[part~="button-syllabus"]').click();
}

test.describe('plain HTML', () => {
  test('one module script from the package: the given data, styled, and events reach the page', async ({ page }) => {
    const seen = await visit(page, '/html/index.html');
    await expect(titles(page)).toHaveText(['Go in Practice']);
    await expect(page.locator('[part~="card"]').first()).toHaveCSS('border-top-style', 'solid');
    await followSyllabus(page, 'Go in Practice');
    await expect.poll(() => events(page)).toEqual(['course-navigate syllabus']);
    expect(seen.errors).toEqual([]);
  });

  test('the lite build through the autoloader: the JSON attribute, events', async ({ page }) => {
    const seen = await visit(page, '/html/lite.html');
    await expect(titles(page)).toHaveText(['Go in Practice']);
    await followSyllabus(page, 'Go in Practice');
    await expect.poll(() => events(page)).toEqual(['course-navigate syllabus']);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('React hosts with coursify-elements/react', () => {
  test('React 19, client rendering: the app’s data, its handler, one React', async ({ page }) => {
    const seen = await visit(page, '/out/react19/index.html');
    await expect(titles(page)).toHaveText(['Go in Practice', 'Rust for Services']);
    await expect(page.locator('[part~="card"]').first()).toHaveCSS('border-top-style', 'solid');
    await followSyllabus(page, 'Rust for Services');
    await expect.poll(() => events(page)).toEqual(['course-navigate syllabus Rust for Services']);
    expect(await reactCopies(page)).toEqual(['19.3.1']);
    expect(seen.errors).toEqual([]);
  });

  test('React 19: <InstallPrompt trigger> takes no room without an offer, and shows its button with one', async ({
    page,
  }) => {
    await visit(page, '/out/react19/index.html');
    await expect(titles(page)).toHaveCount(2);
    const prompt = page.locator('[data-cf-element="install-prompt"]');
    await expect(prompt).toHaveCSS('display', 'none');
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        platforms: [],
      });
      window.dispatchEvent(offer);
    });
    await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
    await expect(prompt).toHaveCSS('display', 'inline-flex');
  });

  test('React 19, server-rendered and hydrated: no hydration error, the app’s data, a live handler', async ({
    page,
  }) => {
    const markup = await readFile(join(OUT, 'ssr/markup.html'), 'utf8');
    expect(markup, 'the server rendered the host').toContain('data-cf-element="course-catalog"');
    const seen = await visit(page, '/out/ssr/index.html');
    await expect(titles(page)).toHaveText(['Go in Practice', 'Rust for Services']);
    await followSyllabus(page, 'Go in Practice');
    await expect.poll(() => events(page)).toEqual(['course-navigate syllabus Go in Practice']);
    expect(await reactCopies(page)).toEqual(['19.3.1']);
    expect(seen.errors).toEqual([]);
  });

  // A partner page that enforces Trusted Types (the one policy the catalog needs named): the components render on the
  // client without an assignment the page refuses; their host keeps no server light DOM here, so it writes none.
  for (const app of ['react19', 'react18']) {
    test(`${app}, client rendering under Trusted Types: no violation, the cards and their structured data`, async ({
      page,
    }) => {
      const seen = await visit(page, `/out/${app}/index.html`, undefined, {
        'content-security-policy': "require-trusted-types-for 'script'; trusted-types coursify-structured-data",
      });
      await expect(titles(page)).toHaveText(['Go in Practice', 'Rust for Services']);
      await expect(page.locator('course-catalog > script[type="application/ld+json"]')).toHaveCount(1);
      expect(seen.errors).toEqual([]);
    });
  }

  test('React 18: the app’s data and handler on React 18, one React', async ({ page }) => {
    const seen = await visit(page, '/out/react18/index.html');
    await expect(titles(page)).toHaveText(['Go in Practice', 'Rust for Services']);
    await followSyllabus(page, 'Go in Practice');
    await expect.poll(() => events(page)).toEqual(['course-navigate syllabus Go in Practice']);
    expect(await reactCopies(page)).toEqual(['18.3.1']);
    expect(seen.errors).toEqual([]);
  });

  test('for comparison, the custom element in React 19 works but brings its own React', async ({ page }) => {
    await visit(page, '/out/react19-element/index.html');
    await expect(titles(page)).toHaveText(['Go in Practice', 'Rust for Services']);
    await followSyllabus(page, 'Go in Practice');
    await expect.poll(() => events(page)).toEqual(['course-navigate syllabus Go in Practice']);
    expect(await reactCopies(page)).toHaveLength(2);
    const sizes = JSON.parse(await readFile(join(OUT, 'sizes.json'), 'utf8'));
    test.info().annotations.push({
      type: 'gzip bytes of the app',
      description: `coursify-elements/react ${sizes.react19}, custom element ${sizes['react19-element']}`,
    });
    expect(sizes.react19).toBeLessThan(sizes['react19-element']);
  });
});

test('Vue 3 with the lite element: property data and the event', async ({ page }) => {
  const seen = await visit(page, '/out/vue/index.html');
  await expect(titles(page)).toHaveText(['Go in Practice', 'Rust for Services']);
  await followSyllabus(page, 'Rust for Services');
  await expect.poll(() => events(page)).toEqual(['course-navigate syllabus Rust for Services']);
  expect(seen.errors).toEqual([]);
});

test.describe('TypeScript, skipLibCheck off, no @types/react', () => {
  // node10 ignores `exports`: its subpaths resolve only through package.json typesVersions.
  for (const resolution of ['bundler', 'node16', 'node10']) {
    test(`moduleResolution ${resolution}: real types (the @ts-expect-error probes hold)`, () => {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const output = (() => {
        try {
          return execFileSync(process.execPath, [tsc, '-p', `ts-${resolution}`], { cwd: CONSUMERS, encoding: 'utf8' });
        } catch (error) {
          return String((error as { stdout?: string }).stdout ?? error);
        }
      })();
      expect(output).toBe('');
    });
  }
});

test.describe('Languages from the packed package', () => {
  /**
   * The language modules the page requested: `locales/<code>.js` in the package's builds, `<code>-<hash>.js` where
   * an app's bundler made a chunk of each (the React components import them by path).
   */
  const localeRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const match = /\/(?:locales\/)?(ar|de|es|fr|he|it|ja|pt)(?:-[\w-]+)?\.js$/.exec(new URL(request.url()).pathname);
      if (match) seen.push(match[1]);
    });
    return seen;
  };

  test('coursify-elements/react: a lang prop loads the shipped German; registerTranslation adds a language', async ({
    page,
  }) => {
    const requested = localeRequests(page);
    const seen = await visit(page, '/out/react19-languages/index.html');
    const german = page.locator('#german-login');
    await expect(german.locator('[data-part="submit"]')).toHaveText(de.loginButton);
    await expect(german.getByLabel(de.passwordLabel, { exact: true })).toBeVisible();
    // Esperanto is the app's own; the key it lacks would be English, the one it has is its word.
    await expect(page.locator('#esperanto-toggle [part="button"]')).toHaveAccessibleName('Malhela reĝimo');
    await expect(page.locator('#arabic-toggle [part="button"]')).toHaveAccessibleName(ar.darkModeLabel);
    await expect(page.locator('#arabic-toggle [part="button"]')).not.toHaveAccessibleName(en.darkModeLabel);
    // Each shipped language the page uses is one request; Esperanto is none.
    expect([...requested].sort()).toEqual(['ar', 'de']);
    expect(seen.errors).toEqual([]);
    expect(seen.warnings).toEqual([]);
  });

  test('the lite build through the autoloader on a de-AT page: German words, one language module', async ({ page }) => {
    const requested = localeRequests(page);
    const seen = await visit(page, '/html/lite-de.html');
    await expect(titles(page)).toHaveText(['Go in Practice']);
    await expect(page.getByLabel(de.searchLabel, { exact: true })).toBeVisible();
    await expect(page.locator('theme-toggle').locator('[part="button"]')).toHaveAccessibleName(de.darkModeLabel);
    expect(requested).toEqual(['de']);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('The custom elements bundled by the app’s own bundler', () => {
  const SHIPPED: Record<string, { exploreLink: string }> = { ar, de, es, fr, he, it, ja, pt };
  const installed = join(CONSUMERS, 'node_modules/coursify-elements');
  const shipped = (dir: string) =>
    readdirSync(join(installed, dir))
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.slice(0, -3));
  /** Requests of the page that failed or were answered with an error status. */
  const failedRequests = (page: Page) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
    return failed;
  };
  const exploreIn = (page: Page, lang: string) =>
    page.locator(`ecosystem-grid[lang="${lang}"] [part~="button-explore"]`);

  for (const [app, dist] of [
    ['bundlers-vite', 'dist/elements'],
    ['bundlers-esbuild', 'dist/elements'],
    ['bundlers-lite-vite', 'dist/cdn'],
    ['bundlers-lite-esbuild', 'dist/cdn'],
  ]) {
    test(`${app}: every icon and language module the build ships was emitted and loads`, async ({ page }) => {
      const icons = shipped(`${dist}/icons`);
      const languages = shipped(`${dist}/locales`);
      expect(languages.sort()).toEqual(Object.keys(SHIPPED).sort());
      const failed = failedRequests(page);
      const seen = await visit(page, `/out/${app}/index.html`);
      await expect(page.locator('#icons [part~="card"]')).toHaveCount(icons.length);
      await expect(page.locator('#icons [part~="card-icon"] svg')).toHaveCount(icons.length);
      // The link's text, then its context for screen readers (the app's name, "opens in a new tab").
      for (const lang of languages) await expect(exploreIn(page, lang)).toContainText(SHIPPED[lang].exploreLink);
      expect(failed).toEqual([]);
      expect(seen.errors).toEqual([]);
      expect(seen.warnings).toEqual([]);
    });
  }

  test('a module that still fails to load: English, or no icon, with one message naming it; never a dead element', async ({
    page,
  }) => {
    const seen = await visit(page, '/out/bundlers-vite/index.html', (page) =>
      page.route(/\/assets\/(de|rocket)-[\w-]+\.js$/, (route) => route.abort()),
    );
    const icons = shipped('dist/elements/icons');
    await expect(page.locator('#icons [part~="card"]')).toHaveCount(icons.length);
    await expect(page.locator('#icons [part~="card-icon"] svg')).toHaveCount(icons.length - 1);
    await expect(exploreIn(page, 'fr')).toContainText(fr.exploreLink);
    await expect(exploreIn(page, 'de')).toContainText(en.exploreLink);
    await expect(exploreIn(page, 'de')).not.toContainText(de.exploreLink);
    // Still live: the German grid's cards answer, in English.
    await expect(page.locator('ecosystem-grid[lang="de"] [part~="card-title"]')).toHaveText('App rocket');
    expect(seen.warnings.filter((text) => text.includes('locales/de.js'))).toHaveLength(1);
    expect(seen.warnings.filter((text) => !text.includes('locales/de.js'))).toEqual([]);
    expect(seen.errors.filter((text) => /icon "rocket"/.test(text))).toHaveLength(1);
  });
});
