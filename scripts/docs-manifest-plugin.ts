/**
 * Vite plugin: `virtual:coursify/custom-elements-manifest`, the Custom Elements Manifest the shell's element docs
 * (demo/docs) are made from. It is the same document as dist/custom-elements.json, from the same generator
 * (scripts/manifest), so the docs pages never hold a hand-written API table.
 *
 * In `npm run build` the manifest step has just written dist/custom-elements.json: that file is read when it is
 * newer than every file under src/ (the declarations follow constants into src/react and src/lib), which saves the
 * shell build and the prerender build a TypeScript program each (about 1.6 s apiece here). Otherwise (the dev
 * server, a `vite build` on its own, a stale file) the manifest is generated from the declarations, and in dev
 * every declaration file is watched.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDeclarations } from './manifest/declarations.mjs';
import { customElementsManifest } from './manifest/formats.mjs';

export const MANIFEST_MODULE_ID = 'virtual:coursify/custom-elements-manifest';
const RESOLVED_ID = `\0${MANIFEST_MODULE_ID}`;

/** The newest modification time of any file below `dir` (ms). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** dist/custom-elements.json when it is at least as new as the sources, else undefined. */
export function freshBuiltManifest(root: string): unknown {
  const file = resolve(root, 'dist/custom-elements.json');
  if (!existsSync(file) || statSync(file).mtimeMs < newestMtime(resolve(root, 'src'))) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function elementManifestModule(root: string) {
  let serving = false;
  return {
    name: 'coursify-element-manifest',
    configResolved(config: { command: 'build' | 'serve' }) {
      serving = config.command === 'serve';
    },
    resolveId(source: string) {
      return source === MANIFEST_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (id !== RESOLVED_ID) return undefined;
      let manifest = serving ? undefined : freshBuiltManifest(root);
      if (manifest === undefined) {
        const elements = readDeclarations({ root });
        if (serving) {
          for (const element of elements) this.addWatchFile(resolve(root, element.source));
          // The messages (x-messages) come from the English catalogue: a changed word updates the pages too.
          const english = resolve(root, 'src/lib/i18n/en');
          if (existsSync(english)) for (const file of readdirSync(english)) this.addWatchFile(join(english, file));
        }
        manifest = customElementsManifest(elements);
      }
      return `export default ${JSON.stringify(manifest)};`;
    },
  };
}
