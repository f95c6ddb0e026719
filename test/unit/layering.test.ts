// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImport, checkRepository, collectImports, type ImportRef, layerOf } from './layering';

const ROOT = resolve(import.meta.dirname, '../..');
const runtime = (specifier: string): ImportRef => ({ specifier, typeOnly: false, line: 1 });
const typeOnly = (specifier: string): ImportRef => ({ specifier, typeOnly: true, line: 1 });

describe('the repository', () => {
  it('has no import against the layering', () => {
    const { violations, imports } = checkRepository(ROOT);
    // Proof that the walk read the tree: src/ and demo/ hold hundreds of imports.
    expect(imports).toBeGreaterThan(300);
    expect(violations).toEqual([]);
  }, 60_000); // parsing every source file: about a second, far more while the machine is busy
});

describe('checkImport: the rules', () => {
  it('allows arrows that point down', () => {
    expect(checkImport('demo/pages/AboutPage.tsx', runtime('../../src/elements/auto/site-navbar'))).toBeNull();
    expect(checkImport('src/elements/course-catalog.ts', runtime('../react/course-catalog/CourseCatalog'))).toBeNull();
    expect(checkImport('src/react-host/course-catalog.ts', runtime('../elements/course-catalog'))).toBeNull();
    expect(checkImport('src/react/x/X.tsx', runtime('../../lib/safe-url'))).toBeNull();
    expect(checkImport('src/react/x/X.tsx', runtime('../../styles/sheet'))).toBeNull();
    expect(checkImport('src/lib/default-courses.ts', runtime('../data/courses'))).toBeNull();
    expect(checkImport('demo/boot/preferences.ts', runtime('../../src/lib/theme-store'))).toBeNull();
    expect(checkImport('src/styles/sheet.ts', runtime('./elements.css?inline'))).toBeNull();
  });

  it('refuses an arrow that points up, naming file, line, import and rule', () => {
    expect(checkImport('src/lib/safe-url.ts', { specifier: '../react/shared/clicks', typeOnly: false, line: 7 })).toBe(
      "src/lib/safe-url.ts:7 imports '../react/shared/clicks': src/lib may not import src/react",
    );
    expect(checkImport('src/react/x/X.tsx', runtime('../../elements/course-catalog'))).toMatch(
      /src\/react may not import/,
    );
    expect(checkImport('src/elements/x.ts', runtime('../react-host/index'))).toMatch(/may not import src\/react-host/);
    expect(checkImport('src/react/x/X.tsx', runtime('../../elements/kit/api'))).toMatch(
      /src\/react may not import src\/elements\/kit/,
    );
    expect(checkImport('src/lib/x.ts', runtime('../styles/sheet'))).toMatch(/src\/lib may not import src\/styles/);
  });

  it('refuses anything in src importing demo, and type-only imports too', () => {
    expect(checkImport('src/elements/x.ts', runtime('../../demo/data/lessons'))).toMatch(/may not import demo/);
    expect(checkImport('src/lib/x.ts', typeOnly('../../demo/lib/progress-store'))).toMatch(/may not import demo/);
  });

  it('data imports nothing, not even types', () => {
    expect(checkImport('src/data/courses.ts', runtime('../lib/cover-art'))).toBe(
      "src/data/courses.ts:1 imports '../lib/cover-art': src/data may not import src/lib",
    );
    expect(checkImport('src/data/courses.ts', typeOnly('../lib/courses'))).toMatch(/src\/data may not import src\/lib/);
    expect(checkImport('src/data/x.ts', typeOnly('../react/login-form/types'))).toMatch(/may not import src\/react/);
    expect(checkImport('src/lib/courses.ts', typeOnly('../data/courses'))).toBeNull();
  });

  it('keeps the element kit free of any one element: declarations use the kit, never the other way', () => {
    expect(checkImport('src/elements/course-catalog.ts', runtime('./kit/define'))).toBeNull();
    expect(
      checkImport('src/react-host/hostComponent.tsx', runtime('../elements/kit/features/method-relay')),
    ).toBeNull();
    expect(checkImport('src/elements/kit/element-class.ts', runtime('../../react/shared/ElementHost'))).toBeNull();
    expect(checkImport('src/elements/kit/define.ts', runtime('../course-catalog'))).toBe(
      "src/elements/kit/define.ts:1 imports '../course-catalog': src/elements/kit may not import src/elements",
    );
    expect(checkImport('src/elements/kit/features/x.ts', typeOnly('../../tags'))).toMatch(/kit may not import/);
  });

  it('keeps the boot script and the lite stand-ins to themselves', () => {
    expect(checkImport('demo/boot/main.ts', runtime('../../src/react/theme-toggle/useTheme'))).toMatch(
      /demo\/boot may not import src\/react/,
    );
    expect(checkImport('demo/boot/main.ts', runtime('../../src/elements/theme-toggle'))).toMatch(/demo\/boot may not/);
    expect(checkImport('demo/boot/main.ts', runtime('../lib/progress-store'))).toMatch(
      /demo\/boot may not import demo$/,
    );
    expect(checkImport('src/lite/react-dom-client.ts', runtime('../lib/report'))).toMatch(/src\/lite may not/);
    expect(checkImport('demo/main.tsx', runtime('./boot/preferences'))).toMatch(/demo may not import demo\/boot/);
  });

  it('refuses tooling and build output from src and demo, and a folder the rules do not know', () => {
    expect(checkImport('demo/main.tsx', runtime('../test/unit/setup'))).toMatch(/test\/unit\/setup is outside/);
    expect(checkImport('src/elements/x.ts', runtime('../../scripts/chromium.mjs'))).toMatch(/is outside/);
    expect(checkImport('demo/main.tsx', runtime('../dist/elements/index.js'))).toMatch(/is outside/);
    expect(checkImport('src/widgets/x.ts', runtime('../lib/x'))).toMatch(/src\/widgets is not a layer/);
    expect(checkImport('src/lib/x.ts', runtime('../widgets/x'))).toMatch(/src\/widgets is not a layer/);
  });

  it('leaves packages, tests and scripts alone', () => {
    expect(checkImport('src/lib/x.ts', runtime('react'))).toBeNull();
    expect(checkImport('test/unit/lib/x.test.ts', runtime('../../../demo/lib/progress-store'))).toBeNull();
    expect(checkImport('scripts/build.mjs', runtime('../src/elements/tags.ts'))).toBeNull();
  });

  it('knows each layer', () => {
    expect(layerOf('src/react-host/index.ts')).toBe('src/react-host');
    expect(layerOf('src/elements/kit/features/method-relay.ts')).toBe('src/elements/kit');
    expect(layerOf('src/elements/kitchen.ts')).toBe('src/elements');
    expect(layerOf('demo/routes.tsx')).toBe('demo');
    expect(layerOf('demo/boot/main.ts')).toBe('demo/boot');
    expect(layerOf('src/boot/main.ts')).toBe('src/?');
    expect(layerOf('src/new/x.ts')).toBe('src/?');
    expect(layerOf('test/unit/setup.ts')).toBeNull();
  });
});

describe('collectImports: what counts as an import', () => {
  it('reads static, side-effect, re-export and dynamic imports, with their lines', () => {
    const refs = collectImports(
      [
        "import { a } from './a';",
        "import './b';",
        "export { c } from './c';",
        "export * from './d';",
        "const e = () => import('./e');",
        "import * as f from './f';",
      ].join('\n'),
    );
    expect(refs).toEqual([
      { specifier: './a', typeOnly: false, line: 1 },
      { specifier: './b', typeOnly: false, line: 2 },
      { specifier: './c', typeOnly: false, line: 3 },
      { specifier: './d', typeOnly: false, line: 4 },
      { specifier: './e', typeOnly: false, line: 5 },
      { specifier: './f', typeOnly: false, line: 6 },
    ]);
  });

  it('tells type-only imports from imports that run code', () => {
    const refs = collectImports(
      [
        "import type { A } from './a';",
        "import { type B, type C } from './b';",
        "import { type D, e } from './d';",
        "export type { F } from './f';",
        "let g: import('./g').G;",
        "import h, { type H } from './h';",
        "import {} from './i';",
      ].join('\n'),
    );
    expect(refs.map(({ specifier, typeOnly }) => [specifier, typeOnly])).toEqual([
      ['./a', true],
      ['./b', true],
      ['./d', false],
      ['./f', true],
      ['./g', true],
      ['./h', false],
      ['./i', false],
    ]);
  });

  it('ignores imports written in comments and strings, and dynamic imports of a computed path', () => {
    const refs = collectImports(
      [
        "// import { x } from '../react/x';",
        "/** import('../../demo/y') */",
        'const text = "import z from \'../z\'";',
        'const load = (tag: string) => import("./" + tag);',
      ].join('\n'),
    );
    expect(refs).toEqual([]);
  });

  it('a synthetic file importing upward fails the check end to end', () => {
    const file = 'src/lib/bad.ts';
    const problems = collectImports("import { ElementHost } from '../react/shared/ElementHost';\n", file)
      .map((ref) => checkImport(file, ref))
      .filter(Boolean);
    expect(problems).toEqual([
      "src/lib/bad.ts:1 imports '../react/shared/ElementHost': src/lib may not import src/react",
    ]);
  });
});
