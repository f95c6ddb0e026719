/**
 * Compiles every element stylesheet the way the build does (Tailwind, minified, made shadow-safe), to plan which
 * rules the base sheet takes over from the element sheets (hoist-css.ts). The Vite transform of one sheet cannot
 * see the others, so the plan is made once per build from all of them, here, with Tailwind's own compiler; each
 * sheet's transform then checks that Tailwind's Vite plugin gave it exactly the text planned from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { type HoistResult, hoistShared } from './hoist-css.ts';
import { makeShadowSafe } from './shadow-css.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const BASE_SHEET = join(ROOT, 'src/styles/elements.css');
export const ELEMENT_SHEETS_DIR = join(ROOT, 'src/styles/elements');

/** One sheet through Tailwind as @tailwindcss/vite does it in a build (scan its sources, build, minify). */
async function compileSheet(file: string): Promise<string> {
  const compiler = await compile(readFileSync(file, 'utf8'), { base: dirname(file), onDependency: () => {} });
  const roots =
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: ROOT, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...roots, ...compiler.sources] });
  const css = compiler.build(scanner.scan());
  return makeShadowSafe(optimize(css, { minify: true }).code);
}

/** What every sheet compiles to before hoisting, and after. */
export type SheetPlan = { compiled: Map<string, string>; hoisted: Map<string, string> };

/**
 * `anchor`: the element whose closure the base sheet must not grow (the one most pages embed alone). A rule moves
 * into the base only when the anchor uses it too (and at least one other element): then every element sharing it
 * pays it once, and the anchor alone pays only for its rules being in two files instead of one (about 0.2 KB
 * brotli, measured), where moving what only others share would add it all. Without an anchor, anything two share
 * moves.
 */
export async function planSheets(anchor?: string): Promise<SheetPlan> {
  const files = readdirSync(ELEMENT_SHEETS_DIR)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => join(ELEMENT_SHEETS_DIR, name));
  const compiled = new Map<string, string>();
  for (const file of [BASE_SHEET, ...files]) compiled.set(file, await compileSheet(file));
  const result: HoistResult = hoistShared(
    compiled.get(BASE_SHEET) as string,
    Object.fromEntries(files.map((file) => [file, compiled.get(file) as string])),
    (users) => users.length >= 2 && (anchor === undefined || users.includes(join(ELEMENT_SHEETS_DIR, `${anchor}.css`))),
  );
  const hoisted = new Map<string, string>([[BASE_SHEET, result.base], ...Object.entries(result.elements)]);
  return { compiled, hoisted };
}

/**
 * Vite plugin (builds only; placed after shadowCss): replaces each element sheet, and the base sheet, by its
 * hoisted form. In development every sheet stays whole, which renders the same.
 */
export function hoistSheets(options: { anchor?: string; match?: RegExp } = {}) {
  const match = options.match ?? /src\/styles\/elements(\.css|\/[\w-]+\.css)\?inline$/;
  let plan: Promise<SheetPlan> | undefined;
  return {
    name: 'coursify-hoist-sheets',
    apply: 'build' as const,
    async transform(code: string, id: string) {
      if (!match.test(id)) return undefined;
      plan ??= planSheets(options.anchor);
      const { compiled, hoisted } = await plan;
      const file = id.split('?')[0];
      const expected = compiled.get(file);
      if (expected === undefined) throw new Error(`hoist-sheets: ${file} is not one of the planned sheets`);
      if (normalise(code) !== normalise(expected)) {
        throw new Error(`hoist-sheets: Tailwind's output for ${file} differs from the planned compile`);
      }
      return { code: hoisted.get(file) as string, map: null };
    },
  };
}

/** Tailwind's Vite plugin puts its licence comment first; the plan's compile does not. */
function normalise(css: string): string {
  return css.replace(/^\/\*![^*]*\*\/\s*/, '').trim();
}
