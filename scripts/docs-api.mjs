/**
 * npm run docs:api: rewrites the API tables of the element pages, docs/elements/<tag>.md (the
 * `<!-- api:<tag>:start -->` … `end` block of each), from the element declarations. `--check` writes nothing and
 * exits 1 when a page is stale (the unit test test/unit/scripts/api-tables.test.ts does the same check).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { elementDocs } from './manifest/api-tables.mjs';
import { readDeclarations } from './manifest/declarations.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');

const stale = elementDocs(ROOT, readDeclarations()).filter(({ current, updated }) => current !== updated);
if (stale.length === 0) {
  console.log("docs:api: the element pages' API tables are up to date");
} else if (check) {
  console.error(`docs:api: stale API tables in ${stale.map(({ file }) => file).join(', ')}; run \`npm run docs:api\``);
  process.exit(1);
} else {
  for (const { file, updated } of stale) writeFileSync(join(ROOT, file), updated);
  console.log(`docs:api: API tables rewritten in ${stale.map(({ file }) => file).join(', ')}`);
}
