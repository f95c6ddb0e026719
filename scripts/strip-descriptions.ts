/**
 * Keeps the documentation of the element declarations out of the runtime bundles.
 *
 * Each element declares its API once in src/elements/<tag>.ts (docs/architecture.md, "The element kit"): props, events and
 * methods with a `description`, and `parts`, `slots` and `cssProperties` maps whose values are descriptions. The
 * types, the docs and the manifest read those texts from the source; at run time defineElement reads only tags,
 * types, attribute names, defaults and cancelability. So this build-time transform removes every `description`
 * property from the object literals of src/elements/*.ts and src/elements/kit/*.ts (the builders of api.ts copy the
 * description into what they return) and empties the `parts`, `slots` and `cssProperties`
 * maps: the source stays the single place they are written, and a partner does not download them.
 *
 * TypeScript's parser finds the nodes (a regular expression could not tell a key from text inside a string).
 * Each removed range is replaced by spaces (its newlines kept), so no line or column moves: the transform
 * returns `map: null`, which tells the bundler the code did not move, and the source maps stay exact. The
 * minifier drops the padding.
 */
import ts from 'typescript';

const DOC_MAPS = new Set(['parts', 'slots', 'cssProperties']);
/** The declarations (src/elements/<tag>.ts) and the kit's own files (kit/api.ts: its builders, the common props). */
const DECLARATIONS = /[\\/]src[\\/]elements[\\/](kit[\\/])?[\w-]+\.ts$/;

/** The same length of spaces, newlines kept: no line or column after it moves. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function propertyName(node: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(node)) return undefined;
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The source with declaration docs removed; unchanged when it has none. */
export function stripDeclarationDocs(source: string, fileName = 'element.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // [start, end, replacement], collected outermost first; nested edits inside an emptied map are skipped.
  const edits: [number, number, string][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const properties = node.properties;
      for (const [index, property] of properties.entries()) {
        const name = propertyName(property);
        if (name === 'description') {
          // The property and its comma: up to the next property, or to the end of the last one's comma.
          const next = properties[index + 1];
          const end = next ? next.getStart(file) : properties.hasTrailingComma ? properties.end + 1 : property.end;
          edits.push([property.getStart(file), end, blank(source.slice(property.getStart(file), end))]);
        } else if (
          name &&
          DOC_MAPS.has(name) &&
          ts.isObjectLiteralExpression((property as ts.PropertyAssignment).initializer)
        ) {
          const map = (property as ts.PropertyAssignment).initializer;
          const text = source.slice(map.getStart(file), map.end);
          edits.push([map.getStart(file), map.end, `{${blank(text.slice(1, -1))}}`]);
          continue;
        }
        ts.forEachChild(property, visit);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length === 0) return source;
  let result = source;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  return result;
}

/** Vite plugin: strips the declaration docs of src/elements/*.ts and kit/*.ts before TypeScript is compiled away. */
export function stripDescriptions() {
  return {
    name: 'coursify-strip-descriptions',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!DECLARATIONS.test(id.split('?')[0])) return undefined;
      const stripped = stripDeclarationDocs(code, id);
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
