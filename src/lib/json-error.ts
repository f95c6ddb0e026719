/**
 * JSON from a page (a JSON attribute, the inline JSON child) parsed with our own words for what is wrong. The
 * engines' `JSON.parse` messages differ ("Unterminated string in JSON at position 150" in Node and Chromium, other
 * words in Firefox and WebKit, and they change between versions): an error state that showed them would differ
 * between the server and every browser, and hydration would throw the server's nodes away. So where the JSON stops
 * being valid is found here, by a small validator that runs only once `JSON.parse` has failed, and said in the
 * element's language (the `invalidJson` message).
 */
import type { Problem } from './report';

export type JsonResult = { ok: true; value: unknown } | { ok: false; offset: number };

/** `text` parsed, or the offset (UTF-16 units from 0) where it stops being valid JSON. */
export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, offset: jsonErrorOffset(text) };
  }
}

/** The problem of invalid JSON at `offset`: its console words (English) and the position the notice shows. */
export function invalidJsonProblem(where: string, offset: number, suffix = ''): Problem {
  const position = offset + 1;
  return { where, message: `is not valid JSON (it stops being valid at character ${position})${suffix}`, position };
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]$/;

/**
 * The offset of the first character that makes `text` invalid JSON (RFC 8259, as JSON.parse reads it), or the
 * text's length when it ends too early; -1 when it is valid. Iterative (an explicit stack), so deep nesting cannot
 * overflow it.
 */
export function jsonErrorOffset(text: string): number {
  const n = text.length;
  let i = 0;
  const stack: string[] = [];
  const skipWhitespace = () => {
    while (i < n && WHITESPACE.has(text[i])) i++;
  };
  /** At a quote: past the string, or false with `i` at the bad character. */
  const string = (): boolean => {
    i++;
    while (i < n) {
      const c = text[i];
      if (c === '"') {
        i++;
        return true;
      }
      if (c < ' ') return false;
      if (c !== '\\') {
        i++;
        continue;
      }
      const escaped = text[i + 1];
      if (escaped === 'u') {
        for (let at = i + 2; at < i + 6; at++) {
          if (at >= n || !HEX.test(text[at])) {
            i = at;
            return false;
          }
        }
        i += 6;
      } else if (escaped !== undefined && ESCAPES.has(escaped)) i += 2;
      else {
        i += 1;
        return false;
      }
    }
    return false;
  };
  const digits = (): boolean => {
    const from = i;
    while (i < n && text[i] >= '0' && text[i] <= '9') i++;
    return i > from;
  };
  const number = (): boolean => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!(text[i] >= '1' && text[i] <= '9') || !digits()) return false;
    if (text[i] === '.') {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return false;
    }
    return true;
  };
  const literal = (word: string): boolean => {
    for (const c of word) {
      if (text[i] !== c) return false;
      i++;
    }
    return true;
  };
  /** After `{` or `,` in an object: a key and its colon. */
  const key = (): boolean => {
    skipWhitespace();
    if (text[i] !== '"' || !string()) return false;
    skipWhitespace();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };

  for (;;) {
    // A value.
    skipWhitespace();
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      skipWhitespace();
      if (text[i] === (c === '{' ? '}' : ']')) i++;
      else {
        stack.push(c);
        if (c === '{' && !key()) return i;
        continue;
      }
    } else if (c === '"') {
      if (!string()) return i;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      if (!number()) return i;
    } else if (c === 't' || c === 'f' || c === 'n') {
      if (!literal(c === 't' ? 'true' : c === 'f' ? 'false' : 'null')) return i;
    } else return i;
    // After a value: the end, a comma, or the close of its container.
    for (;;) {
      skipWhitespace();
      const open = stack.at(-1);
      if (open === undefined) return i === n ? -1 : i;
      if (text[i] === ',') {
        i++;
        if (open === '{' && !key()) return i;
        break;
      }
      if (text[i] !== (open === '{' ? '}' : ']')) return i;
      stack.pop();
      i++;
    }
  }
}
