/**
 * npm run docs:api: rewrites the API tables of README.md (the `<!-- api:<tag>:start -->` … `end` blocks) from the
 * element declarations. `--check` writes nothing and exits 1 when the README is stale (the unit test
 * test/unit/scripts/readme-api.test.ts does the same check).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readDeclarations } from './manifest/declarations.mjs';
import { updateReadme } from './manifest/readme.mjs';

const README = resolve(import.meta.dirname, '..', 'README.md');
const check = process.argv.includes('--check');

const current = readFileSync(README, 'utf8');
const updated = updateReadme(current, readDeclarations());
if (updated === current) {
  console.log('docs:api: README.md API tables are up to date');
} else if (check) {
  console.error('docs:api: README.md API tables are stale; run `npm run docs:api`');
  process.exit(1);
} else {
  writeFileSync(README, updated);
  console.log('docs:api: README.md API tables rewritten');
}
