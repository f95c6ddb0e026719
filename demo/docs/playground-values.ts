/** Small pure helpers of the playground: the event log's text, the token pickers' values. */

/** Longer strings are cut in the log (a course's image can be a data: URL of some kilobytes). */
const MAX_LOGGED_STRING = 120;

/**
 * An event's `detail` as one line of JSON for the log: elements become `<tag>`, functions `[function]`, repeated
 * objects `[circular]`, and long strings are cut with their length said.
 */
export function describeDetail(detail: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(detail, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > MAX_LOGGED_STRING) {
      return `${value.slice(0, MAX_LOGGED_STRING)}… (${value.length.toLocaleString('en')} characters)`;
    }
    if (typeof value === 'function') return '[function]';
    if (typeof Element !== 'undefined' && value instanceof Element) return `<${value.localName}>`;
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[circular]';
      seen.add(value);
    }
    return value;
  });
  return text ?? String(detail);
}

/**
 * A CSS colour as `<input type="color">` takes it (`#rrggbb`), from the forms computed styles and token defaults
 * use: `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgb(r g b)`. Anything else (a keyword, oklch) is undefined.
 */
export function toHexColor(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(value);
  if (!rgb) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return undefined;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether a token holds a colour (a colour picker) rather than a size or a font (a text field). */
export function isColorToken(name: string): boolean {
  return name.startsWith('--cf-color-');
}

/**
 * The token a picker sets. In dark mode the elements read each colour's `-dark` twin (`--cf-color-primary-dark`,
 * docs/guides/styling.md), so the picker sets that one while the example is dark.
 */
export function tokenNameFor(name: string, dark: boolean): string {
  return dark && isColorToken(name) && !name.endsWith('-dark') ? `${name}-dark` : name;
}

/**
 * Where an element keeps a token's resolved value: the public `--cf-*` tokens are never set by the elements, only
 * read with their defaults into private `--_cf-*` variables (src/styles/elements.css), so the default a picker
 * starts from is read there.
 */
export function resolvedTokenVariable(name: string): string {
  return name.replace(/^--cf-/, '--_cf-').replace(/-dark$/, '');
}
