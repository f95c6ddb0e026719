/**
 * Every entry of the packed package, as its own package.json `exports` lists it (read from the installed tarball,
 * not from a list kept here): each one imports in Node without a DOM and does nothing there (server rendering in
 * SvelteKit, Nuxt, Astro, Angular SSR or Next.js imports modules on the server), and each built entry exports
 * exactly the values its source module declares, nothing the bundler added (an internal binding another chunk
 * needs) and nothing missing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';
import { CONSUMERS, ROOT } from './workspace';

type Target = string | { types?: string; default?: string; import?: string };
type Entry = { specifier: string; file: string; json: boolean };

const installed = join(CONSUMERS, 'node_modules/coursify-elements');

/** The runtime entries of the tarball's `exports`, and the entries skipped, each with the reason. */
function packageEntries(): { entries: Entry[]; skipped: Record<string, string> } {
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const entries: Entry[] = [];
  const skipped: Record<string, string> = {};
  for (const [key, target] of Object.entries(pkg.exports as Record<string, Target>)) {
    const file = typeof target === 'string' ? target : (target.import ?? target.default);
    if (!file) {
      skipped[key] = 'types only: nothing to import at run time';
      continue;
    }
    entries.push({ specifier: `coursify-elements${key.slice(1)}`, file, json: file.endsWith('.json') });
  }
  return { entries, skipped };
}

/**
 * Imports every entry in one Node process, each in its own try, and prints what each exported (or its error).
 * Run with the consumer workspace as its directory, so the package resolves as a partner's app resolves it.
 */
function importInNode(entries: Entry[]) {
  const script = `
    const entries = ${JSON.stringify(entries)};
    const results = {};
    for (const { specifier, json } of entries) {
      try {
        const module = await import(specifier, json ? { with: { type: 'json' } } : undefined);
        results[specifier] = { exports: Object.keys(module).sort() };
      } catch (error) {
        results[specifier] = { error: String(error?.stack ?? error) };
      }
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: CONSUMERS, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return { results: JSON.parse(run.stdout) as Record<string, { exports?: string[]; error?: string }>, run };
}

/** The source module a built file is made from (the entries of vite.config.ts). */
function sourceOf(file: string): string {
  const path = file.replace(/^\.\//, '');
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^dist\/(elements\/index|cdn\/coursify-elements)\.js$/, () => 'src/elements/index.ts'],
    [/^dist\/cdn\/autoloader\.js$/, () => 'src/elements/autoloader.ts'],
    [/^dist\/(elements|cdn)\/define\/([a-z-]+)\.js$/, (m) => `src/elements/${m[2]}.ts`],
    [/^dist\/(elements|cdn)\/([a-z-]+)\.js$/, (m) => `src/elements/auto/${m[2]}.ts`],
    [/^dist\/react\/index\.js$/, () => 'src/react-host/index.ts'],
    [/^dist\/ssr\/index\.js$/, () => 'src/ssr/index.ts'],
  ];
  for (const [pattern, source] of rules) {
    const match = path.match(pattern);
    if (match) return source(match);
  }
  throw new Error(`no source module known for ${file}: add its rule here`);
}

/** The value exports of each source module (not its types), read with the TypeScript checker. */
function declaredExports(sources: string[]): Map<string, string[]> {
  const files = sources.map((source) => join(ROOT, source));
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  return new Map(
    sources.map((source, index) => {
      const sourceFile = program.getSourceFile(files[index]);
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      if (!moduleSymbol) throw new Error(`${source}: not a module`);
      const names = checker
        .getExportsOfModule(moduleSymbol)
        .filter((symbol) => {
          const typeOnly = symbol.declarations?.some(
            (d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly),
          );
          const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          return !typeOnly && Boolean(target.flags & ts.SymbolFlags.Value);
        })
        .map((symbol) => symbol.name)
        .sort();
      return [source, names];
    }),
  );
}

test('Node without a DOM imports every entry of the package, and nothing runs there', () => {
  const { entries, skipped } = packageEntries();
  // The entries without code are known, each for its reason; everything else is imported below.
  expect(skipped).toEqual({ './jsx': 'types only: nothing to import at run time' });
  expect(entries.length).toBeGreaterThan(30);
  const { results, run } = importInNode(entries);
  const failed = Object.entries(results).filter(([, result]) => result.error);
  expect(failed, failed.map(([specifier, r]) => `${specifier}: ${r.error}`).join('\n')).toEqual([]);
  expect(Object.keys(results)).toEqual(entries.map((entry) => entry.specifier));
  // Nothing logged: an entry in Node registers nothing, fetches nothing, warns about nothing.
  expect(run.stderr).toBe('');
});

/**
 * No export the bundler adds. Rolldown, with `preserveEntrySignatures: 'allow-extension'` (vite.config.ts), places a
 * module that an entry and one of its lazy chunks share inside the entry, and exports it from there under a short
 * internal name for the lazy chunk: so a lazy chunk (the default courses, the default apps) imports nothing of its
 * element's own code.
 */
test('each built entry exports exactly the values its source module declares', () => {
  const { entries } = packageEntries();
  const code = entries.filter((entry) => !entry.json);
  const declared = declaredExports([...new Set(code.map((entry) => sourceOf(entry.file)))]);
  const { results } = importInNode(code);
  const differing = Object.fromEntries(
    code
      .map((entry) => ({
        entry,
        built: results[entry.specifier]?.exports,
        source: declared.get(sourceOf(entry.file)) ?? [],
      }))
      .filter(({ built, source }) => JSON.stringify(built) !== JSON.stringify(source))
      .map(({ entry, built, source }) => [`${entry.specifier} (${entry.file})`, { built, source }]),
  );
  expect(differing).toEqual({});
});

test('the built files carry the element list’s tags, not its comment', () => {
  const list = JSON.parse(readFileSync(join(ROOT, 'src/elements/elements.json'), 'utf8'));
  const comment = list.$comment.slice(0, 40);
  const { entries } = packageEntries();
  const withComment = entries
    .filter((entry) => !entry.json)
    .filter((entry) => readFileSync(join(installed, entry.file), 'utf8').includes(comment))
    .map((entry) => entry.file);
  expect(withComment).toEqual([]);
  const autoloader = readFileSync(join(installed, 'dist/cdn/autoloader.js'), 'utf8');
  for (const tag of list.elements) expect(autoloader).toMatch(new RegExp(`["'\\x60]${tag}["'\\x60]`));
});
