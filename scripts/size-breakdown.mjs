/**
 * Where the bytes of an element's closure go (npm run size prints it for `<course-catalog>`): every byte of each
 * built file is given to the source it came from, read from the file's source map (the builds write them, hidden:
 * vite.config.ts), and each source to a part: the runtime (Preact or React, the lite shims), r2wc and the kit, i18n,
 * hydration, the component (its code, data handling and shared helpers), the sheet (the CSS inside the JS), and the
 * bundler's glue (import and export lists). Brotli cannot be split byte by byte: each part's text of a file is
 * compressed alone, and the file's real brotli size is shared out in proportion, so the parts add up to the file.
 * Pure Node: the source maps' mappings are decoded here (base64 VLQ).
 */
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

/** The parts, in print order, each with the sources it holds (tested in order: the first that matches wins). */
export const PARTS = [
  {
    name: 'runtime',
    test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]|src[\\/]lite[\\/]|rolldown[:/]runtime/,
  },
  {
    name: 'r2wc and kit',
    test: /node_modules[\\/]@r2wc[\\/]|src[\\/]elements[\\/]kit[\\/](?!features[\\/]hydrate)|src[\\/]react[\\/]shared[\\/](ElementHost|ElementBoundary|ErrorNotice|element-tag)|src[\\/]lib[\\/](report|page-state)\./,
  },
  { name: 'i18n', test: /src[\\/]lib[\\/]i18n[\\/]|src[\\/]react[\\/]shared[\\/](i18n|locale-context)\./ },
  { name: 'hydration', test: /src[\\/]elements[\\/]kit[\\/]features[\\/]hydrate/ },
  { name: 'sheet', test: /src[\\/]styles[\\/]|\.css($|\?)/ },
  { name: 'component', test: /src[\\/]/ },
];
/** Bytes no source map segment claims: the CSS strings (from `?inline` imports), and import/export lists. */
const CSS_TEXT = /^`[^`]*[{:;][^`]*`$|@layer|\{[\w-]+:[^}]*\}/;

const BASE64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** A source map's `mappings`: per generated line, its segments `[column, source]` (source undefined: unmapped). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      // Source line and column (values 2, 3) are relative too, but the part needs only the source.
      segments.push([column, values.length > 1 ? source : undefined]);
    }
    lines.push(segments);
  }
  return lines;
}

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }).length;

function partOf(source) {
  return PARTS.find((part) => part.test.test(source))?.name ?? 'component';
}

/** One file's raw and brotli bytes by part; `{}` parts when the file has no source map. */
function fileParts(file) {
  const code = readFileSync(file, 'utf8');
  const texts = new Map();
  const add = (part, text) => texts.set(part, (texts.get(part) ?? '') + text);
  if (!existsSync(`${file}.map`)) {
    // The bundler's runtime chunk has no map; anything else without one is named as such.
    add(/rolldown-runtime/.test(file) ? 'runtime' : '(no source map)', code);
  } else {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    const mappings = decodeMappings(map.mappings);
    const unmapped = (text) => add(CSS_TEXT.test(text.trim()) ? 'sheet' : 'glue (imports, exports)', text);
    code.split('\n').forEach((line, index) => {
      const segments = mappings[index] ?? [];
      let from = 0;
      let source;
      for (const [column, next] of [...segments, [line.length, undefined]]) {
        if (column > from) {
          const text = line.slice(from, column);
          if (source === undefined) unmapped(text);
          else add(partOf(map.sources[source]), text);
        }
        from = Math.max(from, column);
        source = next;
      }
      add(source === undefined ? 'glue (imports, exports)' : partOf(map.sources[source]), '\n');
    });
  }
  const total = brotli(code);
  const alone = [...texts].map(([part, text]) => [part, text.length, brotli(text)]);
  const sum = alone.reduce((all, [, , bytes]) => all + bytes, 0);
  return alone.map(([part, raw, bytes]) => ({ part, raw, brotli: (bytes * total) / sum }));
}

/** The closure's bytes by part (raw, brotli shared out per file), largest brotli first. */
export function breakdown(files) {
  const parts = new Map();
  for (const file of files) {
    for (const { part, raw, brotli: bytes } of fileParts(file)) {
      const sum = parts.get(part) ?? { part, raw: 0, brotli: 0 };
      sum.raw += raw;
      sum.brotli += bytes;
      parts.set(part, sum);
    }
  }
  return [...parts.values()]
    .map((sum) => ({ ...sum, brotli: Math.round(sum.brotli) }))
    .sort((a, b) => b.brotli - a.brotli);
}
