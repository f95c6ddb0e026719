/**
 * The package's TypeScript declarations: one bundled `.d.ts` per package entry (dts-bundle-generator, one
 * TypeScript program for all of them), into dist/types/.
 *
 * Why bundled: declarations emitted file by file (tsc) carry extensionless relative imports, which fail under
 * `moduleResolution: node16/nodenext` (TS2834), and drag in our React component files, so a Vue or plain
 * TypeScript user without `@types/react` gets "Cannot find module 'react'" (or, with skipLibCheck, every type
 * silently `any`). A bundle holds only the types an entry exports, inlined; only the entries meant for React
 * (`/react`, `/jsx`) import from 'react'. `declare global` blocks (HTMLElementTagNameMap, the event map) are
 * kept: several bundles declaring the same element agree, so TypeScript merges them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tags = JSON.parse(readFileSync(resolve(root, 'src/elements/elements.json'), 'utf8')).elements;

/** [source entry, output file under dist/types] */
const ENTRIES = [
  ['src/elements/index.ts', 'index.d.ts'],
  ...tags.map((tag) => [`src/elements/auto/${tag}.ts`, `${tag}.d.ts`]),
  ...tags.map((tag) => [`src/elements/${tag}.ts`, `define/${tag}.d.ts`]),
  ['src/elements/autoloader.ts', 'autoloader.d.ts'],
  ['src/elements/jsx.ts', 'jsx.d.ts'],
  ['src/react-host/index.ts', 'react.d.ts'],
  ['src/ssr/index.ts', 'ssr.d.ts'],
];

const outDir = resolve(root, 'dist/types');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'define'), { recursive: true });

const config = {
  compilationOptions: { preferredConfigPath: resolve(root, 'tsconfig.json') },
  entries: ENTRIES.map(([filePath, outFile]) => ({
    filePath: resolve(root, filePath),
    outFile: join(outDir, outFile),
    // The whole program is type-checked by `npm run typecheck`; checking it again per entry would only cost time.
    noCheck: true,
    libraries: { importedLibraries: ['react', 'react-dom'] },
    output: {
      inlineDeclareGlobals: true,
      // `declare module 'react'` (the JSX augmentation) belongs to the JSX entry only.
      inlineDeclareExternals: outFile === 'jsx.d.ts',
      noBanner: true,
      exportReferencedTypes: false,
    },
  })),
};
const configFile = join(tmpdir(), `coursify-dts-${process.pid}.json`);
writeFileSync(configFile, JSON.stringify(config));
const result = spawnSync(
  resolve(root, 'node_modules/.bin/dts-bundle-generator'),
  ['--silent', '--config', configFile],
  {
    stdio: 'inherit',
  },
);
rmSync(configFile, { force: true });
process.exit(result.status ?? 1);
