/**
 * Makes Tailwind v4's compiled CSS work inside shadow roots. Two things break there:
 *
 * 1. `@property` is ignored inside shadow roots, so Tailwind's `--tw-*` variables have no initial values and
 *    borders, rings, shadows, gradients and translations render as nothing. Tailwind ships a fallback block
 *    for old browsers (`@layer properties { @supports (…) { *, ::before, … { --tw-…: initial } } }`); we keep it
 *    unconditionally, add `:host`, and drop the `@property` rules that do nothing in a shadow root anyway.
 * 2. `rem` inside a shadow root follows the host page's `<html>` font size, so a partner page with
 *    `html { font-size: 62.5% }` would shrink the widget. Lengths become multiples of `--_cf-font-size`
 *    (the element's own base size token); in `@container` conditions, where `var()` is not allowed, they
 *    become pixels at the standard 16px, so the layout breakpoints are the element's own width in px.
 *
 * And one thing that is only bytes: Tailwind's preflight resets elements that no element renders in its shadow root
 * (a shadow root holds only our components' markup; slotted light-DOM content is styled by the page). Those rules
 * go (UNRENDERED_PREFLIGHT): in the base sheet every element loads they were 0.35 KB brotli. A component that starts
 * rendering one of those elements takes its selector off the list.
 */

const BASE_PX = 16;
// A length in a declaration value; not digits inside an escaped class name such as `.flex-\[1_1_9rem\]` or
// `.max-h-\[calc\(100\%-2rem\)\]` (there every punctuation mark before the number is escaped).
const REM = /(?<![\w\\[.-])(?<!\\[(,/%*+])(-?(?:\d+\.?\d*|\.\d+))rem\b/g;

function indexOfMatchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function unguardPropertiesLayer(css: string): string {
  const layer = /@layer\s+properties\s*\{/.exec(css);
  if (!layer) {
    // No --tw-* variables, nothing to fix; with them, Tailwind changed its output and the fix would silently lapse.
    if (/--tw-[\w-]+\s*:/.test(css))
      throw new Error('shadow-css: Tailwind output has --tw-* variables but no @layer properties block');
    return css;
  }
  const layerOpen = layer.index + layer[0].length - 1;
  const layerClose = indexOfMatchingBrace(css, layerOpen);
  const body = css.slice(layerOpen + 1, layerClose);
  const supports = /^\s*@supports[^{]*\{/.exec(body);
  if (!supports) throw new Error('shadow-css: @layer properties has no @supports guard; Tailwind changed its output');
  const guardOpen = supports[0].length - 1;
  const guardClose = indexOfMatchingBrace(body, guardOpen);
  const rules = body.slice(guardOpen + 1, guardClose).replace(/^\s*\*\s*,/, ':host, *,');
  return `${css.slice(0, layerOpen + 1)}${rules}${css.slice(layerClose)}`;
}

function dropPropertyRules(css: string): string {
  return css.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, '');
}

// One pass: an at-rule condition is consumed whole (so its lengths are not touched by the declaration rule).
const REM_OR_CONDITION = new RegExp(`(@(?:media|container)[^{]+\\{)|${REM.source}`, 'g');

function remToTokens(css: string): string {
  return css.replace(REM_OR_CONDITION, (match, condition: string | undefined, n: string | undefined) => {
    // Media queries keep rem: there it means the browser's default font size, which the user may have set.
    if (condition?.startsWith('@media')) return condition;
    if (condition) return condition.replace(REM, (_, amount: string) => `${Number(amount) * BASE_PX}px`);
    return n === undefined ? match : `calc(${n} * var(--_cf-font-size))`;
  });
}

/**
 * Preflight rules (selectors as Tailwind writes them, compared without whitespace) for elements no component renders:
 * no hr, abbr, code/kbd/samp/pre, small, sub/sup, table, progress, summary, textarea, date, time, file or number
 * input, nor a multiple select. (`<strong>`, buttons, inputs, selects and images are rendered: their resets stay.)
 */
const UNRENDERED_PREFLIGHT = new Set(
  [
    'hr',
    'abbr:where([title])',
    'code,kbd,samp,pre',
    'small',
    'sub,sup',
    'sub',
    'sup',
    'table',
    'progress',
    'summary',
    'textarea',
    ':where(select:is([multiple],[size])) optgroup',
    ':where(select:is([multiple],[size])) optgroup option',
    '::-webkit-date-and-time-value',
    '::-webkit-datetime-edit',
    '::-webkit-datetime-edit-fields-wrapper',
    ...['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond', 'meridiem'].map(
      (field) => `::-webkit-datetime-edit-${field}-field`,
    ),
    '::-webkit-calendar-picker-indicator',
    // No file or number input either.
    '::file-selector-button',
    '::-webkit-inner-spin-button',
    '::-webkit-outer-spin-button',
  ].map((selector) => selector.replace(/\s+/g, '')),
);

/** A rule with no nested block, at the start or after a brace or semicolon (with the space before it): its selector. */
const FLAT_RULE = /(?<=^|[{};])\s*([^{}@;]+?)\s*\{[^{}]*\}/g;

function dropUnrenderedPreflight(css: string): string {
  return css.replace(FLAT_RULE, (rule, selector: string) =>
    UNRENDERED_PREFLIGHT.has(selector.replace(/\s+/g, '')) ? '' : rule,
  );
}

/**
 * The theme's monospace font, which only the preflight of code/kbd/samp/pre read: declared for nothing once that is
 * gone. Kept while anything still reads it (a `font-mono` utility would).
 */
const MONO_FONT = /--(?:default-mono-font-family|font-mono)\s*:[^;{}]*;?/g;

function dropUnreadMonoFont(css: string): string {
  const rest = css.replace(MONO_FONT, '');
  return /var\(\s*--(?:default-mono-font-family|font-mono)\b/.test(rest) ? css : rest;
}

export function makeShadowSafe(css: string): string {
  return dropRepeatedDeclarations(
    dropDeadFontFallback(
      remToTokens(dropUnreadMonoFont(dropUnrenderedPreflight(dropPropertyRules(unguardPropertiesLayer(css))))),
    ),
  );
}

/**
 * Preflight's font stack behind `var(--default-font-family, …)`: dead wherever the same sheet declares
 * `--default-font-family` (the base sheet's theme does, as `var(--_cf-font-family)`, itself a `var()` with our own
 * stack as fallback), so the variable is never missing. About 50 B brotli in every closure.
 */
const DEFAULT_FONT_FALLBACK = /var\(\s*--default-font-family\s*,[^;{}()]*\)/g;

function dropDeadFontFallback(css: string): string {
  return /--default-font-family\s*:/.test(css) ? css.replace(DEFAULT_FONT_FALLBACK, 'var(--default-font-family)') : css;
}

/** A block of declarations only (no nested block, no quotes: a `;` there would be text, not a separator). */
const DECLARATION_BLOCK = /\{([^{}"']*)\}/g;

/**
 * A declaration repeated word for word in one block (the minifier writes preflight's `a` reset with
 * `-webkit-text-decoration: inherit` four times): the last one applies, so the earlier copies go.
 */
function dropRepeatedDeclarations(css: string): string {
  return css.replace(DECLARATION_BLOCK, (block, body: string) => {
    const declarations = body.split(';');
    const kept = declarations.filter((declaration, index) => {
      const text = declaration.trim();
      return text === '' || declarations.findIndex((other, later) => later > index && other.trim() === text) === -1;
    });
    return kept.length === declarations.length ? block : `{${kept.join(';')}}`;
  });
}

/** Vite plugin: applies `makeShadowSafe` to the element stylesheets (src/styles/elements.css, the shared base, and
 *  src/styles/elements/<tag>.css, each element's own), imported with `?inline`. */
export function shadowCss(match: RegExp = /src\/styles\/elements(\.css|\/[\w-]+\.css)\?inline$/) {
  return {
    name: 'coursify-shadow-css',
    transform(code: string, id: string) {
      return match.test(id) ? { code: makeShadowSafe(code), map: null } : undefined;
    },
  };
}
