import type { CoverSpec } from '../data/courses';
import { gotOrMissing } from './describe-value';
import { itemRecord, parseList, textFields } from './parse-list';
import type { Problem } from './report';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import { capField, TEXT_LIMITS } from './text-cap';

/** A course as the catalog shows it. `price` is an amount; 0 means free. */
export type Course = {
  id: string;
  title: string;
  description: string;
  instructor: string;
  duration: string;
  difficulty: string;
  price: number;
  /** Safe link, or null when the given one was missing or unsafe: the button then says it is unavailable. */
  syllabus: string | null;
  content: string | null;
  /** Safe image URL, or null: a drawn placeholder is shown instead. */
  image: string | null;
  imageAlt?: string;
  /** The drawing shown without an image: the default courses' own (COVER); otherwise the card's grey one. */
  cover?: CoverSpec;
};

/**
 * Where a default course carries its drawn cover (src/lib/default-courses.ts): a symbol from the global registry,
 * not a field, so it is no part of what partners pass in (JSON cannot hold it), and the lazy chunk of the default
 * courses writes the same key without importing a module of the catalog's (it would then share that module with
 * the catalog's entry, which would export it to the chunk).
 */
export const COVER = Symbol.for('coursify-elements.cover');

/** What partners may pass in is declared with the default courses (src/data/courses.ts), which are written in it. */
export type { CourseInput, CoverSpec } from '../data/courses';

export type ParsedCourses = { ok: true; courses: Course[]; problems: Problem[] } | { ok: false; problems: Problem[] };

const { imageAlt: IMAGE_ALT_LIMIT, ...TEXT_FIELD_LIMITS } = TEXT_LIMITS.course;
const LINK_FIELDS = ['syllabus', 'content'] as const;

/** "Free" (any case) is 0, as course data writes it (SPEC: the defaults are Free); numeric strings are numbers. */
function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\s*free\s*$/i.test(value)) return 0;
  const amount = Number(value);
  return value.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function parseOne(raw: unknown, index: number, problems: Problem[]): Course | null {
  const at = (field?: string) => `courses[${index}]${field ? `.${field}` : ''}`;
  // `at` rather than `at()`: a valid item (nearly all of 10,000) costs no string.
  const item = itemRecord(raw, at, problems);
  if (!item) return null;
  const text = textFields(item, TEXT_FIELD_LIMITS, at, problems);
  if (!text) return null;
  const price = parsePrice(item.price);
  if (price === null) {
    problems.push({
      where: at('price'),
      message: `expected an amount ≥ 0 or "Free", ${gotOrMissing(item.price)}; item skipped`,
    });
    return null;
  }
  const links = {} as Record<(typeof LINK_FIELDS)[number], string | null>;
  for (const field of LINK_FIELDS) {
    const value = item[field];
    if (typeof value !== 'string') {
      problems.push({ where: at(field), message: `expected a URL, ${gotOrMissing(value)}; item skipped` });
      return null;
    }
    links[field] = safeLinkUrl(value);
    if (links[field] === null) {
      problems.push({ where: at(field), message: `unsafe or empty URL refused; the button is shown as unavailable` });
    }
  }
  let image: string | null = null;
  if (item.image !== undefined) {
    image = safeImageUrl(item.image);
    if (image === null)
      problems.push({ where: at('image'), message: 'unsafe or invalid image URL refused; a placeholder is shown' });
  }
  const cover = (item as Record<symbol, unknown>)[COVER];
  const id = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : `course-${index}`;
  return {
    id,
    ...text,
    price,
    syllabus: links.syllabus,
    content: links.content,
    image,
    // Shown as text when the image fails to load, so capped like the rest.
    imageAlt:
      typeof item.imageAlt === 'string'
        ? capField(item.imageAlt, IMAGE_ALT_LIMIT, at('imageAlt'), problems)
        : undefined,
    cover: Array.isArray(cover) ? (cover as unknown as CoverSpec) : undefined,
  };
}

/**
 * Validates untrusted course data. Bad items are skipped (each with a problem naming index and field) so
 * one typo in a CMS does not blank the whole catalog; data that is not a list at all is unusable (`ok: false`).
 */
export function parseCourses(input: unknown): ParsedCourses {
  const result = parseList(input, parseOne, { where: 'courses', of: 'courses', uniqueKey: 'id' });
  return result.ok ? { ok: true, courses: result.items, problems: result.problems } : result;
}
