/**
 * Caps on displayed text from data and attributes.
 *
 * Why: a browser lays out a very long word (no spaces: a pasted token, a broken export) in time that grows faster
 * than its length. In Chromium a run of kerned capitals that has to wrap (`overflow-wrap: break-word`, which
 * keeps long URLs inside their card) is reshaped at every line: 100,000 × "A" in a course description took about
 * 4 s, 1 MB froze the page for more than 30 s, while the same length of lowercase or of spaced words takes a few
 * ms. No CSS that still wraps a long word avoids it everywhere, so the text itself is bounded: each displayed
 * field has a limit (docs/guides/security.md, "Text limits") far above any sensible value, and longer text is cut there with an
 * ellipsis and a warning naming the element, item and field. Bench: `npm run bench`, "Long unbroken text".
 */
import { plainText } from './plain-text';
import type { Problem } from './report';

export { plainText };

/** Characters (UTF-16 code units) each displayed field keeps at most. */
export const TEXT_LIMITS = {
  course: { title: 200, description: 1000, instructor: 100, duration: 40, difficulty: 40, imageAlt: 250 },
  ecosystemItem: { title: 100, description: 500 },
  menuItem: { label: 60 },
  /** Attributes shown as text: <login-form heading>, <install-prompt app-name>. */
  attribute: { heading: 120, appName: 60 },
} as const;

const ELLIPSIS = '…';

/**
 * Where a cut of `text` at `end` (UTF-16 units) may go without splitting what a reader sees as one character (a
 * grapheme cluster: an emoji and its modifiers, a ZWJ family, a flag, a letter and its combining marks): the last
 * cluster boundary at or before `end`, by Intl.Segmenter. Every engine that runs the elements, and every server
 * runtime the renderer is tested on (Node, Deno, Bun, workerd), has it. An engine without it gets a cut that only
 * never splits a surrogate pair (no replacement character shown): a fuller set of rules here cost every element's
 * closure about 0.2 KB brotli, for engines no visitor runs.
 */
export function clusterCut(text: string, end: number): number {
  if (end >= text.length) return text.length;
  if (end <= 0) return 0;
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') {
    const code = text.charCodeAt(end);
    return code >= 0xdc00 && code <= 0xdfff ? end - 1 : end;
  }
  // The boundary at `end` depends on a code point either side of it: two units past it are enough to decide.
  let cut = 0;
  for (const { index } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text.slice(0, end + 2))) {
    if (index > end) break;
    cut = index;
  }
  return cut;
}

/**
 * `text` within `limit` characters: cut at a cluster boundary and ended with "…" when longer (so the result may be
 * shorter than the limit by part of a cluster), made plain first (plainText).
 */
export function capText(text: string, limit: number): string {
  const plain = plainText(text);
  if (plain.length <= limit) return plain;
  return `${plain.slice(0, clusterCut(plain, limit - ELLIPSIS.length))}${ELLIPSIS}`;
}

/** The problem of text over its limit, for warnProblems (`<course-catalog> courses[0].description: …`). */
export function overLimitProblem(where: string, length: number, limit: number): Problem {
  return {
    where,
    message: `text of ${length.toLocaleString('en-US')} characters is longer than the limit of ${limit.toLocaleString('en-US')} characters; shown cut at the limit`,
  };
}

/** Caps `text`, pushing a problem at `where` when it was cut. */
export function capField(text: string, limit: number, where: string, problems: Problem[]): string {
  if (text.length <= limit) return plainText(text);
  problems.push(overLimitProblem(where, text.length, limit));
  return capText(text, limit);
}
