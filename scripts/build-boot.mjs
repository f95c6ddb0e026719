/**
 * The shell's boot script (demo/boot/preferences.ts) as one small classic script: an IIFE, minified, with no
 * imports and no `process.env`, to load blocking and first in <head> (`<script src="/preferences.js">`).
 *   node scripts/build-boot.mjs [outDir]      outDir defaults to dist/boot; e.g. dist/demo after the shell build
 * Writes only `<outDir>/preferences.js` (the directory is not emptied), checks it and prints its size.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(ROOT, process.argv[2] ?? 'dist/boot');
const FILE = 'preferences.js';
/** About 2.5 KB (1.1 KB gzip) today, mostly the accessibility settings; past this, something heavy got imported. */
const MAX_BYTES = 3072;

await build({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    copyPublicDir: false,
    // Old engines must at least parse it (it then does nothing harmful where an API is missing).
    target: 'es2017',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: resolve(ROOT, 'demo/boot/main.ts'),
      formats: ['iife'],
      name: 'CoursifyBoot',
      fileName: () => FILE,
    },
    rolldownOptions: { output: { minify: true } },
  },
});

const path = resolve(OUT_DIR, FILE);
const code = readFileSync(path, 'utf8');
const problems = [
  code.includes('process.env') && 'it still mentions process.env',
  /(^|[^\w$.])(import|export)[\s{*]/.test(code) && 'it has an import or export statement',
  code.length > MAX_BYTES && `it is ${code.length} bytes (over ${MAX_BYTES})`,
].filter(Boolean);
if (problems.length > 0) {
  console.error(`build-boot: ${path}: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`build-boot: ${path} ${code.length} B, ${gzipSync(code, { level: 9 }).length} B gzip`);
