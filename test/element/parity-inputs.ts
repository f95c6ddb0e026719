/**
 * Seeded random inputs for the server/browser parity test (ssr-parity.test.ts): the markup a partner or a CMS might
 * write for a data element, with the kinds of data that have made the two sides disagree before: wrong types, deep
 * nesting, control and bidi characters, emoji and other clusters cut at a length limit, very long strings, hostile
 * URLs and markup, malformed JSON in an attribute or the inline JSON child, odd `strings`, `lang`, `dir`,
 * `heading-level` and `label` values. Pure (no DOM): the same seed gives the same inputs in every engine.
 */

/** A small, fast PRNG (mulberry32): the same seed, the same sequence, in every engine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const chance = (rng: Rng, p: number) => rng() < p;
const int = (rng: Rng, max: number) => Math.floor(rng() * max);

/** Pieces text is made of: each a whole character or cluster, so a cap can land anywhere among them. */
const PIECES = [
  'a',
  'Course',
  ' ',
  'Java & <b>Spring</b>',
  '<script>alert(1)</script>',
  '"quoted"',
  "it's",
  '&amp;',
  '😀', // a surrogate pair
  '👨‍👩‍👧‍👦', // a ZWJ family
  '🇩🇪', // a flag: two regional indicators
  '👍🏽', // a skin tone modifier
  'e\u0301', // e + combining acute
  'ñ',
  'مرحبا', // Arabic
  'שלום', // Hebrew
  '日本語のテキスト', // Japanese
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u200b', // zero-width space
  '\u0000', // NUL
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\r',
  '\r\n',
  '\n',
  '\t',
  '\u007f',
  '\u0085',
  '\ufeff',
  '\ufffd',
  '\ud800', // a lone high surrogate (JSON writes it as an escape)
  '\udc00', // a lone low surrogate
  '\u{10ffff}',
];

/** Text: short, or long enough to pass a cap (100–1,000 characters), made of whole pieces. */
export function text(rng: Rng): string {
  const long = chance(rng, 0.25);
  const target = long ? 40 + int(rng, 1200) : int(rng, 12);
  let out = '';
  // A long run of one emoji or one cluster, so the cap lands inside one.
  const repeat = long && chance(rng, 0.5) ? pick(rng, PIECES) : undefined;
  while (out.length < target) out += repeat ?? pick(rng, PIECES);
  return out;
}

const URLS = [
  'https://example.com/course',
  '/relative/path',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'mailto:a@example.com',
  'tel:+123',
  '//example.com/x',
  'http://[::1]/',
  '',
  '   ',
  'https://example.com/a b?c="d"&e=<f>',
  '/cover.svg',
  'https://example.com/😀.png',
];

const ICONS = ['list-todo', 'timer', 'brain', 'rocket', 'no-such-icon', '', 'Rocket', '../x', '__proto__'];
const COLORS = ['red', 'blue', '#ff0000', '#123', 'rgb(1,2,3)', 'url(x)', '', 'purple', 'teal', 'orange'];
const LANGS = [
  '',
  'de',
  'de-AT',
  'fr',
  'ar',
  'he',
  'ja',
  'es',
  'it',
  'pt',
  'en',
  'EN-us',
  'xx',
  'zz-Latn',
  ' de ',
  'de_DE',
  'x'.repeat(300),
  '😀',
];
const DIRS = ['', 'ltr', 'rtl', 'RTL', ' rtl', 'auto', 'sideways', 'ltr\u0000'];
const LEVELS = [
  '2',
  '3',
  '4',
  '6',
  '1',
  '7',
  '2.5',
  '3.0',
  ' 4 ',
  '',
  'x',
  '1e1',
  '0x3',
  '-3',
  '9'.repeat(400),
  'Infinity',
];
const THEMES = ['light', 'dark', 'system', 'Dark', '', 'blue'];

/** Any JSON value, nested up to `depth`, with odd strings and numbers. */
function anyValue(rng: Rng, depth = 2): unknown {
  const kind = int(rng, depth > 0 ? 9 : 7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return chance(rng, 0.5);
    case 2:
      return pick(rng, [0, -1, 1.5, 1e21, 12, -0, 2 ** 53 + 1]);
    case 3:
    case 4:
    case 5:
      return text(rng);
    case 6:
      return '';
    case 7:
      return Array.from({ length: int(rng, 3) }, () => anyValue(rng, depth - 1));
    default:
      return Object.fromEntries(Array.from({ length: int(rng, 3) }, () => [text(rng), anyValue(rng, depth - 1)]));
  }
}

/** A field's value: usually the right type, sometimes any value at all. */
const field = (rng: Rng, good: () => unknown) => (chance(rng, 0.8) ? good() : anyValue(rng));

function gridItem(rng: Rng): unknown {
  if (chance(rng, 0.05)) return anyValue(rng);
  const item: Record<string, unknown> = {};
  if (chance(rng, 0.95)) item.title = field(rng, () => text(rng) || 'T');
  if (chance(rng, 0.95)) item.description = field(rng, () => text(rng) || 'D');
  if (chance(rng, 0.7)) item.icon = field(rng, () => pick(rng, ICONS));
  if (chance(rng, 0.5)) item.color = field(rng, () => pick(rng, COLORS));
  if (chance(rng, 0.8)) item.link = field(rng, () => pick(rng, URLS));
  if (chance(rng, 0.6)) item.enable = field(rng, () => chance(rng, 0.7));
  if (chance(rng, 0.2)) item.id = field(rng, () => String(int(rng, 4)));
  return item;
}

function course(rng: Rng): unknown {
  if (chance(rng, 0.05)) return anyValue(rng);
  const item: Record<string, unknown> = {};
  for (const name of ['title', 'description', 'instructor', 'duration', 'difficulty']) {
    if (chance(rng, 0.96)) item[name] = field(rng, () => text(rng) || name);
  }
  if (chance(rng, 0.95)) item.price = field(rng, () => pick(rng, [0, 10, 49.99, 'Free', 'free ', '12', -1, 'x']));
  if (chance(rng, 0.95)) item.syllabus = field(rng, () => pick(rng, URLS));
  if (chance(rng, 0.95)) item.content = field(rng, () => pick(rng, URLS));
  if (chance(rng, 0.6)) item.image = field(rng, () => pick(rng, URLS));
  if (chance(rng, 0.3)) item.imageAlt = field(rng, () => text(rng));
  if (chance(rng, 0.3)) item.id = field(rng, () => String(int(rng, 4)));
  return item;
}

/** JSON text for a list: valid, broken at a random place, not a list, or what a framework writes for an object. */
function listJson(rng: Rng, item: (rng: Rng) => unknown): string {
  const list = Array.from({ length: int(rng, 5) }, () => item(rng));
  const valid = JSON.stringify(chance(rng, 0.9) ? list : anyValue(rng));
  const roll = rng();
  if (roll < 0.7) return valid;
  if (roll < 0.85) return valid.slice(0, int(rng, valid.length)); // cut short: unterminated somewhere
  if (roll < 0.92) {
    const at = int(rng, valid.length);
    return valid.slice(0, at) + pick(rng, ['}', ',', 'x', '"', '\\', '\u0000', "'", ' ']) + valid.slice(at);
  }
  return pick(rng, ['[object Object]', 'nope', '', ' ', 'undefined', 'NaN', '[1,]', '{"a":1}', '[', '"text"']);
}

/** `strings`: a JSON object of words (some keys real, some values not text), or something that is not. */
function stringsJson(rng: Rng, keys: readonly string[]): string {
  const words: Record<string, unknown> = {};
  for (let i = int(rng, 4); i > 0; i--) {
    words[chance(rng, 0.8) ? pick(rng, keys) : text(rng)] = chance(rng, 0.8) ? text(rng) : anyValue(rng);
  }
  const roll = rng();
  if (roll < 0.75) return JSON.stringify(words);
  if (roll < 0.9) return JSON.stringify(anyValue(rng));
  const valid = JSON.stringify(words);
  return valid.slice(0, int(rng, valid.length));
}

/** An attribute value in HTML, quoted: `&` and the quote escaped (the parser gives the value back as written). */
const attr = (name: string, value: string) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/** Text inside a `<script>`: a `</script` in it would end the element early; HTML has no escape there. */
const scriptText = (json: string) => json.replace(/<\/(script)/gi, '<\\/$1');

export type ParityInput = {
  /** The element (course-catalog or ecosystem-grid). */
  element: string;
  /** Its attributes, as written (each one optional). */
  attributes: Record<string, string>;
  /** The inner HTML: a JSON child, another script, leftover text, or nothing. */
  inner: string;
};

/** The element's markup under `tag` (a fresh name per batch, registered as `element`). */
export function markup(input: ParityInput, tag: string): string {
  const attributes = Object.entries(input.attributes)
    .map(([name, value]) => attr(name, value))
    .join('');
  return `<${tag}${attributes}>${input.inner}</${tag}>`;
}

const GRID_KEYS = [
  'gridLabel',
  'exploreLink',
  'noAppsMessage',
  'comingSoonGroupLabel',
  'inputErrorTitle',
  'childTextError',
];
const CATALOG_KEYS = ['catalogLabel', 'searchLabel', 'priceFree', 'syllabusLink', 'inputErrorTitle', 'childTextError'];

/** The data element's inputs, number `index` of the run seeded with `seed`. */
export function parityInput(seed: number, index: number, element: string): ParityInput {
  const rng = random((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const grid = element === 'ecosystem-grid';
  const item = grid ? gridItem : course;
  const attributes: Record<string, string> = {};
  const dataAttribute = grid ? 'items' : 'courses';
  if (chance(rng, 0.5)) attributes[dataAttribute] = listJson(rng, item);
  if (chance(rng, 0.25)) attributes.strings = stringsJson(rng, grid ? GRID_KEYS : CATALOG_KEYS);
  if (chance(rng, 0.3)) attributes.label = chance(rng, 0.8) ? text(rng) : '';
  if (chance(rng, 0.3)) attributes['heading-level'] = pick(rng, LEVELS);
  if (chance(rng, 0.3)) attributes.lang = pick(rng, LANGS);
  if (chance(rng, 0.15)) attributes.dir = pick(rng, DIRS);
  if (chance(rng, 0.15)) attributes.theme = pick(rng, THEMES);
  if (grid && chance(rng, 0.2)) attributes['hide-coming-soon'] = pick(rng, ['', 'false', 'x']);
  if (!grid) {
    if (chance(rng, 0.2)) attributes.currency = pick(rng, ['EUR', 'USD', 'JPY', 'eur', 'XXX', 'E', '']);
    if (chance(rng, 0.2)) attributes.locale = pick(rng, ['de-DE', 'en', 'ar-EG', 'ja', 'bogus-locale-x', '']);
    if (chance(rng, 0.2)) attributes['page-size'] = pick(rng, ['1', '2', '0', '-1', '3.5', 'x', '1000', '']);
    for (const flag of ['hide-search', 'hide-filters', 'hide-sort']) if (chance(rng, 0.15)) attributes[flag] = '';
  }
  const roll = rng();
  let inner = '';
  if (roll < 0.45) inner = `<script type="application/json">${scriptText(listJson(rng, item))}</script>`;
  else if (roll < 0.5) inner = `<script type=" Application/JSON ">${scriptText(listJson(rng, item))}</script>`;
  else if (roll < 0.55) inner = `<script type="application/ld+json">{"@type":"ItemList"}</script>`;
  else if (roll < 0.6)
    inner = `<p>${text(rng).replace(/[<&]/g, '')}x</p>`; // what a sanitizer leaves
  else if (roll < 0.62) inner = '  \n ';
  return { element, attributes, inner };
}

/** Smaller versions of a JSON value: halves and single items of a list, an object without a field, half a string. */
function smallerValues(value: unknown): unknown[] {
  if (typeof value === 'string')
    return value.length > 4 ? [value.slice(0, value.length >> 1), value.slice(value.length >> 1)] : [];
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    if (value.length > 1) {
      out.push(value.slice(0, value.length >> 1), value.slice(value.length >> 1));
      for (const item of value) out.push([item]);
    }
    value.forEach((item, i) => {
      for (const less of smallerValues(item)) out.push(value.map((other, j) => (i === j ? less : other)));
    });
    return out;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const out: unknown[] = entries.map(([key]) => Object.fromEntries(entries.filter(([other]) => other !== key)));
    for (const [key, field] of entries) {
      for (const less of smallerValues(field)) out.push({ ...value, [key]: less });
    }
    return out;
  }
  return [];
}

/** A JSON text's smaller versions (none when it is not JSON). */
function smallerJson(text: string): string[] {
  try {
    return smallerValues(JSON.parse(text)).map((value) => JSON.stringify(value));
  } catch {
    return text.length > 4 ? [text.slice(0, text.length >> 1)] : [];
  }
}

/**
 * Smaller versions of an input, for shrinking a failing case: without its inner HTML or one attribute, then with a
 * smaller JSON child or a smaller attribute value.
 */
export function smaller(input: ParityInput): ParityInput[] {
  const out: ParityInput[] = [];
  if (input.inner) out.push({ ...input, inner: '' });
  for (const name of Object.keys(input.attributes)) {
    const { [name]: _, ...rest } = input.attributes;
    out.push({ ...input, attributes: rest });
  }
  const child = /^<script type="application\/json">([\s\S]*)<\/script>$/.exec(input.inner);
  if (child) {
    for (const json of smallerJson(child[1]))
      out.push({ ...input, inner: `<script type="application/json">${scriptText(json)}</script>` });
  }
  for (const [name, value] of Object.entries(input.attributes)) {
    for (const less of smallerJson(value)) out.push({ ...input, attributes: { ...input.attributes, [name]: less } });
  }
  return out;
}
