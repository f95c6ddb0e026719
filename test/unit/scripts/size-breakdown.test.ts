/**
 * scripts/size-breakdown.mjs: each byte of a built file goes to the part its source map names (runtime, kit,
 * component…), unmapped CSS text to the sheet and other unmapped text to the glue, and the parts' brotli bytes add
 * up to the file's real brotli size.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { breakdown } from '../../../scripts/size-breakdown.mjs';

describe('size breakdown', () => {
  it('gives each byte to its source’s part and shares out the brotli size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-breakdown-'));
    const file = join(dir, 'chunk.js');
    const runtime = 'function h(t,p){return{t,p}}';
    const kit = 'class K extends HTMLElement{}';
    const css = '`:host{display:block}.p-4{padding:1rem}`';
    const glue = 'export{h,K};';
    const code = `${runtime}${kit}const s=${css};${glue}`;
    writeFileSync(file, code);
    // Segments: column 0 → source 0 (preact), the kit's column → source 1 (kit), then unmapped from the CSS on.
    const vlq = (n: number) => {
      let value = n < 0 ? (-n << 1) | 1 : n << 1;
      let out = '';
      do {
        let digit = value & 31;
        value >>>= 5;
        if (value > 0) digit |= 32;
        out += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[digit];
      } while (value > 0);
      return out;
    };
    const mappings = [
      [0, 0, 0, 0],
      [runtime.length, 1, 0, 0],
    ]
      .map((values, i, all) =>
        values.map((v, k) => vlq(i === 0 || k === 2 || k === 3 ? v : v - all[i - 1][k])).join(''),
      )
      .concat(vlq(runtime.length + kit.length - runtime.length))
      .join(',');
    writeFileSync(
      `${file}.map`,
      JSON.stringify({
        version: 3,
        sources: ['../node_modules/preact/dist/preact.mjs', '../src/elements/kit/element-class.ts'],
        names: [],
        mappings,
      }),
    );
    const parts = Object.fromEntries(breakdown([file]).map((part) => [part.part, part]));
    expect(parts.runtime.raw).toBe(runtime.length);
    expect(parts['r2wc and kit'].raw).toBe(kit.length);
    expect(parts.sheet.raw).toBeGreaterThanOrEqual(css.length);
    expect(parts['glue (imports, exports)'].raw).toBeGreaterThan(0);
    const total = Object.values(parts).reduce((sum, part) => sum + part.brotli, 0);
    const real = brotliCompressSync(Buffer.from(code), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length;
    expect(Math.abs(total - real)).toBeLessThanOrEqual(Object.keys(parts).length);
  });
});
