/**
 * Finds the declarations in a compiled stylesheet that place something on a physical side (left or right), which
 * would not mirror on a right-to-left page: `left`, `margin-right`, `text-align: left`, a four-value `inset` or
 * `margin` whose left and right differ, an x translation that no `:dir()`/`[dir]` rule turns around…
 */

export type Physical = { selector: string; property: string; value: string };

/** The rules of a sheet as selector (outer at-rules and nesting joined by ` > `) and declaration text. */
function* rules(css: string, context: string[] = []): Generator<{ selector: string; body: string }> {
  let i = 0;
  let start = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1) + 1 || css.length;
      continue;
    }
    if (ch === ';') start = i + 1;
    if (ch === '{') {
      const head = css.slice(start, i).trim();
      let depth = 1;
      let j = i + 1;
      for (; j < css.length && depth; j++) {
        if (css[j] === '"' || css[j] === "'") j = css.indexOf(css[j], j + 1);
        else if (css[j] === '{') depth++;
        else if (css[j] === '}') depth--;
      }
      const inner = css.slice(i + 1, j - 1);
      const path = [...context, head];
      // Declarations at this level: the block with its nested blocks taken out.
      const own = stripBlocks(inner);
      if (own.trim()) yield { selector: path.join(' > '), body: own };
      yield* rules(inner, path);
      i = j;
      start = j;
      continue;
    }
    if (ch === '}') start = i + 1;
    i++;
  }
}

/** `inner` without its nested `selector { … }` blocks (what is left is this rule's own declarations). */
function stripBlocks(inner: string): string {
  let out = '';
  let depth = 0;
  let segment = '';
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (ch === '{') {
      if (depth === 0) segment = ''; // the nested rule's selector is not a declaration
      depth++;
    } else if (ch === '}') {
      depth--;
    } else if (depth === 0) {
      segment += ch;
      if (ch === ';') {
        out += segment;
        segment = '';
      }
    }
  }
  // A last declaration without its semicolon, unless it was a nested rule's selector.
  return out + (segment.includes(':') && !/[{}]/.test(segment) ? segment : '');
}

/** Top-level parts of a value, split on whitespace outside parentheses. */
function words(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (word) out.push(word);
      word = '';
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

function declarations(body: string): { property: string; value: string }[] {
  const out: { property: string; value: string }[] = [];
  let depth = 0;
  let part = '';
  const flush = () => {
    const colon = part.indexOf(':');
    if (colon > 0) {
      out.push({
        property: part.slice(0, colon).trim().toLowerCase(),
        value: part
          .slice(colon + 1)
          .replace(/!important\s*$/, '')
          .trim(),
      });
    }
    part = '';
  };
  for (const ch of body) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ';' && depth === 0) flush();
    else part += ch;
  }
  flush();
  return out;
}

const SIDE_PROPERTIES = new Set([
  'left',
  'right',
  'margin-left',
  'margin-right',
  'padding-left',
  'padding-right',
  'scroll-margin-left',
  'scroll-margin-right',
  'scroll-padding-left',
  'scroll-padding-right',
]);

/** Shorthands whose four values run top, right, bottom, left: physical when right and left differ. */
const FOUR_SIDES = new Set([
  'inset',
  'margin',
  'padding',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

const ZERO = /^(?:[-+]?0(?:\.0*)?[a-z%]*|calc\(\s*[-+]?0[a-z%]*\s*\))$/i;

/** A translation along x that is not nothing (`0`, `0px`, `calc(0px)`). */
function movesX(x: string | undefined): boolean {
  return x !== undefined && !ZERO.test(x.trim());
}

/** What the value of `translate` or `transform` moves along x, or undefined when it does not. */
function translationX(property: string, value: string): string | undefined {
  if (property === 'translate') {
    const [x] = words(value);
    return x && x !== 'none' && movesX(x) ? x : undefined;
  }
  if (property === 'transform') {
    for (const match of value.matchAll(/\btranslate(X|3d)?\(([^()]*(?:\([^()]*\)[^()]*)*)\)/gi)) {
      const x = match[2].split(',')[0];
      if (movesX(x)) return x;
    }
  }
  return undefined;
}

/** A selector that applies in one direction only (Tailwind's `rtl:`/`ltr:` variants, `:dir()`, `[dir=…]`). */
const DIRECTIONAL = /:dir\(|\[dir[=~|^$*]/;

/**
 * Every physical left/right declaration in `css`. An x translation counts unless its rule is directional, or its
 * value reads `--_cf-dir` (the sign of the direction, -1 on right-to-left, set on the shadow content); Tailwind's
 * `--tw-translate-x` is judged where it is set.
 */
export function physicalDeclarations(css: string): Physical[] {
  const found: Physical[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const { selector, body } of rules(text)) {
    if (/^@property\b/.test(selector.split(' > ').at(-1) ?? '')) continue;
    const declared = declarations(body);
    const values = new Map(declared.map((d) => [d.property, d.value]));
    for (const { property, value } of declared) {
      // A side set together with its mirror image, to the same value (`rounded-t-*` sets both top corners): even.
      const mirror = property.replace(/left|right/g, (side) => (side === 'left' ? 'right' : 'left'));
      const add = () => {
        if (mirror === property || values.get(mirror) !== value) found.push({ selector, property, value });
      };
      const v = value.toLowerCase();
      if (SIDE_PROPERTIES.has(property)) add();
      else if (/^border-(left|right)(-|$)/.test(property)) add();
      else if (/^border-(top|bottom)-(left|right)-radius$/.test(property)) add();
      else if (property === 'text-align' && /^(left|right)$/.test(v)) add();
      else if ((property === 'float' || property === 'clear') && /^(left|right)$/.test(v)) add();
      else if (FOUR_SIDES.has(property)) {
        const [, right, , left] = words(v);
        if (left !== undefined && left !== right) add();
      } else if (property === 'border-radius') {
        const [radii] = v.split('/');
        const [tl, tr, br, bl] = words(radii);
        if (tr !== undefined && (tl !== tr || (bl ?? tr) !== br)) add();
      } else if (property === 'background-position' || property === 'object-position') {
        if (/\b(left|right)\b/.test(v)) add();
      } else if (property === '--tw-translate-x' || property === 'translate' || property === 'transform') {
        const x = property === '--tw-translate-x' ? (movesX(v) ? v : undefined) : translationX(property, v);
        if (x === undefined || DIRECTIONAL.test(selector) || /var\(\s*--_cf-dir\b/.test(v)) continue;
        // Tailwind's translate utilities read --tw-translate-x, judged where it is set.
        if (/^var\(\s*--tw-translate-x\b/.test(x)) continue;
        add();
      }
    }
  }
  return found;
}
