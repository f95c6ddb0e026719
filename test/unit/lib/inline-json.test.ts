// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INLINE_JSON_SOURCE, parseInlineJson } from '../../../src/lib/inline-json';

describe('parseInlineJson', () => {
  it('no child: nothing, unless the parser may still write one', () => {
    expect(parseInlineJson(null, false)).toBeUndefined();
    expect(parseInlineJson(null, true)).toEqual({ status: 'pending' });
  });

  it('valid JSON is ready, whatever it holds (validation comes later)', () => {
    expect(parseInlineJson('[1, {"a": 2}]', false)).toEqual({ status: 'ready', value: [1, { a: 2 }] });
    expect(parseInlineJson(' {"x": 1} ', true)).toEqual({ status: 'ready', value: { x: 1 } });
  });

  it.each(['[{oops', '', '   ', "[{'a': 1}]", '[1,]'])('malformed %j is an error naming the source', (text) => {
    const state = parseInlineJson(text, false);
    expect(state?.status).toBe('error');
    expect(state?.status === 'error' && state.problem.where).toBe(INLINE_JSON_SOURCE);
    expect(state?.status === 'error' && state.problem.message).toMatch(/^is not valid JSON \(.+\)$/);
  });

  it('a half-written text while the parser is still inside is pending, not an error', () => {
    expect(parseInlineJson('[{"title": "To', true)).toEqual({ status: 'pending' });
  });
});
