/**
 * Squeezes the whitespace and comments out of the CSS that <login-form> keeps in a JavaScript template literal
 * (src/react/login-form/styles.ts: its form lives in the light DOM, so its CSS is not one of the Tailwind-built
 * sheets that are minified as CSS). The source stays readable; the bundles get about 0.8 KB less text (0.17 KB
 * brotli). Only the literal's static text is touched, never an interpolation (`${S}`, `${u(0.5)}`), and a space
 * that can mean something in CSS (a descendant combinator, `+` inside `calc()`, between values) is kept.
 */
import MagicString from 'magic-string';

/** Files holding such a literal, and the literal's declaration. */
const FILES = /[\\/]src[\\/]react[\\/]login-form[\\/]styles\.ts$/;
const LITERAL = /export const LOGIN_FORM_CSS = `([^`]*)`/;

/** One static stretch of CSS text (between interpolations): comments out, whitespace collapsed where safe. */
export function squeezeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}');
}

/** The module source with its CSS literal squeezed (unchanged when it has none). */
export function squeezeCssTemplate(code: string): MagicString | undefined {
  const match = LITERAL.exec(code);
  if (!match) return undefined;
  const out = new MagicString(code);
  const bodyStart = match.index + match[0].indexOf('`') + 1;
  // Static stretches between `${…}` interpolations (which contain no braces of their own here).
  const parts = /\$\{[^{}]*\}/g;
  let from = 0;
  const body = match[1];
  const squeeze = (start: number, end: number) => {
    if (end <= start) return;
    const squeezed = squeezeCss(body.slice(start, end));
    if (squeezed === '') out.remove(bodyStart + start, bodyStart + end);
    else out.overwrite(bodyStart + start, bodyStart + end, squeezed);
  };
  for (const interpolation of body.matchAll(parts)) {
    squeeze(from, interpolation.index);
    from = interpolation.index + interpolation[0].length;
  }
  squeeze(from, body.length);
  return out;
}

export function squeezeCssTemplates() {
  return {
    name: 'coursify-squeeze-css-template',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!FILES.test(id)) return undefined;
      const out = squeezeCssTemplate(code);
      if (!out) throw new Error(`squeeze-css-template: no LOGIN_FORM_CSS literal in ${id}`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
