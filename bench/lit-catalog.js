/**
 * The baseline for "many catalogs": <lit-course-catalog>, a Lit 3 element written for the bench only (never
 * shipped), that renders the same shadow DOM as <course-catalog> from the same data with the same sheets:
 *
 * - DOM: the elements, classes, parts and attributes of a rendered catalog's shadow root (controls, status line,
 *   list of cards, pager), element for element; ids are `lit-<n>-…` instead of React's `_r_<n>_-…`, and Lit adds
 *   its marker comments. Taken from <course-catalog> showing `catalogBench.makeCourses(3)`.
 * - Sheets: the very CSSStyleSheet objects a <course-catalog> adopts (read from one made for the purpose), so both
 *   elements style with the same rules, including the host's `content-visibility: auto`.
 * - Data path: the `courses` property, validated as src/lib/courses.ts validates it (an array of plain objects; the
 *   five text fields non-empty and capped with a warning; the price an amount ≥ 0, a numeric string or "Free"; the
 *   two links and the image through the same scheme allow-lists; ids made unique), problems warned naming the
 *   element (at most 20). Search text is indexed when a search is first typed, not before.
 * - Page state: the `dark` and `cf-reduce-motion` classes of <html> as custom states (one MutationObserver for
 *   all), as <course-catalog> has them.
 * Not done (none of it changes the DOM of the first render): the `src` fetch and default data, the attributes
 * besides the properties, the `course-navigate` event, the image's load-error fallback, focus moves on paging.
 *
 * Written against Lit's public API only; the page maps `lit` to node_modules with an import map (catalog.html).
 */
import { html, LitElement, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

export const LIT_TAG = 'lit-course-catalog';

// ---- Validation (the rules of src/lib/courses.ts, written again here) --------------------------------------------

const LIMITS = { title: 200, description: 1000, instructor: 100, duration: 40, difficulty: 40 };
const ALT_LIMIT = 250;
const MAX_WARNINGS = 20;
// biome-ignore lint/suspicious/noControlCharactersInRegex: what browsers strip before parsing a URL
const STRIPPED = /[\u0000-\u0020]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
const LINKS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const FETCHES = new Set(['http:', 'https:']);

function cap(text, limit, where, problems) {
  if (text.length <= limit) return text;
  problems.push(`${where}: text of ${text.length} characters is longer than the limit of ${limit}; shown cut`);
  let end = limit - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

function allowed(value, schemes) {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  const match = SCHEME.exec(url.replace(STRIPPED, ''));
  return !match || schemes.has(`${match[1].toLowerCase()}:`) ? url : null;
}

function imageUrl(value) {
  const url = typeof value === 'string' ? value.trim() : '';
  return url !== '' && IMAGE_DATA.test(url) ? url : allowed(url, FETCHES);
}

function price(value) {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\s*free\s*$/i.test(value)) return 0;
  const amount = Number(value);
  return value.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function course(raw, index, problems) {
  const at = `courses[${index}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push(`${at}: expected an object; item skipped`);
    return null;
  }
  const result = {};
  for (const field in LIMITS) {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${at}.${field}: expected non-empty text; item skipped`);
      return null;
    }
    result[field] = cap(value, LIMITS[field], `${at}.${field}`, problems);
  }
  result.price = price(raw.price);
  if (result.price === null) {
    problems.push(`${at}.price: expected an amount ≥ 0 or "Free"; item skipped`);
    return null;
  }
  for (const field of ['syllabus', 'content']) {
    if (typeof raw[field] !== 'string') {
      problems.push(`${at}.${field}: expected a URL; item skipped`);
      return null;
    }
    result[field] = allowed(raw[field], LINKS);
    if (result[field] === null) problems.push(`${at}.${field}: unsafe or empty URL refused`);
  }
  result.image = null;
  if (raw.image !== undefined) {
    result.image = imageUrl(raw.image);
    if (result.image === null) problems.push(`${at}.image: unsafe or invalid image URL refused`);
  }
  if (typeof raw.imageAlt === 'string') result.imageAlt = cap(raw.imageAlt, ALT_LIMIT, `${at}.imageAlt`, problems);
  result.id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : `course-${index}`;
  return result;
}

function parse(input) {
  if (!Array.isArray(input)) return null;
  const problems = [];
  const courses = [];
  const seen = new Set();
  for (let index = 0; index < input.length; index++) {
    const item = course(input[index], index, problems);
    if (!item) continue;
    if (seen.has(item.id)) {
      let unique = `${item.id}~${index}`;
      while (seen.has(unique)) unique += '~';
      item.id = unique;
    }
    seen.add(item.id);
    courses.push(item);
  }
  for (const problem of problems.slice(0, MAX_WARNINGS)) console.warn(`<${LIT_TAG}> ${problem}`);
  return courses;
}

// ---- Page state: one observer of <html>'s classes for every element ---------------------------------------------

const live = new Set();
let observer;
function pageState(internals) {
  const classes = document.documentElement.classList;
  for (const [state, on] of [
    ['dark', classes.contains('dark')],
    ['reduced-motion', classes.contains('cf-reduce-motion')],
  ]) {
    if (on) internals.states.add(state);
    else internals.states.delete(state);
  }
}

// ---- Formatting (cached Intl formatters, as src/lib/price.ts) -----------------------------------------------------

const formats = new Map();
function formatter(locale, options) {
  const key = `${locale ?? ''}|${options?.currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
const money = (amount, locale, currency) =>
  amount === 0 ? 'Free' : formatter(locale, { style: 'currency', currency }).format(amount);

// ---- The view -----------------------------------------------------------------------------------------------------

const FIELD = 'flex min-w-0 flex-col gap-1 text-sm font-medium';
const INPUT =
  'h-10 max-w-full rounded-md border border-line bg-surface px-3 py-2 text-base [font-weight:400] text-fg shadow-sm focus-visible:border-focus focus-visible:ring-4 focus-visible:ring-focus/30';
const GRID = 'grid grid-cols-1 gap-6 @5xl:grid-cols-3';
const CHIP = 'rounded-full border border-line bg-muted px-2.5 py-0.5 text-xs font-medium';
const CARD =
  'flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface text-fg shadow-md transition hover:-translate-y-1 hover:shadow-lg focus-within:-translate-y-1';
const LINK = 'inline-flex flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';
const PAGER =
  'rounded-md border-2 border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-muted disabled:cursor-not-allowed disabled:border-line disabled:text-fg-muted disabled:hover:bg-transparent';
const PRICES = [
  ['all', 'Any price'],
  ['free', 'Free'],
  ['paid', 'Paid'],
];
const SORTS = [
  ['featured', 'Featured'],
  ['title', 'Title (A–Z)'],
  ['duration', 'Duration (shortest)'],
  ['price', 'Price (lowest)'],
];
const FALLBACK_ART = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#475569"/></svg>')}`;

const TITLE = '[font-size:var(--text-xl)] font-bold [line-height:1.25]';
/** The card title at heading level 2–6 (Lit binds no tag names; one template per level). */
const HEADINGS = {
  2: (id, text) => html`<h2 id=${id} part="card-title" class=${TITLE}>${text}</h2>`,
  3: (id, text) => html`<h3 id=${id} part="card-title" class=${TITLE}>${text}</h3>`,
  4: (id, text) => html`<h4 id=${id} part="card-title" class=${TITLE}>${text}</h4>`,
  5: (id, text) => html`<h5 id=${id} part="card-title" class=${TITLE}>${text}</h5>`,
  6: (id, text) => html`<h6 id=${id} part="card-title" class=${TITLE}>${text}</h6>`,
};

let instances = 0;

/** Defines <lit-course-catalog>, adopting `sheets` (a <course-catalog>'s adopted sheets). */
export function defineLitCatalog(sheets) {
  if (customElements.get(LIT_TAG)) return;

  class LitCourseCatalog extends LitElement {
    static properties = {
      courses: { attribute: false },
      locale: { attribute: false },
      currency: { attribute: false },
      pageSize: { attribute: false },
      headingLevel: { attribute: false },
      label: { attribute: false },
      state: { state: true },
    };
    static styles = sheets;

    #id = `lit-${instances++}`;
    #internals = this.attachInternals();
    #parsedFrom;
    #parsed;
    #index;

    constructor() {
      super();
      // In the constructor, as r2wc does: the bench watches the root from before the element is connected.
      this.attachShadow({ mode: 'open' });
      this.currency = 'USD';
      this.pageSize = 9;
      this.headingLevel = 2;
      this.state = { search: '', difficulty: 'all', price: 'all', sort: 'featured', page: 1 };
    }

    connectedCallback() {
      super.connectedCallback();
      live.add(this);
      if (!observer) {
        observer = new MutationObserver(() => {
          for (const element of live) pageState(element.#internals);
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      }
      pageState(this.#internals);
    }

    disconnectedCallback() {
      super.disconnectedCallback();
      live.delete(this);
      if (live.size === 0) {
        observer?.disconnect();
        observer = undefined;
      }
    }

    #courses() {
      if (this.#parsedFrom !== this.courses) {
        this.#parsedFrom = this.courses;
        this.#parsed = parse(this.courses);
        this.#index = undefined;
      }
      return this.#parsed;
    }

    #matches(courses) {
      const { search, difficulty, price: wanted, sort } = this.state;
      const words = search.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length > 0) {
        this.#index ??= courses.map((c) => `${c.title}\n${c.description}\n${c.instructor}`.toLowerCase());
      }
      let result = courses.filter(
        (c, i) =>
          (difficulty === 'all' || c.difficulty === difficulty) &&
          (wanted === 'all' || (wanted === 'free') === (c.price === 0)) &&
          words.every((word) => this.#index[i].includes(word)),
      );
      if (sort === 'title') result = [...result].sort((a, b) => a.title.localeCompare(b.title));
      else if (sort === 'price') result = [...result].sort((a, b) => a.price - b.price);
      return result;
    }

    #set(change) {
      this.state = { ...this.state, ...change, page: change.page ?? 1 };
    }

    render() {
      const courses = this.#courses();
      if (!courses) return html`<div class="cf-root" part="root" dir="ltr"></div>`;
      const id = (name) => `${this.#id}-${name}`;
      const difficulties = [...new Set(courses.map((c) => c.difficulty))];
      const matches = this.#matches(courses);
      const size = this.pageSize > 0 ? this.pageSize : 9;
      const pageCount = Math.max(1, Math.ceil(matches.length / size));
      const page = Math.min(Math.max(1, this.state.page), pageCount);
      const first = (page - 1) * size;
      const items = matches.slice(first, first + size);
      const count = (n) => formatter(this.locale).format(n);
      const noun = matches.length === 1 ? 'course' : 'courses';
      const status =
        pageCount > 1
          ? `Showing ${count(first + 1)}–${count(first + items.length)} of ${count(matches.length)} ${noun}`
          : `${count(matches.length)} ${noun}${courses.length === matches.length ? '' : ' found'}`;
      const select = (name, part, label, value, options, flex) =>
        html`<div class="${FIELD} ${flex}"><label for=${id(name)}>${label}</label><select id=${id(name)} part=${part} class=${INPUT} .value=${value} @change=${(e) => this.#set({ [name]: e.currentTarget.value })}>${options.map(([v, text]) => html`<option value=${v}>${text}</option>`)}</select></div>`;
      return html`<div class="cf-root" part="root" dir="ltr"><section part="catalog" aria-label=${this.label ?? 'Course catalog'} class="@container"><search part="controls" class="mb-4 flex flex-wrap items-end gap-3"><div class="${FIELD} min-w-48 flex-[2_1_16rem]"><label for=${id('search')}>Search courses</label><input id=${id('search')} part="search" placeholder="Title, description or instructor" autocomplete="off" class=${INPUT} type="search" .value=${this.state.search} @input=${(e) => this.#set({ search: e.currentTarget.value })}></div>${select(
        'difficulty',
        'filter',
        'Difficulty',
        this.state.difficulty,
        [['all', 'Any difficulty'], ...difficulties.map((d) => [d, d])],
        'flex-[1_1_9rem]',
      )}${select('price', 'filter', 'Price', this.state.price, PRICES, 'flex-[1_1_9rem]')}${select(
        'sort',
        'sort',
        'Sort by',
        this.state.sort,
        SORTS,
        'flex-[1_1_10rem]',
      )}</search><p role="status" part="status" class="mb-3 text-sm text-fg-muted">${status}</p>${
        matches.length === 0
          ? html`<div part="empty" class="rounded-card border-2 border-dashed border-line p-8 text-center"><p class="text-lg font-semibold">No courses match your search.</p></div>`
          : html`<ul tabindex="-1" aria-label=${pageCount > 1 ? `Courses, page ${page} of ${pageCount}` : 'Courses'} class="${GRID} rounded-card">${repeat(
              items,
              (c) => c.id,
              (c, i) => html`<li>${this.#card(c, id(`course-${first + i + 1}`))}</li>`,
            )}</ul>`
      }${pageCount > 1 ? this.#pager(page, pageCount, count) : nothing}</section></div>`;
    }

    #card(c, titleId) {
      const level = Math.min(6, Math.max(2, Math.trunc(this.headingLevel) || 2));
      return html`<article part="card" aria-labelledby=${titleId} class=${CARD}><img part="card-image" alt=${c.imageAlt ?? ''} width="640" height="360" loading="lazy" decoding="async" class="aspect-[16/9] h-auto w-full bg-muted object-cover" src=${c.image ?? FALLBACK_ART}><div class="flex flex-1 flex-col gap-3 px-5 py-5">${HEADINGS[level](titleId, c.title)}<p class="text-sm text-fg-muted">${c.description}</p><dl class="mt-auto flex flex-wrap items-center gap-2 text-sm"><div class="w-full"><dt class="sr-only">Instructor</dt><dd class="font-medium">${c.instructor}</dd></div><div><dt class="sr-only">Duration</dt><dd class=${CHIP}>${c.duration}</dd></div><div><dt class="sr-only">Difficulty</dt><dd class=${CHIP}>${c.difficulty}</dd></div><div class="ms-auto"><dt class="sr-only">Price</dt><dd part="card-price" class="text-lg font-bold text-primary">${money(c.price, this.locale, this.currency)}</dd></div></dl><div class="flex gap-3">${this.#link(c, 'syllabus', 'Syllabus', 'border-2 border-primary text-primary hover:bg-muted')}${this.#link(c, 'content', 'Course', 'border-2 border-primary bg-primary text-on-primary shadow-sm hover:opacity-90')}</div></div></article>`;
    }

    #link(c, target, label, style) {
      const href = c[target];
      if (href === null) {
        return html`<span part="button-${target} button-unavailable" class="${LINK} border border-line text-fg-muted">${label} unavailable</span>`;
      }
      return html`<a part="button-${target}" href=${href} class="${LINK} ${style} transition">${label}<span class="sr-only"> for ${c.title}</span></a>`;
    }

    #pager(page, pageCount, count) {
      const go = (next) => this.#set({ page: next });
      return html`<nav part="pager" aria-label="Course pages" class="mt-6 flex items-center justify-center gap-4"><button type="button" class=${PAGER} aria-label="Previous page" ?disabled=${page <= 1} @click=${() => go(page - 1)}>Previous</button><p class="text-sm text-fg-muted">Page ${count(page)} of ${count(pageCount)}</p><button type="button" class=${PAGER} aria-label="Next page" ?disabled=${page >= pageCount} @click=${() => go(page + 1)}>Next</button></nav>`;
    }
  }

  customElements.define(LIT_TAG, LitCourseCatalog);
}
