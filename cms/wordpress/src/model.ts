/**
 * The blocks' model, without WordPress: the fields of a card and of a course, list edits (add, remove, move), the
 * problems of each item as the elements' own parsers report them, and the attributes the saved element carries.
 *
 * The list lives in the block comment's attribute as JSON with <, > and & escaped as \u escapes: kses filters a
 * comment's attribute values for Authors and Contributors (`<…>` removed, `&` made `&amp;`), and finds none of
 * them in it, so the data survives. The field labels are translated (wp.i18n, see i18n.ts).
 */
import { parseCourses } from '../../../src/lib/courses';
import { ICON_NAMES } from '../../../src/lib/ecosystem-icons';
import { parseEcosystemItems } from '../../../src/lib/ecosystem-items';
import type { Problem } from '../../../src/lib/report';
import { __ } from './i18n';

export type Item = Record<string, unknown>;

export type Field = {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'url' | 'select' | 'toggle';
  /** Removed from the item when emptied (the parser then uses its default), instead of kept as "". */
  optional?: boolean;
  options?: readonly string[];
  /** For a toggle: the value when the key is absent. */
  absent?: boolean;
};

export const CARD_FIELDS: readonly Field[] = [
  { key: 'title', label: __('Title', 'coursify-elements'), kind: 'text' },
  { key: 'description', label: __('Description', 'coursify-elements'), kind: 'textarea' },
  { key: 'enable', label: __('Live app (with an Explore link)', 'coursify-elements'), kind: 'toggle', absent: true },
  { key: 'link', label: __('Link', 'coursify-elements'), kind: 'url' },
  { key: 'icon', label: __('Icon', 'coursify-elements'), kind: 'select', options: ICON_NAMES, optional: true },
  { key: 'color', label: __('Colour (#rrggbb or a palette name)', 'coursify-elements'), kind: 'text', optional: true },
];

export const COURSE_FIELDS: readonly Field[] = [
  { key: 'title', label: __('Title', 'coursify-elements'), kind: 'text' },
  { key: 'description', label: __('Description', 'coursify-elements'), kind: 'textarea' },
  { key: 'instructor', label: __('Instructor', 'coursify-elements'), kind: 'text' },
  { key: 'duration', label: __('Duration', 'coursify-elements'), kind: 'text' },
  { key: 'difficulty', label: __('Difficulty', 'coursify-elements'), kind: 'text' },
  { key: 'price', label: __('Price (an amount, or Free)', 'coursify-elements'), kind: 'text' },
  { key: 'syllabus', label: __('Syllabus link', 'coursify-elements'), kind: 'url' },
  { key: 'content', label: __('Course link', 'coursify-elements'), kind: 'url' },
  { key: 'image', label: __('Image URL', 'coursify-elements'), kind: 'url', optional: true },
  { key: 'imageAlt', label: __('Image description', 'coursify-elements'), kind: 'text', optional: true },
];

export const newCard = (): Item => ({ title: '', description: '', link: '', icon: 'app-window' });
export const newCourse = (): Item => ({
  title: '',
  description: '',
  instructor: '',
  duration: '',
  difficulty: 'Beginner',
  price: 'Free',
  syllabus: '',
  content: '',
});

export function setField(item: Item, field: Field, value: string | boolean): Item {
  const next = { ...item };
  if (field.optional && value === '') delete next[field.key];
  else next[field.key] = value;
  return next;
}

export const addItem = <T>(list: readonly T[], item: T): T[] => [...list, item];
export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);
export const replaceItem = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, at) => (at === index ? item : old));

/** The list with the item at `from` moved by `by` places (clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + by));
  if (to === from || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The parsers' problems: per item index (`items[2].link` → 2), and the others (the list as a whole). */
export function problemsByItem(problems: readonly Problem[]): { items: Map<number, Problem[]>; list: Problem[] } {
  const items = new Map<number, Problem[]>();
  const list: Problem[] = [];
  for (const problem of problems) {
    const match = /^\w+\[(\d+)\]/.exec(problem.where);
    if (!match) {
      list.push(problem);
      continue;
    }
    const index = Number(match[1]);
    items.set(index, [...(items.get(index) ?? []), problem]);
  }
  return { items, list };
}

/** The list in a saved attribute's JSON, and the problems the element's parser finds in it (`parse`). */
export function readList(json: string, where: string, parse: (input: unknown) => { problems: Problem[] }) {
  let data: unknown;
  try {
    data = JSON.parse(json || '[]');
  } catch (error) {
    return { list: [] as Item[], problems: [{ where, message: `not valid JSON (${(error as Error).message})` }] };
  }
  const list = Array.isArray(data)
    ? data.map((item) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Item) : {}))
    : [];
  return { list, problems: parse(data).problems };
}

export const readCards = (json: string) => readList(json, 'items', (data) => parseEcosystemItems(data));
export const readCourses = (json: string) => readList(json, 'courses', parseCourses);

/** JSON for an HTML attribute: <, > and & as \u escapes, so no sanitizer or serializer reads markup in it. */
export function attributeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export type GridAttributes = { items: string; label: string; headingLevel: number; hideComingSoon: boolean };
export type CatalogAttributes = {
  courses: string;
  label: string;
  headingLevel: number;
  currency: string;
  hideSearch: boolean;
  hideFilters: boolean;
  hideSort: boolean;
};

/** Text with the entities a saved label may hold (&amp; &lt; &gt; &quot; &#39;, see deprecated.ts) as characters. */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(
    /&(?:([a-z]+)|#(\d+)|#x([\da-f]+));/gi,
    (whole, name?: string, decimal?: string, hex?: string) => {
      if (name) return named[name.toLowerCase()] ?? whole;
      const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

/** The element attributes of the editor's preview (the label as the page shows it: entities decoded). */
function common(attributes: { label: string; headingLevel: number }): Record<string, string> {
  const out: Record<string, string> = {};
  if (attributes.label) out.label = decodeEntities(attributes.label);
  if (attributes.headingLevel) out['heading-level'] = String(attributes.headingLevel);
  return out;
}

/** The attributes of the editor's preview <ecosystem-grid> (as the server renders them: see includes/render.php). */
export function gridElementAttributes(attributes: GridAttributes): Record<string, string> {
  const out: Record<string, string> = { items: attributes.items || '[]', ...common(attributes) };
  if (attributes.hideComingSoon) out['hide-coming-soon'] = '';
  return out;
}

/** The attributes of the editor's preview <course-catalog>. */
export function catalogElementAttributes(attributes: CatalogAttributes): Record<string, string> {
  const out: Record<string, string> = { courses: attributes.courses || '[]', ...common(attributes) };
  if (attributes.currency) out.currency = attributes.currency;
  if (attributes.hideSearch) out['hide-search'] = '';
  if (attributes.hideFilters) out['hide-filters'] = '';
  if (attributes.hideSort) out['hide-sort'] = '';
  return out;
}
