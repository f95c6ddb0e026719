/**
 * r2wc's attribute mapping, left out of the element bundles. Every element is r2wc's class (src/elements/kit/
 * element-class.ts), but the kit gives r2wc no `props`: attributes and properties are driven by the element's own
 * declaration (docs/toolchain.md says why), so r2wc's six type transforms (string, number, boolean, function,
 * method, json) are never reached. A minifier cannot know that; this removes them from @r2wc/core's module and
 * leaves an empty transform table, about 0.2 KB brotli of the `define` chunk every element loads
 * (docs/decisions/builds.md). `withoutTransforms` fails the build if r2wc's code no longer has the expected shape
 * (a new version), and test/unit/scripts/r2wc-unused.test.ts proves the kit still passes no `props`.
 */
import type { Plugin } from 'vite';

const MODULE = /[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/;
/** The first transform, the kebab-case helper the class still uses, the helper only transforms use, the table's end. */
const MARKS = ['const C = {', 'function k(t)', 'function N(t)', ', b = /* @__PURE__ */ Symbol.for("r2wc.render")'];

/** @r2wc/core's source without the transforms: everything from the first transform to the table, but `k`. */
export function withoutTransforms(code: string): string {
  const [first, kebab, camel, table] = MARKS.map((mark) => code.indexOf(mark));
  if ([first, kebab, camel, table].some((at) => at < 0) || !(first < kebab && kebab < camel && camel < table)) {
    throw new Error(
      `r2wc-unused: @r2wc/core no longer has the expected shape (${MARKS.join(' … ')}); update the plugin`,
    );
  }
  return `${code.slice(0, first)}${code.slice(kebab, camel)}const w = {}${code.slice(table)}`;
}

export function r2wcUnused(): Plugin {
  return {
    name: 'coursify:r2wc-unused',
    transform(code, id) {
      return MODULE.test(id) ? { code: withoutTransforms(code), map: null } : undefined;
    },
  };
}
