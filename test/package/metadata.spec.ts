/**
 * The metadata a partner's tools read, as the tarball ships it: the Custom Elements Manifest's custom states, the
 * Web Types' schema, docs pages and CSS contributions, package.json's fields for old TypeScript resolution and for
 * registries, and the changelog.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';
import { CONSUMERS } from './workspace';

const installed = join(CONSUMERS, 'node_modules/coursify-elements');
const json = (file: string) => JSON.parse(readFileSync(join(installed, file), 'utf8'));
type Named = { name: string };

test('custom-elements.json: every element’s custom states (cssStates), the common ones and its own', () => {
  const manifest = json(json('package.json').customElements);
  const elements = manifest.modules
    .flatMap((module: { declarations: { tagName?: string; cssStates?: Named[] }[] }) => module.declarations)
    .filter((declaration: { tagName?: string }) => declaration.tagName);
  expect(elements.length).toBeGreaterThanOrEqual(7);
  for (const element of elements) {
    expect(element.cssStates?.map((state: Named) => state.name).slice(0, 2), element.tagName).toEqual([
      'dark',
      'reduced-motion',
    ]);
  }
  const prompt = elements.find((element: { tagName: string }) => element.tagName === 'install-prompt');
  expect(prompt.cssStates.map((state: Named) => state.name)).toContain('banner');
});

test('web-types.json: its schema, each element’s docs page and CSS parts and custom properties', () => {
  const webTypes = json(json('package.json')['web-types']);
  expect(webTypes.$schema).toMatch(/^https:\/\/.+web-types\.json$/);
  for (const element of webTypes.contributions.html.elements) {
    expect(element['doc-url'], element.name).toMatch(new RegExp(`/docs/elements/${element.name}$`));
    expect(element['doc-url'], element.name).not.toMatch(/example|localhost/);
    expect(element.css.properties.length, element.name).toBeGreaterThan(0);
    expect(Array.isArray(element.css.parts), element.name).toBe(true);
  }
});

test('package.json: types for node10 resolution, keywords, and the changelog in the package', () => {
  const pkg = json('package.json');
  expect(pkg.types).toBe(pkg.exports['.'].types);
  expect(pkg.typesVersions['*']['lite/autoloader']).toEqual([pkg.exports['./lite/autoloader'].types.slice(2)]);
  expect(pkg.keywords).toContain('custom-elements');
  expect(existsSync(join(installed, 'CHANGELOG.md'))).toBe(true);
  expect(readFileSync(join(installed, 'CHANGELOG.md'), 'utf8')).toMatch(/^## Unreleased$/m);
});

test('TypeScript’s node10 resolution (which ignores exports) finds every subpath of exports, as attw checks', () => {
  const options = { moduleResolution: ts.ModuleResolutionKind.Node10, resolveJsonModule: true, allowJs: true };
  const from = join(CONSUMERS, 'node10-probe.ts');
  const unresolved = Object.keys(json('package.json').exports)
    .map((subpath) => `coursify-elements${subpath.slice(1)}`)
    .filter((specifier) => !ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule);
  expect(unresolved).toEqual([]);
});
