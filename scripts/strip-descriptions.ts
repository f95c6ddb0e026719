/**
 * A Vite/Rolldown plugin that empties the documentation strings of the element declarations in a bundle: every
 * `description: '…'` string literal in src/elements/*.ts becomes `''`. Nothing reads them at run time; the
 * manifest, the editor data and the README are generated from source (scripts/manifest), so the bundles need
 * not carry about 9 KB of prose to every partner page.
 *
 * The literal is replaced by `''` padded with spaces (newlines kept) to its exact length, so no line or column
 * moves: the transform returns `map: null`, which tells the bundler the code did not move and keeps the source
 * map exact. The minifier drops the padding. Shared by every element build (full and lite).
 */
import { relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const ELEMENTS_DIR = resolve(import.meta.dirname, '..', 'src', 'elements');

/** Positions of the `description` string literals of one source file, as [start, end) ranges. */
function descriptionLiterals(fileName: string, code: string): [number, number][] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'description' &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      ranges.push([node.initializer.getStart(source), node.initializer.end]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

/** The code with each description literal replaced by `''` and padding of the same length. */
export function stripDescriptions(fileName: string, code: string): string {
  let out = code;
  for (const [start, end] of descriptionLiterals(fileName, code).reverse()) {
    const padding = code.slice(start + 2, end).replace(/[^\n]/g, ' ');
    out = `${out.slice(0, start)}''${padding}${out.slice(end)}`;
  }
  return out;
}

function isDeclarationModule(id: string): boolean {
  const path = id.split('?')[0];
  const inside = relative(ELEMENTS_DIR, path);
  return path.endsWith('.ts') && !inside.startsWith('..') && !inside.includes(sep);
}

export function stripDescriptionsPlugin(): Plugin {
  return {
    name: 'coursify:strip-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!isDeclarationModule(id) || !code.includes('description')) return null;
      const stripped = stripDescriptions(id, code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
