/**
 * Every dynamic import of the element bundles with a quoted path: `import("../icons/x.js")`, not the
 * `` import(`../icons/x.js`) `` the minifier prints (a template literal without substitutions, the same length). A
 * partner's bundler must see each module an element may load (icons, languages, the default apps, the hydration
 * and fetch chunks) to emit it: Vite's import analysis (es-module-lexer) reads a template literal as a path built at
 * run time and leaves it alone, so the file never reached a partner's Vite or Astro build (issue 29). Quotes and
 * backticks are one character each, so every column, and the source maps, stay as they are.
 */
import type { Plugin } from 'vite';

/** A dynamic import of a relative path written as a template literal without substitutions. */
const TEMPLATE_IMPORT = /(?<![\w$.])import\(`(\.{1,2}\/[^`$\\"\n]+)`\)/g;

export function quoteImports(code: string): string {
  return code.replace(TEMPLATE_IMPORT, (_, path: string) => `import("${path}")`);
}

export function quotedImports(): Plugin {
  return {
    name: 'coursify:quoted-imports',
    apply: 'build',
    // After the minifier, which runs when chunks are rendered: generateBundle sees the final code.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = quoteImports(chunk.code);
    },
  };
}
