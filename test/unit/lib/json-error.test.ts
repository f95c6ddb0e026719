/**
 * Our own words for JSON that is not valid (src/lib/json-error.ts): where it stops being valid, found by a small
 * validator, never the engine's message (which differs between Node, Chromium, Firefox and WebKit).
 */
import { describe, expect, it } from 'vitest';
import { prop } from '../../../src/elements/kit/api';
import { parseAttribute } from '../../../src/elements/kit/attributes';
import { invalidJsonProblem, jsonErrorOffset, parseJson } from '../../../src/lib/json-error';

describe('jsonErrorOffset', () => {
  it.each([
    ['[1, 2]', -1],
    [' {"a": [true, false, null, -0.5e+3, "\\u00e9\\n"]} ', -1],
    ['"text"', -1],
    ['', 0],
    ['   ', 3],
    ['nope', 1],
    ['[1,]', 3],
    ['[1 2]', 3],
    ['{"a" 1}', 5],
    ["{'a': 1}", 1],
    ['{"a": 1,}', 8],
    ['[{"title": ', 11],
    ['["abc', 5],
    ['["a\\x"]', 4],
    ['["\\u12G4"]', 6],
    ['["a\u0001"]', 3],
    ['01', 1],
    ['-', 1],
    ['1.', 2],
    ['1e', 2],
    ['[1] x', 4],
    ['[object Object]', 1],
    ['NaN', 0],
    ['tru', 3],
  ])('%j: %i', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it('deep nesting cannot overflow it', () => {
    expect(jsonErrorOffset(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBe(-1);
    expect(jsonErrorOffset(`${'['.repeat(200_000)}x`)).toBe(200_000);
  });

  it('agrees with JSON.parse on what is valid, for texts cut or changed anywhere', () => {
    const valid = JSON.stringify([{ title: 'A "b" \\ é 😀', n: -1.5e-3, ok: true, none: null, list: [1, [2, {}]] }]);
    const texts: string[] = [];
    for (let at = 0; at <= valid.length; at++) {
      texts.push(valid.slice(0, at));
      for (const c of ['}', ',', 'x', '"', '\\', ' ', ':', ']', '0'])
        texts.push(valid.slice(0, at) + c + valid.slice(at));
    }
    for (const text of texts) {
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect(jsonErrorOffset(text) === -1, JSON.stringify(text)).toBe(parses);
    }
  });
});

describe('the problem of JSON that is not valid', () => {
  it('says where it stops being valid, counted from 1, in the same words everywhere', () => {
    expect(parseJson('[1,]')).toEqual({ ok: false, offset: 3 });
    expect(parseJson('[1]')).toEqual({ ok: true, value: [1] });
    expect(invalidJsonProblem('attribute "courses"', 3)).toEqual({
      where: 'attribute "courses"',
      message: 'is not valid JSON (it stops being valid at character 4)',
      position: 4,
    });
  });

  it('a JSON attribute: our words, not the engine’s message', () => {
    const { problem, fatal } = parseAttribute(prop.json({ description: '' }), 'courses', '[{"title": "A}]');
    expect(fatal).toBe(true);
    expect(problem).toEqual({
      where: 'attribute "courses"',
      message: 'is not valid JSON (it stops being valid at character 16)',
      position: 16,
    });
    expect(problem?.message).not.toMatch(/Unterminated|Unexpected|line 1 column/);
  });
});
