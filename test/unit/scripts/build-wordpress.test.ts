// @vitest-environment node
/**
 * scripts/build-wordpress.mjs: the kses allow-list generated from the manifest (exactly the documented attributes of
 * the two tags the blocks save, never a script), the zip writer (read back: names, bytes, CRCs; `unzip -t` would say
 * the same), and the files the plugin's zip carries.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
    expect(names.filter((name) => !name.startsWith('coursify-elements/languages/'))).toEqual([
      'coursify-elements/allowed-html.json',
      'coursify-elements/blocks/course-catalog/block.json',
      'coursify-elements/blocks/course-catalog/render.php',
      'coursify-elements/blocks/ecosystem-grid/block.json',
      'coursify-elements/blocks/ecosystem-grid/render.php',
      'coursify-elements/build/editor.js',
      'coursify-elements/coursify-elements.php',
      'coursify-elements/includes/patterns.php',
      'coursify-elements/includes/render.php',
      'coursify-elements/lite/autoloader.js',
      'coursify-elements/lite/chunks/define-x.js',
      'coursify-elements/readme.txt',
      'coursify-elements/uninstall.php',
    ]);
    // The template, and per language the .po, its .mo and the editor script's JSON (wordpress-i18n.test.ts).
    expect(names.filter((name) => name.startsWith('coursify-elements/languages/'))).toHaveLength(1 + 8 * 3);
    const file = (name: string) => files.find(([path]) => path === `coursify-elements/${name}`)?.[1].toString('utf8');
    expect(file('coursify-elements.php')).toMatch(/^ \* Version: +9\.8\.7$/m);
    expect(file('coursify-elements.php')).not.toContain('0.0.0-dev');
    expect(JSON.parse(file('allowed-html.json') ?? '')).toEqual(allowedHtml(manifest));
    // No host but the site itself: nothing in the PHP loads from elsewhere.
    for (const name of names.filter((path) => path.endsWith('.php'))) {
      expect(files.find(([path]) => path === name)?.[1].toString('utf8')).not.toMatch(/https?:\/\//);
    }
  });

  it('readme.txt agrees with the plugin header and the version: what WordPress.org reads', async () => {
    const files = await pluginFiles({
      manifest,
      version: '9.8.7',
      cdnDir: cdn,
      editorScript: async () => Buffer.from(''),
    });
    const file = (name: string) =>
      files.find(([path]) => path === `coursify-elements/${name}`)?.[1].toString('utf8') ?? '';
    const readme = file('readme.txt');
    const header = file('coursify-elements.php');
    const field = (text: string, name: string) => new RegExp(`^(?: \\* )?${name}: *(.+)$`, 'm').exec(text)?.[1].trim();
    expect(readme).toMatch(/^=== Coursify Elements ===$/m);
    expect(field(readme, 'Stable tag')).toBe('9.8.7');
    expect(field(header, 'Version')).toBe('9.8.7');
    for (const name of ['Requires at least', 'Requires PHP', 'License']) {
      expect(field(readme, name), name).toBe(field(header, name));
      expect(field(readme, name), name).toBeTruthy();
    }
    expect(field(readme, 'Tested up to')).toMatch(/^\d+\.\d+$/);
    // The short description: the header's Description, within the 150 characters the directory shows.
    const short = readme.split('\n').find((line, index, lines) => index > 0 && line && lines[index - 1] === '');
    expect(short).toBe(field(header, 'Description'));
    expect(short?.length).toBeLessThanOrEqual(150);
    for (const section of ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog']) {
      expect(readme).toContain(`== ${section} ==`);
    }
    expect(readme).toContain('= 9.8.7 =');
  });

  it('the package version is the one the zip carries (package.json, as the build passes it)', async () => {
    const version = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')).version;
    const files = await pluginFiles({ manifest, version, cdnDir: cdn, editorScript: async () => Buffer.from('') });
    const readme = files.find(([path]) => path === 'coursify-elements/readme.txt')?.[1].toString('utf8');
    expect(readme).toMatch(new RegExp(`^Stable tag: ${version.replaceAll('.', '\\.')}$`, 'm'));
  });
});
