/**
 * The docs' languages, pure: which bundled language a module path is, the catalogue a locale module holds, which
 * languages are right to left, the `lang`/`dir` a live example's pickers set, a translation table's rows, and the
 * `strings` field's checks (the element's own, src/lib/i18n/strings.ts, with its warnings shown as field errors).
 */

import type { MessageValue } from '../../src/lib/i18n/format';
import { validateStrings } from '../../src/lib/i18n/strings';
import { captureConsole } from './element-messages';
import type { MessageDoc } from './model';
import type { AttributeValues } from './snippets';

export type { MessageValue };
export type Catalogue = Readonly<Record<string, MessageValue>>;

/** `../../src/lib/i18n/locales/pt.ts` → `pt`. */
export function codeFromPath(path: string): string {
  return (path.split('/').pop() ?? '').replace(/\.[cm]?[jt]s$/, '');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMessageValue = (value: unknown): value is MessageValue =>
  typeof value === 'string' ||
  (isPlainObject(value) && typeof value.other === 'string' && Object.values(value).every((v) => typeof v === 'string'));

/**
 * The catalogue a locale module exports: its default export, else its first exported object of messages. Only
 * entries that are messages are kept, so a helper export never shows as a translation.
 */
export function catalogueFromModule(module: unknown): Catalogue | undefined {
  if (!isPlainObject(module)) return undefined;
  const candidates = [
    module.default,
    ...Object.entries(module)
      .filter(([name]) => name !== 'default')
      .map(([, v]) => v),
  ];
  for (const candidate of candidates) {
    if (!isPlainObject(candidate)) continue;
    const entries = Object.entries(candidate).filter(([, value]) => isMessageValue(value));
    if (entries.length > 0) return Object.fromEntries(entries) as Catalogue;
  }
  return undefined;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);

/** Whether a language is written right to left (by its primary subtag: `ar-EG` → `ar`). */
export function isRtl(code: string): boolean {
  return RTL_LANGUAGES.has(code.trim().toLowerCase().split('-')[0]);
}

/** `de` → `German (de)`; the code alone where the engine has no name for it. */
export function languageName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}

/** The direction picker: follow the language, or force either direction. */
export type DirectionChoice = 'auto' | 'ltr' | 'rtl';
export const DIRECTION_CHOICES: readonly { value: DirectionChoice; label: string }[] = [
  { value: 'auto', label: 'From the language' },
  { value: 'ltr', label: 'Left to right (ltr)' },
  { value: 'rtl', label: 'Right to left (rtl)' },
];

/** The language an example starts in: English, the docs' own language, with no `lang` of its own. */
export const ENGLISH = 'en';

/**
 * The example's attributes with the pickers' `lang` and `dir`: English sets no `lang` (the page is English);
 * "from the language" sets `dir="rtl"` for a right-to-left language and nothing otherwise, as a partner's page
 * in that language would. A `lang` or `dir` in `values` is replaced.
 */
export function withLanguage(values: AttributeValues, lang: string, direction: DirectionChoice): AttributeValues {
  const next: Record<string, string | true> = { ...values };
  delete next.lang;
  delete next.dir;
  if (lang && lang !== ENGLISH) next.lang = lang;
  const dir = direction === 'auto' ? (isRtl(lang) ? 'rtl' : undefined) : direction;
  if (dir) next.dir = dir;
  return next;
}

/** A bundled language's column of a translation table. */
export type LanguageColumn = { code: string; catalogue: Catalogue };

/** One row of the translators' table: the message, then each language's words for it (undefined: missing). */
export type TranslationRow = { message: MessageDoc; translations: (MessageValue | undefined)[] };

export function translationRows(messages: readonly MessageDoc[], columns: readonly LanguageColumn[]): TranslationRow[] {
  return messages.map((message) => ({
    message,
    translations: columns.map(({ catalogue }) =>
      Object.hasOwn(catalogue, message.key) ? catalogue[message.key] : undefined,
    ),
  }));
}

/** How many of `messages` a language lacks. */
export function missingCount(messages: readonly MessageDoc[], catalogue: Catalogue): number {
  return messages.filter((message) => !Object.hasOwn(catalogue, message.key)).length;
}

/** A message's text, or its plural variants as `one: …` lines. */
export function variantLines(value: MessageValue): { category?: string; text: string }[] {
  return typeof value === 'string'
    ? [{ text: value }]
    : Object.entries(value).map(([category, text]) => ({ category, text }));
}

export type StringsCheck = {
  /** What the element keeps of the text: the valid messages by key; undefined for nothing (empty or unusable). */
  value?: Catalogue;
  /** Why some or all of it is ignored: JSON.parse's complaint, or the element's own warnings, word for word. */
  errors: string[];
};

/**
 * The `strings` field as typed, checked as `<tag strings='…'>` would be: the attribute's JSON, then the element's
 * checks (validateStrings against its English messages), their console warnings captured as the field's errors.
 */
export function checkStrings(tag: string, text: string, english: Catalogue): StringsCheck {
  if (text.trim() === '') return { errors: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { errors: [`Not valid JSON: ${(error as Error).message}`] };
  }
  let value: Catalogue | undefined;
  const logged = captureConsole(() => {
    value = validateStrings(tag, parsed, english);
  });
  const kept = value && Object.keys(value).length > 0 ? value : undefined;
  return { ...(kept ? { value: kept } : {}), errors: logged.map((message) => message.text) };
}
