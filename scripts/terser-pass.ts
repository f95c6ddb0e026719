/**
 * A second minifier over the element bundles' chunks, before Rolldown's own (`output.minify`) runs on the result.
 * Terser's compressor (two passes) finds what the bundler's leaves: measured 1% of the `define` chunk and 0.5-1.5%
 * of an element's file, brotli (docs/decisions/builds.md). Only safe transforms (Terser's defaults, no `unsafe_*`);
 * the source map is carried through, so the published maps still point at the sources.
 */
import { minify } from 'terser';

export function terserPass() {
  return {
    name: 'coursify-terser-pass',
    apply: 'build' as const,
    async renderChunk(code: string) {
      const result = await minify(code, {
        module: true,
        ecma: 2022,
        compress: { passes: 2 },
        mangle: true,
        // The licence banners (`/*! … */`) are added after this; nothing else is kept.
        format: { comments: false },
        sourceMap: { asObject: true },
      });
      return { code: result.code ?? code, map: result.map as never };
    },
  };
}
