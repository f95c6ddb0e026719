/**
 * HTML's rules for the `dir` attribute, as pure functions the server and the browser both call (DESIGN.md rule 12:
 * what decides the first render comes from one function on both sides). The browser applies them itself (an
 * element's computed `direction`); the server, which has no layout, applies them here, so it writes the direction
 * the browser's first render will read.
 */
import type { Direction } from './resolve';

/** The `dir` attribute's state: `ltr`, `rtl` or `auto`. */
export type DirState = Direction | 'auto';

/**
 * The state a `dir` value gives, by HTML's rule for enumerated attributes: the value ASCII-lowercased must be
 * exactly a keyword. Anything else (`" rtl"`, `"right"`, `""`) gives none: the element takes its parent's direction.
 */
export function dirState(value: string | null | undefined): DirState | undefined {
  const keyword = value?.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return keyword === 'ltr' || keyword === 'rtl' || keyword === 'auto' ? keyword : undefined;
}

/**
 * A letter of a right-to-left script (bidirectional class R or AL), or (the second group) any other letter (class
 * L). Digits, punctuation, symbols and emoji are weak or neutral: `dir="auto"` passes over them.
 */
const STRONG =
  /((?=\p{L})[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}])|(\p{L})/u;

/**
 * The direction `dir="auto"` gives an element whose text (autoDirectionText's) is `text`: that of its first strong
 * character, left to right when it has none.
 */
export function autoDirection(text: string): Direction {
  return STRONG.exec(text)?.[1] ? 'rtl' : 'ltr';
}

/** Descendants whose text `dir="auto"` does not read (they have a direction of their own, or hold no page text). */
export const NOT_DIRECTION_TEXT = new Set(['bdi', 'script', 'style', 'template', 'textarea']);
