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
import type { Problem } from './report';

/** Characters (UTF-16 code units) each displayed field keeps at most. */
export const TEXT_LIMITS = {
  course: { title: 200, description: 1000, instructor: 100, duration: 40, difficulty: 40, imageAlt: 250 },
  ecosystemItem: { title: 100, description: 500 },
  menuItem: { label: 60 },
  /** Attributes shown as text: <login-form heading>, <install-prompt app-name>. */
  attribute: { heading: 120, appName: 60 },
} as const;

const ELLIPSIS = '…';

/** `text` within `limit` characters: cut (never inside a surrogate pair) and ended with "…" when longer. */
export function capText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit - ELLIPSIS.length;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1; // a high surrogate: its pair is past the cut
  return `${text.slice(0, end)}${ELLIPSIS}`;
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
  if (text.length <= limit) return text;
  problems.push(overLimitProblem(where, text.length, limit));
  return capText(text, limit);
}
