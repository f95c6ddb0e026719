// @vitest-environment node
/**
 * src/elements/elements.json is the one list of elements. The files that list them (index.ts, jsx.ts, auto/<tag>.ts,
 * the React host's modules, package.json exports) are written from it by `npm run gen:elements`
 * (scripts/gen-element-lists.mjs): this fails when one on disk differs from what the generator would write, and
 * checks what they say against the list (package.json is static JSON, read by Node and bundlers as it is).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_MARK, generatedFiles, staleFiles, writeElementLists } from '../../../scripts/gen-element-lists.mjs';
import { camelCase, pascalCase, readElementList } from '../../../scripts/manifest/declarations.mjs';
import { ELEMENT_ENTRIES } from '../../../vite.config';

const ROOT = resolve(import.meta.dirname, '../../..');
const tags = readElementList();
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const exportsMap: Record<string, unknown> = pkg.exports;

describe('the files generated from the list (npm run gen:elements)', () => {
  it('are on disk exactly as the generator writes them, Biome-formatted and marked as generated', () => {
    const generated = generatedFiles(ROOT);
    expect([...generated.keys()]).toContain('src/elements/jsx.ts');
    expect(generated.size).toBe(4 + 2 * tags.length);
    for (const [path, text] of generated) {
      if (path.endsWith('.ts')) expect(text.startsWith(GENERATED_MARK), path).toBe(true);
    }
    expect(staleFiles(ROOT), 'stale: run `npm run gen:elements`').toEqual([]);
  }, 60_000); // one Biome run per file: a few seconds while the machine is busy

  it('writes them in a copy with another list, removes what a dropped tag left, then finds nothing stale', () => {
    const root = mkdtempSync(join(tmpdir(), 'cf-element-lists-'));
    try {
      for (const file of ['package.json', 'biome.json', '.gitignore']) cpSync(resolve(ROOT, file), join(root, file));
      symlinkSync(resolve(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
      mkdirSync(join(root, 'src/elements/auto'), { recursive: true });
      mkdirSync(join(root, 'src/react-host'), { recursive: true });
      writeFileSync(join(root, 'src/elements/elements.json'), JSON.stringify({ elements: ['x-one', 'theme-toggle'] }));
      writeFileSync(join(root, 'src/elements/auto/course-catalog.ts'), `${GENERATED_MARK}\nexport {};\n`);
      writeFileSync(join(root, 'src/react-host/hostComponent.tsx'), 'export {};\n'); // not generated: kept

      expect(staleFiles(root)).toContain('src/elements/auto/course-catalog.ts');
      const written = writeElementLists(root);
      expect(written).toContain('src/elements/auto/x-one.ts');
      expect(written).toContain('src/elements/auto/course-catalog.ts'); // removed
      expect(readdirSync(join(root, 'src/elements/auto')).sort()).toEqual(['theme-toggle.ts', 'x-one.ts']);
      expect(readdirSync(join(root, 'src/react-host')).sort()).toEqual([
        'hostComponent.tsx',
        'index.ts',
        'theme-toggle.ts',
        'x-one.ts',
      ]);
      const index = readFileSync(join(root, 'src/elements/index.ts'), 'utf8');
      expect(index).toContain("export { define as defineXOne, type XOneElement, xOneApi } from './auto/x-one';");
      const jsx = readFileSync(join(root, 'src/elements/jsx.ts'), 'utf8');
      expect(jsx).toContain("'x-one': ElementJsxProps<typeof xOneApi>;");
      const host = readFileSync(join(root, 'src/react-host/x-one.ts'), 'utf8');
      expect(host).toContain("export const XOne = hostComponent(xOneApi, XOneInner, 'XOne');");
      const writtenExports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports;
      const elementKeys = Object.keys(writtenExports).filter((key) => /(x-one|theme-toggle|course-catalog)$/.test(key));
      expect(elementKeys).toEqual([
        './x-one',
        './theme-toggle',
        './define/x-one',
        './define/theme-toggle',
        './lite/x-one',
        './lite/theme-toggle',
        './lite/define/x-one',
        './lite/define/theme-toggle',
      ]);
      expect(writtenExports['./lite/define/x-one']).toEqual({
        types: './dist/types/define/x-one.d.ts',
        default: './dist/cdn/define/x-one.js',
      });
      expect(staleFiles(root)).toEqual([]);

      // A hand edit of a generated file, or a file deleted, is stale until the generator runs again.
      writeFileSync(join(root, 'src/elements/index.ts'), `${index}export {};\n`);
      rmSync(join(root, 'src/react-host/x-one.ts'));
      expect(staleFiles(root).sort()).toEqual(['src/elements/index.ts', 'src/react-host/x-one.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

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

  it('package.json types and typesVersions give node10 resolution the types `exports` gives the others', () => {
    type Target = { types?: string };
    const withTypes = Object.entries(exportsMap as Record<string, Target | string>).filter(
      ([, target]) => typeof target === 'object' && target.types,
    ) as [string, Target][];
    expect(pkg.types).toBe((exportsMap['.'] as Target).types);
    const expected = Object.fromEntries(
      withTypes.filter(([key]) => key !== '.').map(([key, target]) => [key.slice(2), [target.types?.slice(2)]]),
    );
    // And a data file published under dist/ where its subpath names the package's root (node10 finds it there).
    expect(pkg.typesVersions).toEqual({
      '*': { ...expected, 'custom-elements.json': ['dist/custom-elements.json'] },
    });
    // Every element subpath, both builds, both kinds, and the other typed entries (jsx, react, lite, autoloader).
    expect(Object.keys(expected)).toHaveLength(withTypes.length - 1);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['lite/autoloader', 'jsx', 'react', 'lite']));
    for (const tag of tags) expect(expected[`lite/define/${tag}`]).toEqual([`dist/types/define/${tag}.d.ts`]);
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

  it('the Vite build has two entries per listed tag (self-registering, define only), plus index and the autoloader', () => {
    expect(Object.keys(ELEMENT_ENTRIES)).toEqual([
      'index',
      ...tags,
      ...tags.map((tag) => `define/${tag}`),
      'autoloader',
    ]);
    for (const tag of tags) {
      expect(ELEMENT_ENTRIES[tag]).toBe(resolve(ROOT, `src/elements/auto/${tag}.ts`));
      expect(ELEMENT_ENTRIES[`define/${tag}`]).toBe(resolve(ROOT, `src/elements/${tag}.ts`));
    }
  });
});
