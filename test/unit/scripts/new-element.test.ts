// @vitest-environment node
/**
 * npm run new-element <tag> (scripts/new-element.mjs), run on a temporary copy of what it reads and writes: the new
 * element's files, the list, the generated lists, its docs page and the element tables; and the tags it refuses, writing nothing.
 * That the files it writes pass lint, types and tests is tried on the real repository (docs/architecture.md).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleFiles } from '../../../scripts/gen-element-lists.mjs';
import { newElement, plannedFiles, refusal } from '../../../scripts/new-element.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
let root: string;
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const list = () => JSON.parse(read('src/elements/elements.json')).elements as string[];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cf-new-element-'));
  for (const file of [
    'package.json',
    'biome.json',
    '.gitignore',
    'README.md',
    'docs/elements/README.md',
    'src/elements/elements.json',
  ]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(join(ROOT, file), join(root, file));
  }
  cpSync(join(ROOT, 'src/elements/kit'), join(root, 'src/elements/kit'), { recursive: true });
  mkdirSync(join(root, 'src/elements/auto'), { recursive: true });
  mkdirSync(join(root, 'src/react-host'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-element', () => {
  it('refuses what is not a tag of lower-case words, a reserved name, and a listed tag', () => {
    expect(refusal(undefined, root)).toMatch(/^usage: npm run new-element <tag>/);
    for (const bad of ['', 'reviews', 'Course-Reviews', 'course_reviews', 'course-1', '-course', 'course--reviews']) {
      expect(refusal(bad, root), bad).toMatch(/is not a tag this kit makes|^usage/);
    }
    expect(refusal('font-face', root)).toMatch(/reserved by HTML/);
    expect(refusal('theme-toggle', root)).toBe('<theme-toggle> exists already (src/elements/elements.json)');
    expect(refusal('scaffold-probe', root)).toBeNull();
  });

  it('writes nothing when it refuses', () => {
    const before = read('src/elements/elements.json');
    expect(() => newElement('theme-toggle', root)).toThrow('<theme-toggle> exists already');
    expect(() => newElement('Nope', root)).toThrow('is not a tag this kit makes');
    expect(read('src/elements/elements.json')).toBe(before);
    expect(existsSync(join(root, 'src/elements/Nope.ts'))).toBe(false);
  });

  it('writes the declaration, component, sheet, tests and docs page, lists the tag and generates the lists', () => {
    const written = newElement('scaffold-probe', root);
    for (const path of plannedFiles('scaffold-probe')) {
      expect(written, path).toContain(path);
      expect(existsSync(join(root, path)), path).toBe(true);
    }
    expect(list().at(-1)).toBe('scaffold-probe');

    const declaration = read('src/elements/scaffold-probe.ts');
    expect(declaration).toContain("tag: 'scaffold-probe',");
    expect(declaration).toContain("import styles from '../styles/elements/scaffold-probe.css?inline';");
    expect(declaration).toContain('export const scaffoldProbeApi = {');
    expect(declaration).toContain('return defineElement(scaffoldProbeApi, ScaffoldProbe, tag);');
    expect(read('src/react/scaffold-probe/ScaffoldProbe.tsx')).toContain('export function ScaffoldProbe(');
    expect(read('src/styles/elements/scaffold-probe.css')).toContain('@source "../../react/scaffold-probe";');
    expect(read('test/unit/react/scaffold-probe/ScaffoldProbe.test.tsx')).toContain('sharedSheet()');
    const elementTest = read('test/element/scaffold-probe.test.ts');
    expect(elementTest).toContain('html`<scaffold-probe label="Hello"></scaffold-probe>`');
    expect(elementTest).toContain(['${', 'ELEMENTS_DIR}/scaffold-probe.js'].join(''));

    // The lists, from the generator, current afterwards.
    expect(read('src/elements/auto/scaffold-probe.ts')).toContain("import { define } from '../scaffold-probe';");
    expect(read('src/react-host/scaffold-probe.ts')).toContain('export const ScaffoldProbe = hostComponent(');
    expect(read('src/elements/index.ts')).toContain("from './auto/scaffold-probe';");
    const exportsMap = JSON.parse(read('package.json')).exports;
    for (const key of ['./scaffold-probe', './define/scaffold-probe', './lite/scaffold-probe']) {
      expect(exportsMap[key], key).toBeDefined();
    }
    expect(staleFiles(root)).toEqual([]);

    // The docs: a page whose API block is filled in from the declaration, and a row in both element tables.
    expect(written).toContain('docs/elements/scaffold-probe.md');
    const page = read('docs/elements/scaffold-probe.md');
    expect(page.startsWith('# `<scaffold-probe>`\n')).toBe(true);
    const block = page.slice(
      page.indexOf('<!-- api:scaffold-probe:start -->'),
      page.indexOf('<!-- api:scaffold-probe:end -->'),
    );
    expect(block).toContain('| `label` | `label` | `string` | `Scaffold probe` |');
    expect(read('README.md')).toContain(
      '| [`<scaffold-probe>`](docs/elements/scaffold-probe.md) | new: Scaffold probe |',
    );
    expect(read('docs/elements/README.md')).toContain(
      '| [`<scaffold-probe>`](scaffold-probe.md) | new: Scaffold probe |',
    );
    // The row ends the table: the line after it is blank.
    const readme = read('README.md');
    const row = readme.indexOf('| [`<scaffold-probe>`]');
    expect(readme.slice(row).split('\n')[1]).toBe('');
  }, 60_000); // Biome for each file and the TypeScript reader: seconds while the machine is busy

  it('refuses the tag once it exists, and a tag whose files exist without being listed', () => {
    expect(refusal('scaffold-probe', root)).toBe('<scaffold-probe> exists already (src/elements/elements.json)');
    writeFileSync(join(root, 'src/styles/elements/course-notes.css'), '');
    expect(refusal('course-notes', root)).toBe(
      '<course-notes> is not in the list, but its files exist: src/styles/elements/course-notes.css',
    );
    writeFileSync(join(root, 'docs/elements/course-pages.md'), '');
    expect(refusal('course-pages', root)).toBe(
      '<course-pages> is not in the list, but its files exist: docs/elements/course-pages.md',
    );
  });
});
