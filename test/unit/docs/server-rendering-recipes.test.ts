// @vitest-environment node
/**
 * The Astro and Eleventy recipes of docs/guides/server-rendering.md are the package stage's consumers
 * (test/package/fixtures/astro, eleventy): their config files are the guide's code blocks, byte for byte, so what
 * the package stage builds is what the guide tells a reader to write.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRecipes, recipe } from '../../package/guide';

const FIXTURES = join(import.meta.dirname, '../../package/fixtures');

describe('server-rendering.md: the static-site recipes are the package stage’s consumers', () => {
  for (const [file, fixture] of [
    ['eleventy.config.mjs', 'eleventy/eleventy.config.mjs'],
    ['astro.config.mjs', 'astro/astro.config.mjs'],
  ]) {
    it(`${file}: the fixture's file is the guide's code block`, () => {
      expect(readFileSync(join(FIXTURES, fixture), 'utf8')).toBe(recipe(`// ${file}`));
    });
  }

  it('the CLI commands the package stage runs are found in the guide', () => {
    const { onePage, everyPage } = cliRecipes();
    expect(onePage).toBe('npx coursify-elements render in.html > out.html');
    expect(everyPage).toMatch(/^find dist -name '\*\.html' -exec sh -c 'npx coursify-elements render /);
  });
});
