/**
 * The element builds, served as the build wrote them, and a web-test-runner command that says what it wrote.
 *
 * Serving: web-test-runner passes every served module through its import resolution, and its node-resolve step
 * rewrites relative imports (`"../chunks/x.js"` becomes `"./../chunks/x.js"`). Built files have no bare import to
 * resolve, so this plugin (listed before node-resolve, which runs last) answers each of their imports with itself.
 *
 * The command: `executeServerCommand('built-files', { dir })` answers
 * every `.js` file under one build directory (`/dist/elements` or `/dist/cdn`, as the test page names it) with its
 * URL path, size and SHA-256, read from disk. test/element/served-bytes.test.ts fetches each URL through the test
 * server and compares: the suite must run the bytes partners get, not a transform of them.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

async function jsFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** `buildDirs`: the URL paths a test may ask about (the element builds), each a directory under `rootDir`. */
export function builtFilesPlugin({ buildDirs, rootDir = process.cwd() }) {
  const isBuilt = (path) => buildDirs.some((dir) => path.startsWith(`${dir}/`));
  return {
    name: 'built-files',
    resolveImport({ source, context }) {
      return isBuilt(context.path) ? source : undefined;
    },
    async executeCommand({ command, payload }) {
      if (command !== 'built-files') return undefined;
      const dir = String(payload?.dir ?? '');
      if (!buildDirs.includes(dir)) throw new Error(`built-files: "${dir}" is none of ${buildDirs.join(', ')}`);
      const absolute = resolve(rootDir, `.${dir}`);
      const files = [];
      for (const file of await jsFiles(absolute)) {
        const bytes = await readFile(file);
        files.push({
          url: `${dir}/${relative(absolute, file).split(sep).join('/')}`,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
      }
      return { files };
    },
  };
}
