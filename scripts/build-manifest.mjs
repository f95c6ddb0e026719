/**
 * Build step (scripts/build.mjs): the element declarations written out for tools, from source:
 *   dist/custom-elements.json   Custom Elements Manifest 2.1 (package.json `customElements`)
 *   dist/html-custom-data.json  VS Code HTML custom data (`html.customData` setting)
 *   dist/web-types.json         JetBrains Web Types (package.json `web-types`)
 * Runs in Node with no build of its own: scripts/manifest/declarations.mjs reads the declarations with the
 * TypeScript compiler API (why: see there).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readDeclarations } from './manifest/declarations.mjs';
import { customElementsManifest, htmlCustomData, webTypes } from './manifest/formats.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(ROOT, process.argv[2] ?? 'dist');

const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const elements = readDeclarations();
const outputs = {
  'custom-elements.json': customElementsManifest(elements),
  'html-custom-data.json': htmlCustomData(elements),
  'web-types.json': webTypes(elements, pkg),
};
mkdirSync(OUT_DIR, { recursive: true });
for (const [name, data] of Object.entries(outputs)) {
  writeFileSync(resolve(OUT_DIR, name), `${JSON.stringify(data, null, 2)}\n`);
}
console.log(`build-manifest: ${elements.length} elements → ${Object.keys(outputs).join(', ')} in ${OUT_DIR}`);
