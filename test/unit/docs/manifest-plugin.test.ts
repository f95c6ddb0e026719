// @vitest-environment node
/**
 * The shell build's manifest module (scripts/docs-manifest-plugin.ts): dist/custom-elements.json when it is fresh,
 * else the manifest generated from the declarations; the same document either way.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { elementManifestModule, freshBuiltManifest, MANIFEST_MODULE_ID } from '../../../scripts/docs-manifest-plugin';
import { readDeclarations } from '../../../scripts/manifest/declarations.mjs';
import { customElementsManifest } from '../../../scripts/manifest/formats.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function project(manifestAge: number, sourceAge: number): string {
  dir = mkdtempSync(join(tmpdir(), 'docs-manifest-'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'src/lib'), { recursive: true });
  writeFileSync(join(dir, 'dist/custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}');
  writeFileSync(join(dir, 'src/lib/x.ts'), 'export {};');
  const now = Date.now() / 1000;
  utimesSync(join(dir, 'dist/custom-elements.json'), now - manifestAge, now - manifestAge);
  utimesSync(join(dir, 'src/lib/x.ts'), now - sourceAge, now - sourceAge);
  return dir;
}

describe('the manifest module', () => {
  it('reads dist/custom-elements.json only while it is newer than every source file', () => {
    expect(freshBuiltManifest(project(10, 100))).toEqual({ schemaVersion: '2.1.0', modules: [] });
    expect(freshBuiltManifest(project(100, 10))).toBeUndefined();
    dir = mkdtempSync(join(tmpdir(), 'docs-manifest-'));
    mkdirSync(join(dir, 'src'));
    expect(freshBuiltManifest(dir)).toBeUndefined();
  });

  it('generates the manifest from the declarations otherwise, and resolves only its own id', () => {
    const plugin = elementManifestModule(project(100, 10));
    // A project without element declarations cannot generate one: the build stops rather than show no docs.
    plugin.configResolved({ command: 'build' });
    expect(() => plugin.load.call({ addWatchFile() {} }, `\0${MANIFEST_MODULE_ID}`)).toThrow();

    const real = elementManifestModule(ROOT);
    real.configResolved({ command: 'serve' });
    const watched: string[] = [];
    expect(real.resolveId(MANIFEST_MODULE_ID)).toBe(`\0${MANIFEST_MODULE_ID}`);
    expect(real.resolveId('react')).toBeUndefined();
    expect(real.load.call({ addWatchFile: (file) => watched.push(file) }, 'other')).toBeUndefined();
    const code = real.load.call({ addWatchFile: (file) => watched.push(file) }, `\0${MANIFEST_MODULE_ID}`) as string;
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual(
      customElementsManifest(readDeclarations()),
    );
    expect(watched).toContain(resolve(ROOT, 'src/elements/course-catalog.ts'));
  }, 60_000);
});
