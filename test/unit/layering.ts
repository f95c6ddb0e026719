/**
 * The layering of the repository as a check (docs/architecture.md, "Layers"). Every import in src/ and demo/ —
 * static, `export … from`, dynamic `import('…')` and `import('…')` types — is read with the TypeScript parser
 * (so an import written in a comment is not one) and checked against MAY_IMPORT. Packages are not checked here;
 * only paths inside the repository.
 *
 * test/ and scripts/ are not checked: tests import whatever layer they test, and scripts are build tooling that
 * reads src/ (the element list, the declarations). What matters is the other way round — nothing in src/ or
 * demo/ imports tests, scripts, benchmarks or build output — and that is a rule here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

export type Layer =
  | 'demo'
  | 'demo/boot'
  | 'src/elements'
  | 'src/elements/kit'
  | 'src/react-host'
  | 'src/ssr'
  | 'src/react'
  | 'src/lite'
  | 'src/lib'
  | 'src/styles'
  | 'src/data';

/**
 * Which layers each layer may import at run time (its own included). Arrows point down only:
 * demo → elements / react-host → the element kit → react → lib → data, with styles beside lib.
 */
export const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  // The shell composes the elements (as custom elements), and may use the shared pieces below them. It renders them
  // on the server too (demo/entry-server.tsx prerenders pages with src/ssr), and the docs' "Server HTML" view shows
  // what src/ssr's own renderHtml makes of an example (loaded when the view opens).
  demo: ['demo', 'src/ssr', 'src/elements', 'src/elements/kit', 'src/react', 'src/lib', 'src/styles', 'src/data'],
  // The shell's tiny classic script that applies stored preferences before the first paint (scripts/build-boot.mjs):
  // no React, no elements, nothing of the shell; and the shell does not import it (it is loaded as its own script).
  'demo/boot': ['demo/boot', 'src/lib', 'src/data'],
  // The custom elements: each declaration wraps a component of src/react with the kit.
  'src/elements': ['src/elements', 'src/elements/kit', 'src/react', 'src/lib', 'src/styles', 'src/data'],
  // The element kit (src/elements/kit/): what builds every element. It knows no declaration, so no element's code
  // reaches the chunk every element loads.
  'src/elements/kit': ['src/elements/kit', 'src/react', 'src/lib', 'src/styles', 'src/data'],
  // coursify-elements/react: the same components on the host's React, reading the elements' declarations. Its
  // server render writes the same declarative shadow root as coursify-elements/ssr, from src/ssr's string pieces
  // (shadow-template.ts: no renderer, no parser; the host's own react-dom/server renders the content).
  'src/react-host': [
    'src/react-host',
    'src/ssr',
    'src/elements',
    'src/elements/kit',
    'src/react',
    'src/lib',
    'src/styles',
    'src/data',
  ],
  // coursify-elements/ssr: the elements rendered in Node from their declarations and components (no DOM).
  'src/ssr': ['src/ssr', 'src/elements', 'src/elements/kit', 'src/react', 'src/lib', 'src/styles', 'src/data'],
  'src/react': ['src/react', 'src/lib', 'src/styles', 'src/data'],
  // Stand-ins for react-dom/client and r2wc's react in the lite build, aliased in by vite.config.ts only; importing
  // the components from there would loop through the alias.
  'src/lite': ['src/lite'],
  'src/lib': ['src/lib', 'src/data'],
  'src/styles': ['src/styles'],
  // Plain constants, and the input types they are written in: nothing else, not even types.
  'src/data': ['src/data'],
};

/**
 * Type-only imports allowed beyond MAY_IMPORT: none now. The data used to name the input types of the parsers in
 * src/lib; those types are declared with the data instead, and src/lib imports them from there. A type-only import
 * is judged like any other unless a layer is listed here.
 */
export const MAY_IMPORT_TYPES: Partial<Record<Layer, readonly Layer[]>> = {};

const LAYERS = Object.keys(MAY_IMPORT) as Layer[];

/**
 * A path's layer: `demo`, the element kit, a known `src/<folder>`, `src/?` for a folder the rules do not know, or
 * null outside.
 */
export function layerOf(path: string): Layer | 'src/?' | null {
  const [top, folder, sub] = path.split('/');
  if (top === 'demo') return folder === 'boot' ? 'demo/boot' : 'demo';
  if (top !== 'src') return null;
  if (folder === 'elements' && sub === 'kit') return 'src/elements/kit';
  const layer = `src/${folder}` as Layer;
  return LAYERS.includes(layer) ? layer : 'src/?';
}

export type ImportRef = {
  /** As written, e.g. `../lib/safe-url` or `./x.css?inline`. */
  specifier: string;
  /** `import type`, `export type`, all-`type` named imports, or an `import('…')` type: erased at build time. */
  typeOnly: boolean;
  line: number;
};

/**
 * Why `ref`, written in `file` (a path relative to the repository root, with `/`), breaks the layering; null when
 * it does not. Pure: no file system.
 */
export function checkImport(file: string, ref: ImportRef): string | null {
  if (!ref.specifier.startsWith('.')) return null; // a package
  const from = layerOf(file);
  if (from === null) return null; // tests, scripts, configs: not checked
  const where = `${file}:${ref.line} imports '${ref.specifier}'`;
  if (from === 'src/?') return `${where}: ${file.split('/', 2).join('/')} is not a layer of the rules`;
  const target = posix.normalize(posix.join(posix.dirname(file), ref.specifier.split('?')[0]));
  const to = layerOf(target);
  if (to === null) return `${where}: ${target} is outside src/ and demo/ (tests, scripts, build output)`;
  if (to === 'src/?') return `${where}: ${target.split('/', 2).join('/')} is not a layer of the rules`;
  if (MAY_IMPORT[from].includes(to)) return null;
  if (ref.typeOnly && MAY_IMPORT_TYPES[from]?.includes(to)) return null;
  const allowedTypes = MAY_IMPORT_TYPES[from]?.includes(to) ? ' (types only)' : '';
  return `${where}: ${from} may not import ${to}${allowedTypes}`;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'`: runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((el) => el.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((el) => el.isTypeOnly)
  );
}

/** Every import of a module's text: static, re-exports, dynamic with a literal path, and `import('…')` types. */
export function collectImports(text: string, fileName = 'module.tsx'): ImportRef[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const refs: ImportRef[] = [];
  const add = (node: ts.Node, specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    refs.push({ specifier: specifier.text, typeOnly, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, isTypeOnlyExport(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

/** The checked files under `root`: src/ and demo/ sources, not demo/public (static files served as they are). */
export function sourceFiles(root: string): string[] {
  return ['src', 'demo'].flatMap((top) =>
    readdirSync(posix.join(root, top), { recursive: true, encoding: 'utf8' })
      .map((path) => posix.join(top, path.split('\\').join('/')))
      .filter((path) => SOURCE.test(path) && !path.startsWith('demo/public/')),
  );
}

/** Every violation in the repository at `root`, and how many imports were read. */
export function checkRepository(root: string): { violations: string[]; imports: number } {
  const violations: string[] = [];
  let imports = 0;
  for (const file of sourceFiles(root)) {
    const refs = collectImports(readFileSync(posix.join(root, file), 'utf8'), file);
    imports += refs.length;
    for (const ref of refs) {
      const problem = checkImport(file, ref);
      if (problem) violations.push(problem);
    }
  }
  return { violations, imports };
}
