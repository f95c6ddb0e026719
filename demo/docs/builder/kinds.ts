/**
 * What each snippet builder edits: the fields of one entry (the data format the element pages document for
 * EcosystemItemInput and CourseInput), a new entry, the starting data, how the element takes the data in HTML
 * alone, and the element's own validation of it (element-messages.ts).
 */

import { COMING_SOON, ENABLED_APPS } from '../../../src/data/ecosystem';
import { DEFAULT_COURSES } from '../../../src/lib/default-courses';
import { DEFAULT_ICON, ICON_NAMES } from '../../../src/lib/ecosystem-icons';
import { PALETTE_NAMES } from '../../../src/lib/palette';
import {
  type Validation,
  validateCatalogAttribute,
  validateEcosystemChild,
  validateGridAttribute,
} from '../element-messages';
import type { BuilderTag } from '../manifest';
import { inlineJsonChildSnippet, jsonAttributeSnippet, type LanguageOptions } from '../snippets';

export type FieldKind = 'text' | 'textarea' | 'url' | 'select' | 'checkbox' | 'price';

export type Field = {
  name: string;
  label: string;
  kind: FieldKind;
  /** Required text is written even when empty (the element says what is wrong); optional text is left out. */
  required?: boolean;
  /** A select's choices; the first option, "", leaves the field out. */
  options?: readonly string[];
  /** Suggestions of a text field (a datalist). */
  suggestions?: readonly string[];
  hint?: string;
};

export type BuilderKind = {
  tag: BuilderTag;
  /** What one entry is called: "card", "course". */
  noun: string;
  fields: readonly Field[];
  /** A valid entry to start editing from. */
  newEntry: () => Record<string, unknown>;
  start: readonly unknown[];
  /** What the element logs for this text, as the snippet (in `form`) gives it the text. */
  validate: (json: string, form: SnippetForm) => Validation;
  /** The JSON attribute that carries the data (`items`, `courses`): the form the builder copies by default. */
  attribute: string;
  /** Whether the element also reads an inline `<script type="application/json">` child (the grid; not the catalog). */
  jsonChild: boolean;
};

/**
 * How a snippet carries the data: the JSON attribute (works for every CMS role once the tag is allowed) or the
 * inline JSON child (a `<script>`: only for editors allowed to post any HTML, `unfiltered_html` in WordPress).
 */
export type SnippetForm = 'attribute' | 'json-child';

/** The HTML to paste, in `form` (the attribute where the element has no JSON child), with the options set. */
export function builderSnippet(kind: BuilderKind, json: string, form: SnippetForm, options?: LanguageOptions): string {
  return form === 'json-child' && kind.jsonChild
    ? inlineJsonChildSnippet(kind.tag, json, options)
    : jsonAttributeSnippet(kind.tag, kind.attribute, json, options);
}

const ECOSYSTEM_FIELDS: readonly Field[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  {
    name: 'enable',
    label: 'Live app (untick for a "coming soon" card)',
    kind: 'checkbox',
  },
  { name: 'link', label: 'Link (where Explore opens)', kind: 'url', hint: 'Required for a live app.' },
  {
    name: 'icon',
    label: 'Icon',
    kind: 'select',
    options: ['', ...ICON_NAMES],
    hint: `Not set: ${DEFAULT_ICON}.`,
  },
  {
    name: 'color',
    label: 'Colour',
    kind: 'text',
    suggestions: PALETTE_NAMES,
    hint: '#rgb, #rrggbb or a palette name (blue, green, …).',
  },
  { name: 'id', label: 'Id (optional)', kind: 'text' },
];

const COURSE_FIELDS: readonly Field[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'instructor', label: 'Instructor', kind: 'text', required: true },
  { name: 'duration', label: 'Duration', kind: 'text', required: true },
  { name: 'difficulty', label: 'Difficulty', kind: 'text', required: true },
  { name: 'price', label: 'Price', kind: 'price', required: true, hint: 'An amount (0 shows Free), or "Free".' },
  { name: 'syllabus', label: 'Syllabus link', kind: 'url', required: true },
  { name: 'content', label: 'Course link', kind: 'url', required: true },
  { name: 'image', label: 'Image URL (optional)', kind: 'url' },
  { name: 'imageAlt', label: 'Image description (optional)', kind: 'text' },
  { name: 'id', label: 'Id (optional)', kind: 'text' },
];

export const BUILDER_KINDS: Readonly<Record<BuilderTag, BuilderKind>> = {
  'ecosystem-grid': {
    tag: 'ecosystem-grid',
    noun: 'card',
    fields: ECOSYSTEM_FIELDS,
    newEntry: () => ({
      icon: 'rocket',
      title: 'New app',
      description: 'What the app does, in one sentence.',
      color: 'blue',
      link: '/apps/new-app',
      enable: true,
    }),
    start: [...ENABLED_APPS.slice(0, 3), COMING_SOON[0]],
    validate: (json, form) => (form === 'json-child' ? validateEcosystemChild(json) : validateGridAttribute(json)),
    attribute: 'items',
    jsonChild: true,
  },
  'course-catalog': {
    tag: 'course-catalog',
    noun: 'course',
    fields: COURSE_FIELDS,
    newEntry: () => ({
      title: 'New course',
      description: 'What the course teaches, in one sentence.',
      instructor: 'Your name',
      duration: '6 Weeks',
      difficulty: 'Beginner',
      price: 0,
      syllabus: '/courses/new-course/syllabus',
      content: '/courses/new-course/content',
    }),
    // The default courses as partners would write them: their drawn covers are no field (src/lib/courses.ts, COVER).
    start: DEFAULT_COURSES,
    validate: (json) => validateCatalogAttribute(json),
    attribute: 'courses',
    jsonChild: false,
  },
};
