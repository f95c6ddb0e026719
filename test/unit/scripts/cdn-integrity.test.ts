// @vitest-environment node
/**
 * The CDN import maps (scripts/cdn-integrity.mjs, the build's last step) and the snippet printed from them
 * (scripts/cdn-snippet.mjs), on a package made up here; and the CDN paths of the README and of the guides and element
 * pages (the pages `npm run release` pins), checked against package.json: every `coursify-elements@<version>` in
 * them is this version, every path under it a file the package publishes.
 * (The maps of the real build, hash by hash against the files in the packed tarball, and in three engines:
 * test/package/cdn-integrity.spec.ts.)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CDN_BUILDS,
  CDN_TEMPLATE,
  importMap,
  jsFiles,
  sha384,
  writeImportMaps,
} from '../../../scripts/cdn-integrity.mjs';
import { cdnSnippet } from '../../../scripts/cdn-snippet.mjs';
import { pinnedDocs } from '../../../scripts/release.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

/** A package with two CDN builds: an entry, a chunk in a subfolder, a source map and a text file beside them. */
function fakePackage(): string {
  const root = mkdtempSync(join(tmpdir(), 'cdn-integrity-'));
  made.push(root);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'coursify-elements',
      version: '9.8.7',
      exports: {
        './package.json': './package.json',
        './lite/autoloader': { types: './dist/types/autoloader.d.ts', default: './dist/cdn/autoloader.js' },
        './jsx': { types: './dist/types/jsx.d.ts' },
        '.': { default: './dist/elements/index.js' },
      },
    }),
    'dist/cdn/autoloader.js': 'import"./chunks/a.js";',
    'dist/cdn/chunks/a.js': 'abc',
    'dist/cdn/autoloader.js.map': '{}',
    'dist/cdn/THIRD-PARTY-NOTICES.txt': 'notices',
    'dist/elements/index.js': 'export{};',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('sha384', () => {
  it('is Subresource Integrity metadata: the algorithm, a dash, the base64 digest', () => {
    // The digest of "abc" from FIPS 180-2's test vectors (cb00753f…c825a7), in base64.
    expect(sha384('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
  });
});

describe('the import map of a build', () => {
  it('covers every .js file of the build, in subfolders too, and nothing else', () => {
    const root = fakePackage();
    expect(jsFiles(join(root, 'dist/cdn'))).toEqual(['autoloader.js', 'chunks/a.js']);
    const base = `${CDN_TEMPLATE}/coursify-elements@9.8.7/dist/cdn`;
    expect(importMap(root, 'dist/cdn')).toEqual({
      imports: { 'coursify-elements/lite/autoloader': `${base}/autoloader.js` },
      integrity: {
        [`${base}/autoloader.js`]: sha384('import"./chunks/a.js";'),
        [`${base}/chunks/a.js`]: sha384('abc'),
      },
    });
  });

  it('is written into each CDN build, as the final bytes on disk are', () => {
    const root = fakePackage();
    expect(writeImportMaps(root)).toEqual(CDN_BUILDS.map((build) => `${build}/importmap.json`));
    const elements = JSON.parse(readFileSync(join(root, 'dist/elements/importmap.json'), 'utf8'));
    const url = `${CDN_TEMPLATE}/coursify-elements@9.8.7/dist/elements/index.js`;
    expect(elements).toEqual({ imports: { 'coursify-elements': url }, integrity: { [url]: sha384('export{};') } });
  });
});

describe('the snippet', () => {
  it('puts the CDN origin into every URL and the entry hash on the script tag', () => {
    const root = fakePackage();
    writeImportMaps(root);
    const { html, src, integrity, map } = cdnSnippet({ root, cdn: 'https://cdn.test/' });
    expect(src).toBe('https://cdn.test/coursify-elements@9.8.7/dist/cdn/autoloader.js');
    expect(integrity).toBe(sha384('import"./chunks/a.js";'));
    expect(Object.keys(map.integrity)).toEqual([src, 'https://cdn.test/coursify-elements@9.8.7/dist/cdn/chunks/a.js']);
    expect(map.imports).toEqual({ 'coursify-elements/lite/autoloader': src });
    expect(html).not.toContain(CDN_TEMPLATE);
    expect(html.indexOf('<script type="importmap">')).toBe(0);
    expect(html).toContain(`<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous">`);
    expect(JSON.parse(html.slice(html.indexOf('\n'), html.indexOf('</script>')))).toEqual(map);
  });

  it('refuses an entry the build does not have, and a folder that is not a CDN build', () => {
    const root = fakePackage();
    writeImportMaps(root);
    expect(() => cdnSnippet({ root, entry: 'course-catalog.js' })).toThrow(/not a JavaScript file/);
    expect(() => cdnSnippet({ root, build: 'dist/react' })).toThrow(/not a CDN build/);
  });
});

describe('the CDN paths of the README and the docs pages', () => {
  // One text of every page `npm run release` pins, so a path moved from one page to another is still checked.
  const readme = pinnedDocs(ROOT)
    .map((page) => readFileSync(join(ROOT, page), 'utf8'))
    .join('\n');
  /** The files package.json publishes in a CDN build: the targets of its exports, and each build's import map. */
  const published = new Set<string>(CDN_BUILDS.map((build) => `${build}/importmap.json`));
  for (const target of Object.values(pkg.exports) as (string | { default?: string })[]) {
    const file = typeof target === 'string' ? target : target.default;
    if (file) published.add(file.replace(/^\.\//, ''));
  }

  it('name this version of the package, every time', () => {
    const versions = [...readme.matchAll(/coursify-elements@([^\s/`'"<]+)/g)].map((match) => match[1]);
    expect(versions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(versions)).toEqual(new Set([pkg.version]));
  });

  it('are files the package publishes, under the {CDN} template, never a made-up host', () => {
    const paths = [...readme.matchAll(/([^\s"`'=]*)\/coursify-elements@[^/\s]+\/([^\s"`]+)/g)];
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const [url, origin, path] of paths) {
      expect(origin, url).toBe(CDN_TEMPLATE);
      expect(
        CDN_BUILDS.some((build) => path.startsWith(`${build}/`)),
        url,
      ).toBe(true);
      expect(pkg.files, url).toContain(path.split('/').slice(0, 2).join('/'));
      // An elided name (`chunks/define-….js`) names a folder of the build; any other path, a published file.
      if (!path.includes('…')) expect(published, url).toContain(path);
    }
    expect(/your-cdn\.example/.test(readme), 'the old made-up host').toBe(false);
  });

  it('show the snippet with the entry’s integrity and the import map', () => {
    // Checked as booleans: a failing toContain would print every page.
    const tag = `<script type="module" src="{CDN}/coursify-elements@${pkg.version}/dist/cdn/autoloader.js"
        integrity="sha384-…" crossorigin="anonymous"></script>`;
    expect(readme.includes(tag), tag).toBe(true);
    expect(readme.includes('<script type="importmap">'), 'the import map').toBe(true);
    expect(readme.includes('npm run cdn:snippet'), 'the command that prints the snippet').toBe(true);
    expect(pkg.scripts['cdn:snippet']).toBe('node scripts/cdn-snippet.mjs');
  });
});
