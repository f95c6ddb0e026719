/**
 * Moves what several element sheets share into the base sheet, at build time.
 *
 * Every element's own sheet (src/styles/elements/<tag>.css) is compiled by Tailwind on its own, so a utility two
 * elements use (`flex`, `rounded-card`, the error notice's classes) is in both sheets, and a page with both elements
 * downloads it twice. The base sheet (src/styles/elements.css) is in every element's closure. So: a utility rule,
 * theme variable or `@keyframes` found with the same text in at least two element sheets moves into the base
 * sheet, and out of the element sheets, which then hold only what is theirs.
 *
 * One thing could change behaviour: order. Utilities live in one cascade layer, where the later of two equally
 * specific rules wins, and the base sheet is adopted first. A rule moved to the base now comes before every rule
 * left in an element sheet. Where a rule left behind (R) came before a moved rule (M) in that element's own
 * compiled order and the two could set the same property, M stays in that element's sheet too (duplicated: the
 * base copy is harmless), so M still comes after R. Moved rules keep, in the base, the order every element
 * sheet gave them. The outcome, per element, is the same cascade as before.
 */

/** A parsed block: `prelude { body }`, or a statement / declaration (`body` undefined). */
type Node = { prelude: string; body?: string };

/** Splits CSS text into its top-level statements and blocks (comments dropped). Strings are respected. */
export function splitTopLevel(css: string): Node[] {
  const nodes: Node[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (depth === 0 && css.slice(start, i).trim() === '') start = end + 2;
      i = end + 1;
    } else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '\\') {
      i++;
    } else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === '}') {
      if (--depth === 0) {
        nodes.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      const text = css.slice(start, i).trim();
      if (text) nodes.push({ prelude: text });
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) nodes.push({ prelude: rest });
  return nodes;
}

const text = (node: Node) => (node.body === undefined ? node.prelude : `${node.prelude}{${node.body}}`);

/** Properties that set the same thing under different names, grouped (a shorthand and its longhands). */
const FAMILY_BY_FIRST_WORD: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'gap',
  column: 'gap',
  place: 'align',
  justify: 'align',
  rounded: 'border',
  inline: 'width',
  block: 'height',
};

const PHYSICAL = ['top', 'right', 'bottom', 'left'];
const LOGICAL = ['block-start', 'block-end', 'inline-start', 'inline-end'];
/** What each side of a box sets: a physical side is a logical one in some writing mode, so each shares a token with each. */
const SIDES: Record<string, string[]> = {};
for (const physical of PHYSICAL) SIDES[physical] = LOGICAL.map((logical) => `${physical}/${logical}`);
for (const logical of LOGICAL) SIDES[logical] = PHYSICAL.map((physical) => `${physical}/${logical}`);
SIDES.block = [...SIDES['block-start'], ...SIDES['block-end']];
SIDES.inline = [...SIDES['inline-start'], ...SIDES['inline-end']];
SIDES[''] = [...SIDES.block, ...SIDES.inline];
/** Everything the `font` shorthand resets (line-height too). */
const FONT = [
  'font-family',
  'font-size',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'line-height',
  'font-size-adjust',
  'font-kerning',
  'font-language-override',
  'font-feature-settings',
  'font-variation-settings',
  'font-optical-sizing',
  'font-palette',
  'font-synthesis',
];

/**
 * The longhands of a margin, padding, font or flex property, where one family's members do not all overlap: `mt-4`
 * (margin-top) and `mb-3` (margin-bottom), `px-3` and `py-2`, `text-xl` (font-size, line-height) and `font-bold`,
 * `flex-[1_1_9rem]` and `flex-col`, `items-end` and `justify-center` set different things, and a rule left behind must keep only a rule it could
 * override in its own sheet. Two properties overlap when their sets share a token. Undefined for the others.
 */
function longhands(property: string): string[] | undefined {
  const box = /^(margin|padding)(?:-(.+))?$/.exec(property);
  if (box && SIDES[box[2] ?? '']) return SIDES[box[2] ?? ''].map((side) => `${box[1]}:${side}`);
  if (property === 'font') return FONT;
  if (property === 'line-height') return [property];
  // `font-variant-numeric` is part of `font-variant`, `font-synthesis-weight` of `font-synthesis`.
  if (property.startsWith('font-')) return [property.split('-').slice(0, 2).join('-')];
  if (property === 'flex') return ['flex-grow', 'flex-shrink', 'flex-basis'];
  if (property === 'flex-flow') return ['flex-direction', 'flex-wrap'];
  if (property.startsWith('flex-')) return [property];
  const place = /^place-(content|items|self)$/.exec(property);
  if (place) return [`align-${place[1]}`, `justify-${place[1]}`];
  if (/^(align|justify)-(content|items|self)$/.test(property)) return [property];
  return undefined;
}

/** The properties a rule sets, nested rules included, each reduced to a family; custom properties stay exact. */
export function propertyFamilies(rule: string): Set<string> {
  const families = new Set<string>();
  const visit = (css: string) => {
    for (const node of splitTopLevel(css)) {
      if (node.body !== undefined) {
        visit(node.body);
        continue;
      }
      const colon = node.prelude.indexOf(':');
      if (colon === -1) continue;
      const property = node.prelude
        .slice(0, colon)
        .trim()
        .replace(/^-(webkit|moz|ms)-/, '');
      if (property.startsWith('--')) {
        families.add(property);
        continue;
      }
      const exact = longhands(property);
      if (exact) {
        for (const longhand of exact) families.add(longhand);
        continue;
      }
      const first = property.split('-')[0];
      families.add(FAMILY_BY_FIRST_WORD[first] ?? first);
      // `size-*`, `inset`, `gap`, `flex` … set several; their longhands share the first word already. These do not:
      if (property === 'inset') for (const side of ['top', 'right', 'bottom', 'left']) families.add(side);
    }
  };
  const body = splitTopLevel(rule)[0]?.body;
  if (body !== undefined) visit(body);
  return families;
}

function overlaps(a: Set<string>, b: Set<string>): boolean {
  for (const item of a) if (b.has(item)) return true;
  return false;
}

/** The parts of a compiled, shadow-safe sheet that can be shared; everything else is kept as it is. */
type Parts = {
  /** Tailwind's --tw-* initial values (the `@layer properties` block shadow-css.ts keeps), and their selector. */
  properties: string[];
  propertiesSelector?: string;
  theme: string[];
  utilities: string[];
  keyframes: string[];
  other: Node[];
};

function partsOf(css: string): Parts {
  const parts: Parts = { properties: [], theme: [], utilities: [], keyframes: [], other: [] };
  for (const node of splitTopLevel(css)) {
    const inner = node.body === undefined ? [] : splitTopLevel(node.body);
    if (node.prelude === '@layer properties' && inner.length === 1 && inner[0].body !== undefined) {
      parts.propertiesSelector = inner[0].prelude;
      parts.properties.push(...splitTopLevel(inner[0].body).map(text));
    } else if (node.prelude === '@layer utilities' && node.body !== undefined) {
      parts.utilities.push(...splitTopLevel(node.body).map(text));
    } else if (node.prelude === '@layer theme' && node.body !== undefined) {
      const inner = splitTopLevel(node.body);
      if (inner.length !== 1 || inner[0].prelude !== ':root,:host' || inner[0].body === undefined) {
        parts.other.push(node);
        continue;
      }
      parts.theme.push(...splitTopLevel(inner[0].body).map(text));
    } else if (node.prelude.startsWith('@keyframes ') && node.body !== undefined) {
      parts.keyframes.push(text(node));
    } else {
      parts.other.push(node);
    }
  }
  return parts;
}

function render(parts: Parts): string {
  return [
    parts.properties.length > 0 ? `@layer properties{${parts.propertiesSelector}{${parts.properties.join(';')}}}` : '',
    ...parts.other.map(text),
    parts.theme.length > 0 ? `@layer theme{:root,:host{${parts.theme.join(';')}}}` : '',
    parts.utilities.length > 0 ? `@layer utilities{${parts.utilities.join('')}}` : '',
    ...parts.keyframes,
  ].join('');
}

/** Items of the tags' lists that `hoist` accepts, given the tags whose list holds them. */
function shared(lists: Record<string, string[]>, hoist: (users: string[]) => boolean): Set<string> {
  const users = new Map<string, string[]>();
  for (const [tag, list] of Object.entries(lists)) {
    for (const item of new Set(list)) users.set(item, [...(users.get(item) ?? []), tag]);
  }
  return new Set([...users].filter(([, tags]) => hoist(tags)).map(([item]) => item));
}

const byTag = (parts: Record<string, Parts>, key: 'properties' | 'theme' | 'utilities' | 'keyframes') =>
  Object.fromEntries(Object.entries(parts).map(([tag, p]) => [tag, p[key]]));

/**
 * One order for the moved rules that agrees with every element sheet's own order (Tailwind sorts utilities the
 * same way in every compilation, so one exists; if not, the build stops rather than change a cascade).
 */
function mergedOrder(sequences: string[][], items: Set<string>): string[] {
  const after = new Map<string, Set<string>>();
  const before = new Map<string, number>();
  for (const item of items) {
    after.set(item, new Set());
    before.set(item, 0);
  }
  for (const sequence of sequences) {
    const present = sequence.filter((item) => items.has(item));
    for (let i = 1; i < present.length; i++) {
      const edges = after.get(present[i - 1]) as Set<string>;
      if (!edges.has(present[i])) {
        edges.add(present[i]);
        before.set(present[i], (before.get(present[i]) ?? 0) + 1);
      }
    }
  }
  const firstSeen = new Map<string, number>();
  for (const sequence of sequences)
    for (const item of sequence) if (!firstSeen.has(item)) firstSeen.set(item, firstSeen.size);
  const ready = [...items].filter((item) => before.get(item) === 0);
  const order: string[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => (firstSeen.get(a) ?? 0) - (firstSeen.get(b) ?? 0));
    const item = ready.shift() as string;
    order.push(item);
    for (const next of after.get(item) ?? []) {
      const left = (before.get(next) ?? 0) - 1;
      before.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  if (order.length !== items.size)
    throw new Error('hoist-css: the element sheets order their shared utilities differently');
  return order;
}

export type HoistResult = { base: string; elements: Record<string, string> };

/**
 * The base sheet with what at least two element sheets share, and each element sheet without it. All sheets are
 * compiled, shadow-safe CSS (minified, as Tailwind's Vite plugin emits it).
 */
export function hoistShared(
  base: string,
  elements: Record<string, string>,
  hoist: (users: string[]) => boolean = (users) => users.length >= 2,
): HoistResult {
  const tags = Object.keys(elements);
  const parts = Object.fromEntries(tags.map((tag) => [tag, partsOf(elements[tag])]));
  const all = tags.map((tag) => parts[tag]);
  const sharedProperties = shared(byTag(parts, 'properties'), hoist);
  const sharedTheme = shared(byTag(parts, 'theme'), hoist);
  const sharedKeyframes = shared(byTag(parts, 'keyframes'), hoist);
  const sharedUtilities = shared(byTag(parts, 'utilities'), hoist);

  const families = new Map<string, Set<string>>();
  const familiesOf = (rule: string) => {
    let set = families.get(rule);
    if (!set) {
      set = propertyFamilies(rule);
      families.set(rule, set);
    }
    return set;
  };

  const result: Record<string, string> = {};
  for (const tag of tags) {
    const { utilities } = parts[tag];
    // Rules this element keeps: its own, and any shared one that must still follow a rule it keeps.
    const keep = new Set(utilities.filter((rule) => !sharedUtilities.has(rule)));
    for (let changed = true; changed; ) {
      changed = false;
      utilities.forEach((rule, index) => {
        if (keep.has(rule)) return;
        const mustFollow = utilities
          .slice(0, index)
          .some((earlier) => keep.has(earlier) && overlaps(familiesOf(earlier), familiesOf(rule)));
        if (mustFollow) {
          keep.add(rule);
          changed = true;
        }
      });
    }
    result[tag] = render({
      properties: parts[tag].properties.filter((declaration) => !sharedProperties.has(declaration)),
      propertiesSelector: parts[tag].propertiesSelector,
      other: parts[tag].other,
      theme: parts[tag].theme.filter((declaration) => !sharedTheme.has(declaration)),
      utilities: utilities.filter((rule) => keep.has(rule)),
      keyframes: parts[tag].keyframes.filter((rule) => !sharedKeyframes.has(rule)),
    });
  }

  const hoisted = render({
    properties: [...sharedProperties],
    propertiesSelector: all.find((p) => p.propertiesSelector)?.propertiesSelector,
    other: [],
    theme: [...sharedTheme],
    utilities: mergedOrder(
      all.map((p) => p.utilities),
      sharedUtilities,
    ),
    keyframes: [...sharedKeyframes],
  });
  return { base: base + hoisted, elements: result };
}
