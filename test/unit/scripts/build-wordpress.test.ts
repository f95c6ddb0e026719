// @vitest-environment node
/**
 * scripts/build-wordpress.mjs: the kses allow-list generated from the manifest (exactly the documented attributes of
 * the two tags the blocks save, never a script), the zip writer (read back: names, bytes, CRCs; `unzip -t` would say
 * the same), and the files the plugin's zip carries.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedHtml, pluginFiles, readZip, writeZip } from '../../../scripts/build-wordpress.mjs';
import { readDeclarations } from '../../../scripts/manifest/declarations.mjs';
import { customElementsManifest } from '../../../scripts/manifest/formats.mjs';

const manifest = customElementsManifest(
  readDeclarations({ tags: ['ecosystem-grid', 'course-catalog', 'site-navbar'] }),
);

describe('allowedHtml', () => {
  const allowed = allowedHtml(manifest);

  it('allows the two tags with exactly their documented attributes', () => {
    expect(Object.keys(allowed).sort()).toEqual(['course-catalog', 'ecosystem-grid']);
    const documented = (tag: string) =>
      (manifest.modules as Array<{ declarations?: Array<{ tagName?: string; attributes?: Array<{ name: string }> }> }>)
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.tagName === tag)
        ?.attributes?.map((attribute) => attribute.name)
        .sort();
    expect(allowed['ecosystem-grid']).toEqual(documented('ecosystem-grid'));
    expect(allowed['course-catalog']).toEqual(documented('course-catalog'));
    expect(allowed['ecosystem-grid']).toEqual(expect.arrayContaining(['items', 'src', 'label', 'heading-level']));
    expect(allowed['course-catalog']).toEqual(expect.arrayContaining(['courses', 'src', 'currency', 'hide-search']));
  });

  it('never allows a script, nor event handlers, and fails on a tag the manifest lacks', () => {
    expect(JSON.stringify(allowed)).not.toMatch(/script|"on/);
    expect(() => allowedHtml(manifest, ['script'])).toThrow(/script not in the manifest/);
    expect(() => allowedHtml(manifest, ['no-such-element'])).toThrow(/no-such-element not in the manifest/);
  });
});

describe('writeZip / readZip', () => {
  it('round-trips names and bytes, stored and deflated, and keeps no build time', () => {
    const files: Array<[string, Buffer]> = [
      ['a/readme.txt', Buffer.from('hello '.repeat(200))],
      ['a/b/random.bin', Buffer.from([0, 255, 7, 1, 42])],
      ['a/ünïcode.json', Buffer.from('{}')],
    ];
    const zip = writeZip(files);
    expect([...readZip(zip)]).toEqual(files);
    expect(zip.length).toBeLessThan(1200 + 300); // the repeated text was deflated
    expect(writeZip(files).equals(zip)).toBe(true);
  });

  it('refuses a damaged archive', () => {
    const zip = writeZip([['x.txt', Buffer.from('some text')]]);
    const damaged = Buffer.from(zip);
    damaged[30 + 'x.txt'.length] ^= 0xff;
    expect(() => readZip(damaged)).toThrow(/CRC|invalid/);
    expect(() => readZip(Buffer.from('not a zip'))).toThrow(/not a zip/);
  });
});

describe('pluginFiles', () => {
  const cdn = mkdtempSync(join(process.env.TMPDIR || tmpdir(), 'wp-cdn-'));
  afterAll(() => rmSync(cdn, { recursive: true, force: true }));

  it('carries the PHP, both block.json, the generated allow-list, the editor script and the lite build without maps', async () => {
    mkdirSync(join(cdn, 'chunks'));
    writeFileSync(join(cdn, 'autoloader.js'), 'export {};');
    writeFileSync(join(cdn, 'autoloader.js.map'), '{}');
    writeFileSync(join(cdn, 'chunks/define-x.js'), 'export {};');
    const files = await pluginFiles({
      manifest,
      version: '9.8.7',
      cdnDir: cdn,
      editorScript: async () => Buffer.from('/* editor */'),
    });
    const names = files.map(([name]) => name).sort();
    expect(names).toEqual([
      'coursify-elements/allowed-html.json',
      'coursify-elements/blocks/course-catalog/block.json',
      'coursify-elements/blocks/ecosystem-grid/block.json',
      'coursify-elements/build/editor.js',
      'coursify-elements/coursify-elements.php',
      'coursify-elements/lite/autoloader.js',
      'coursify-elements/lite/chunks/define-x.js',
      'coursify-elements/uninstall.php',
    ]);
    const file = (name: string) => files.find(([path]) => path === `coursify-elements/${name}`)?.[1].toString('utf8');
    expect(file('coursify-elements.php')).toMatch(/^ \* Version: +9\.8\.7$/m);
    expect(file('coursify-elements.php')).not.toContain('0.0.0-dev');
    expect(JSON.parse(file('allowed-html.json') ?? '')).toEqual(allowedHtml(manifest));
    // No host but the site itself: nothing in the PHP loads from elsewhere.
    expect(file('coursify-elements.php')).not.toMatch(/https?:\/\//);
  });
});
