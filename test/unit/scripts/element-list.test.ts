// @vitest-environment node
/**
 * src/elements/elements.json is the one list of elements. package.json is static JSON, so instead of rewriting it
 * at build time this fails when its exports disagree with the list; likewise src/elements/index.ts, the element
 * modules on disk and the Vite entries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { camelCase, pascalCase, readElementList } from '../../../scripts/manifest/declarations.mjs';
import { ELEMENT_ENTRIES } from '../../../vite.config';

const ROOT = resolve(import.meta.dirname, '../../..');
const tags = readElementList();
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const exportsMap: Record<string, unknown> = pkg.exports;

describe('the one element list', () => {
  it('lists unique kebab-case tags', () => {
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/);
  });

  it('package.json exports ./<tag>, ./define/<tag> and ./lite/<tag> → the built modules and their types', () => {
    for (const tag of tags) {
      expect(exportsMap[`./${tag}`], `package.json exports ./${tag}`).toEqual({
        types: `./dist/types/${tag}.d.ts`,
        default: `./dist/elements/${tag}.js`,
      });
      expect(exportsMap[`./define/${tag}`], `package.json exports ./define/${tag}`).toEqual({
        types: `./dist/types/define/${tag}.d.ts`,
        default: `./dist/elements/define/${tag}.js`,
      });
      expect(exportsMap[`./lite/${tag}`], `package.json exports ./lite/${tag}`).toEqual({
        types: `./dist/types/${tag}.d.ts`,
        default: `./dist/cdn/${tag}.js`,
      });
    }
  });

  it('every build exported in package.json (./<tag>, ./lite/<tag>, …) has exactly the listed elements', () => {
    // An element export: `./[<build>/]<name>` whose module is `./dist/…/<name>.js` (index modules aside).
    const builds = new Map<string, string[]>();
    for (const [key, value] of Object.entries(exportsMap)) {
      const target = typeof value === 'string' ? value : (value as { default?: string }).default;
      const match = /^\.\/(?:(.+)\/)?([a-z0-9-]+)$/.exec(key);
      if (!match || typeof target !== 'string' || !target.startsWith('./dist/')) continue;
      const [, build = '', name] = match;
      if (!target.endsWith(`/${name}.js`) || name === 'index' || name === 'autoloader') continue;
      builds.set(build, [...(builds.get(build) ?? []), name]);
    }
    expect(builds.has(''), 'the main build exports ./<tag>').toBe(true);
    for (const [build, names] of builds) {
      expect(names.sort(), `package.json exports ./${build ? `${build}/` : ''}<tag>`).toEqual([...tags].sort());
    }
  });

  it('each listed tag has its module, and every element module on disk is listed', () => {
    const declared = readdirSync(resolve(ROOT, 'src/elements'))
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /export const \w+Api = \{/.test(readFileSync(resolve(ROOT, 'src/elements', file), 'utf8')))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(declared.sort()).toEqual([...tags].sort());
  });

  it('src/elements/index.ts re-exports each element module: its declaration, define and element type', () => {
    const index = readFileSync(resolve(ROOT, 'src/elements/index.ts'), 'utf8');
    const modules = [...index.matchAll(/from '\.\/auto\/([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(modules.sort()).toEqual([...tags].sort());
    for (const tag of tags) {
      expect(index, tag).toContain(`${camelCase(tag)}Api`);
      expect(index, tag).toContain(`define as define${pascalCase(tag)}`);
      expect(index, tag).toContain(`type ${pascalCase(tag)}Element`);
    }
  });

  it('the Vite build has two entries per listed tag (self-registering, define only), plus index', () => {
    expect(Object.keys(ELEMENT_ENTRIES)).toEqual(['index', ...tags, ...tags.map((tag) => `define/${tag}`)]);
    for (const tag of tags) {
      expect(ELEMENT_ENTRIES[tag]).toBe(resolve(ROOT, `src/elements/auto/${tag}.ts`));
      expect(ELEMENT_ENTRIES[`define/${tag}`]).toBe(resolve(ROOT, `src/elements/${tag}.ts`));
    }
  });
});
