// @vitest-environment node
/**
 * THIRD-PARTY-NOTICES.txt of the element bundle, from a real `vite build --mode elements` (kept in memory:
 * `write: false`), and the plugin's parts on their own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICES_FILE, packageNameOf, readPackage } from '../../../scripts/third-party-notices';

const ROOT = resolve(import.meta.dirname, '../../..');

let output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

beforeAll(async () => {
  const result = await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: ROOT,
    mode: 'elements',
    logLevel: 'error',
    build: { write: false },
  });
  output = (Array.isArray(result) ? result[0] : (result as Rolldown.RolldownOutput)).output;
}, 120_000);

const notices = () => {
  const asset = output.find((file) => file.fileName === NOTICES_FILE);
  if (asset?.type !== 'asset') throw new Error(`${NOTICES_FILE} was not emitted`);
  return String(asset.source);
};

/** The section of one package: from its heading to the next. */
function section(text: string, name: string): string {
  const start = text.indexOf(`\n${name} `);
  expect(start, `${name} has a section`).toBeGreaterThan(-1);
  const next = text.indexOf('\n=====', text.indexOf('\n=====', start + 1) + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

describe('the element bundle', () => {
  it('lists react, react-dom, scheduler, r2wc and lucide-react, each with its licence text', () => {
    const text = notices();
    expect(section(text, 'react')).toMatch(/MIT License[\s\S]*Copyright \(c\) Meta Platforms/);
    expect(section(text, 'react-dom')).toMatch(/Copyright \(c\) Meta Platforms[\s\S]*Permission is hereby granted/);
    expect(section(text, 'scheduler')).toMatch(/Copyright \(c\) Meta Platforms[\s\S]*Permission is hereby granted/);
    expect(section(text, '@r2wc/react-to-web-component')).toMatch(
      /Copyright \(c\) Bitovi[\s\S]*Permission is hereby granted/,
    );
    expect(section(text, 'lucide-react')).toMatch(/ISC License[\s\S]*Lucide[\s\S]*Cole Bemis/);
    expect(section(text, 'tailwindcss')).toMatch(/MIT License/);
  });

  it('lists exactly the packages the bundle holds code of', () => {
    const bundled = new Set(
      output.flatMap((file) =>
        file.type === 'chunk'
          ? Object.keys(file.modules)
              .filter((id) => file.modules[id].renderedLength > 0)
              .flatMap((id) => packageNameOf(id) ?? [])
          : [],
      ),
    );
    const listed = [...notices().matchAll(/^- (\S+) \S+ \(/gm)].map((m) => m[1]);
    // tailwindcss's CSS and lucide-react's icon drawings are in the bundle without a module of theirs.
    expect(listed.sort()).toEqual([...new Set([...bundled, 'tailwindcss', 'lucide-react'])].sort());
  });

  it('marks each file holding third-party code with a legal comment naming the notices file', () => {
    const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const react = chunks.find((chunk) => chunk.moduleIds.some((id) => packageNameOf(id) === 'react-dom'));
    expect(react?.code.startsWith(`/*! Third-party licences: ${NOTICES_FILE} */`)).toBe(true);
    // Tailwind's generated CSS is third-party code too: every file holding a stylesheet points to the notices.
    const withSheet = chunks.filter((chunk) => chunk.moduleIds.some((id) => /\.css\?inline$/.test(id)));
    expect(withSheet.length).toBeGreaterThan(1);
    for (const chunk of withSheet)
      expect(chunk.code.startsWith(`/*! Third-party licences: ${NOTICES_FILE} */`)).toBe(true);
    const ownOnly = chunks.find((chunk) =>
      chunk.moduleIds.every((id) => packageNameOf(id) === undefined && !/\.css\?inline$/.test(id)),
    );
    expect(ownOnly?.code.startsWith('/*!')).toBe(false);
  });

  it('has a source map for every chunk of its own code, and no declaration prose', () => {
    const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    // Entry modules that only re-export a chunk (`export{…}from"./chunks/…"`) have no code of their own to map.
    const withOwnCode = chunks.filter((c) =>
      Object.entries(c.modules).some(([id, m]) => id.includes('/src/') && m.renderedLength > 0),
    );
    expect(withOwnCode.length).toBeGreaterThan(7);
    for (const chunk of withOwnCode) {
      expect(chunk.map, chunk.fileName).toBeTruthy();
      expect(
        output.some((file) => file.fileName === `${chunk.fileName}.map`),
        chunk.fileName,
      ).toBe(true);
    }
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).not.toContain('Hides the sort menu.');
    expect(code).not.toContain('Before a Syllabus or Course link navigates');
    expect(code).toContain('course-navigate');
  });
});

describe('package licences', () => {
  it('names packages from module ids, scoped and nested ones too', () => {
    expect(packageNameOf('/p/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageNameOf('/p/node_modules/@r2wc/core/dist/core.js')).toBe('@r2wc/core');
    expect(packageNameOf('/p/node_modules/a/node_modules/b/index.js?commonjs-es-import')).toBe('b');
    expect(packageNameOf('/p/src/elements/kit/define.ts')).toBeUndefined();
  });

  it('uses a shipped licence file, or the MIT text with the declared author, and refuses to guess otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cf-notices-'));
    try {
      const pkg = (manifest: object, files: Record<string, string> = {}) => {
        const at = join(dir, String(Math.random()).slice(2));
        mkdirSync(at);
        writeFileSync(join(at, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', ...manifest }));
        for (const [file, text] of Object.entries(files)) writeFileSync(join(at, file), text);
        return at;
      };
      expect(
        readPackage(pkg({ license: 'Apache-2.0' }, { 'LICENSE.txt': 'Apache text', NOTICE: 'Notice' })).texts,
      ).toEqual([
        { file: 'LICENSE.txt', text: 'Apache text' },
        { file: 'NOTICE', text: 'Notice' },
      ]);
      const mit = readPackage(pkg({ license: 'MIT', author: 'Someone <a@b>' }));
      expect(mit.texts[0].text).toMatch(/^MIT License\n\nCopyright \(c\) Someone\n/);
      expect(() => readPackage(pkg({ license: 'GPL-3.0' }))).toThrow(/ships no licence file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
