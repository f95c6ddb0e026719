/**
 * The shell's own copy of the lite build: dist/cdn (without source maps) into dist/demo/cdn, so the shell serves
 * it at `/cdn/` wherever dist/demo is hosted, and the docs' snippets can load the elements from a real URL on the
 * shell's own origin (demo/docs/snippets.ts, SHELL_CDN_PATH) instead of a placeholder host. Runs after the shell
 * build: the service worker does not precache it (a partner's page loads it, not the shell).
 *
 *   node scripts/shell-cdn.mjs
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const from = resolve(ROOT, 'dist/cdn');
const to = resolve(ROOT, 'dist/demo/cdn');
if (!existsSync(from)) throw new Error('shell-cdn: dist/cdn is missing; build the lite elements first');
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.map') });
