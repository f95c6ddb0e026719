// @vitest-environment node
/**
 * `npm run cdn:snippet -- --elements …` (scripts/cdn-snippet.mjs): a page that names its elements gets a
 * `<link rel="modulepreload" integrity>` for every file they need, read from the `preload-map.json` the element builds
 * write beside the autoloader (scripts/preload-closures.ts), and an inline module that defines them. Checked on a
 * package made up here from a bundle run through the build's own plugin: the snippet's list is the map the plugin
 * wrote into autoloader.js, element by element, so the page's HTML and the autoloader can never disagree.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { sha384, writeImportMaps } from '../../../scripts/cdn-integrity.mjs';
import { cdnSnippet, PRELOAD_MAP_FILE as SNIPPET_READS } from '../../../scripts/cdn-snippet.mjs';
import { PRELOAD_LOCALES, PRELOAD_MAP, PRELOAD_MAP_FILE, preloadClosures } from '../../../scripts/preload-closures';

let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

const chunk = (fileName: string, more: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    code: `/*${fileName}*/`,
    ...more,
  }) as Rollup.OutputChunk;

/** A bundle in the shapes the element builds produce (the same as test/unit/scripts/preload-closures.test.ts). */
function bundle(): Rollup.OutputBundle {
  const chunks = [
    chunk('define/course-catalog.js', {
      imports: ['chunks/lists-1.js', 'chunks/define-1.js'],
      dynamicImports: ['chunks/default-courses-1.js'],
    }),
    chunk('define/ecosystem-grid.js', {
      imports: ['chunks/lists-1.js', 'chunks/define-1.js'],
      dynamicImports: ['chunks/default-apps-1.js'],
    }),
    chunk('define/theme-toggle.js', { imports: ['chunks/define-1.js'] }),
    chunk('chunks/lists-1.js', { imports: ['chunks/define-1.js'], dynamicImports: ['chunks/fetch-json-1.js'] }),
    chunk('chunks/define-1.js', { dynamicImports: ['chunks/hydrate-1.js'] }),
    chunk('chunks/hydrate-1.js', { moduleIds: ['/r/src/elements/kit/features/hydrate.ts'] }),
    chunk('chunks/default-courses-1.js', { moduleIds: ['/r/src/lib/default-courses.ts'] }),
    chunk('chunks/default-apps-1.js', { moduleIds: ['/r/src/react/ecosystem-grid/default-apps.ts'] }),
    chunk('chunks/fetch-json-1.js', { moduleIds: ['/r/src/react/element-data/fetch-json.ts'] }),
    chunk('locales/de.js'),
    chunk('autoloader.js', { code: `const m=\`${PRELOAD_MAP}\`,l=\`${PRELOAD_LOCALES}\`;` }),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

const TAGS = ['course-catalog', 'ecosystem-grid', 'theme-toggle'];

/** The bundle through the build's plugin, written out as the lite build of a package. */
function builtPackage(): string {
  const output = bundle();
  const emitted: Rollup.EmittedAsset[] = [];
  const hook = preloadClosures(TAGS).generateBundle as unknown as (
    this: { emitFile(file: Rollup.EmittedAsset): string },
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void;
  const emitFile = (file: Rollup.EmittedAsset) => {
    emitted.push(file);
    return file.fileName ?? '';
  };
  hook.call({ emitFile }, {}, output);
  const root = mkdtempSync(join(tmpdir(), 'cdn-snippet-'));
  made.push(root);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'coursify-elements', version: '9.8.7', exports: {} }),
    ...Object.fromEntries(
      Object.values(output).map((file) => [`dist/cdn/${file.fileName}`, (file as Rollup.OutputChunk).code]),
    ),
    ...Object.fromEntries(emitted.map((file) => [`dist/cdn/${file.fileName}`, String(file.source)])),
    'dist/elements/index.js': 'export{};',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeImportMaps(root);
  return root;
}

/** The autoloader's own map, as the plugin wrote it into autoloader.js: per tag, its four lists. */
function autoloaderMap(root: string): Map<string, string[][]> {
  const code = readFileSync(join(root, 'dist/cdn/autoloader.js'), 'utf8');
  const map = /const m=`([^`]*)`/.exec(code)?.[1] ?? '';
  return new Map(
    map.split(';').map((entry) => {
      const [tag, lists] = entry.split('=');
      return [tag, lists.split('|').map((list) => list.split(' ').filter(Boolean))];
    }),
  );
}

const BASE = 'https://cdn.test/coursify-elements@9.8.7/dist/cdn';

describe('the snippet for a page that names its elements', () => {
  it('preloads exactly what the autoloader would: each closure and its default content, from the same map', () => {
    const root = builtPackage();
    expect(SNIPPET_READS).toBe(PRELOAD_MAP_FILE);
    const { preloads } = cdnSnippet({ root, cdn: 'https://cdn.test', elements: ['course-catalog', 'ecosystem-grid'] });
    const map = autoloaderMap(root);
    const expected = ['course-catalog', 'ecosystem-grid'].flatMap((tag) => {
      const [files, defaults] = map.get(tag) ?? [];
      return [...files, ...defaults];
    });
    expect(expected).toContain('chunks/default-apps-1.js');
    expect([...preloads].sort()).toEqual([...new Set(expected)].map((file) => `${BASE}/${file}`).sort());
  });

  it('adds the language, the hydration of server-rendered elements, and leaves out default content on request', () => {
    const root = builtPackage();
    const map = autoloaderMap(root);
    const [files, , , hydrate] = map.get('theme-toggle') ?? [];
    expect(hydrate).toEqual(['chunks/hydrate-1.js']);
    const { preloads } = cdnSnippet({
      root,
      cdn: 'https://cdn.test',
      elements: ['theme-toggle', 'course-catalog'],
      lang: 'de-AT',
      ownData: true,
      serverRendered: true,
    });
    const [catalog] = map.get('course-catalog') ?? [];
    const expected = new Set([...files, ...hydrate, ...catalog, 'locales/de.js']);
    expect([...preloads].sort()).toEqual([...expected].map((file) => `${BASE}/${file}`).sort());
  });

  it('prints a link with the file’s integrity for each, and a module that defines the elements, then the autoloader', () => {
    const root = builtPackage();
    const { html, map, preloads, src } = cdnSnippet({ root, cdn: 'https://cdn.test', elements: ['course-catalog'] });
    expect(src).toBeUndefined();
    for (const url of preloads) {
      expect(map.integrity[url]).toBe(sha384(readFileSync(join(root, 'dist/cdn', url.slice(BASE.length + 1)))));
      expect(html).toContain(
        `<link rel="modulepreload" href="${url}" integrity="${map.integrity[url]}" crossorigin="anonymous" />`,
      );
    }
    // The import map first, then the links, then the module (the map must precede every module fetch).
    expect(html.indexOf('<script type="importmap">')).toBe(0);
    expect(html.lastIndexOf('<link')).toBeLessThan(html.indexOf('<script type="module">'));
    expect(html).toContain(`import { define as define0 } from "${BASE}/define/course-catalog.js";`);
    expect(html).toContain(`define0();\n  import("${BASE}/autoloader.js");`);
  });

  it('refuses a tag or a language the build does not have (a typo must not print a page that misses files)', () => {
    const root = builtPackage();
    expect(() => cdnSnippet({ root, elements: ['course-catalogue'] })).toThrow(/course-catalogue is not an element/);
    expect(() => cdnSnippet({ root, elements: ['course-catalog'], lang: 'fr' })).toThrow(/no language fr/);
    expect(cdnSnippet({ root, elements: ['course-catalog'], lang: 'en-GB' }).preloads).not.toContainEqual(
      expect.stringContaining('locales/'),
    );
  });
});
