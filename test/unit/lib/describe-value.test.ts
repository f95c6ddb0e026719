// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeValue, gotOrMissing } from '../../../src/lib/describe-value';

describe('describeValue: a wrong value in words', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [[1, 2], 'an array'],
    ['oops', '"oops"'],
    ['', '""'],
    [42, 'a number'],
    [true, 'a boolean'],
    [{ a: 1 }, 'an object'],
    [() => 1, 'a function'],
    [10n, 'a bigint'],
    [Symbol('s'), 'a symbol'],
  ])('%s → %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('quotes at most 40 characters of a string', () => {
    expect(describeValue('x'.repeat(100))).toBe(`"${'x'.repeat(40)}"`);
  });
});

describe('gotOrMissing: how a message ends', () => {
  it('says a missing value is missing, and names any other', () => {
    expect(gotOrMissing(undefined)).toBe('it is missing');
    expect(gotOrMissing(null)).toBe('got null');
    expect(gotOrMissing(7)).toBe('got a number');
    expect(gotOrMissing('no')).toBe('got "no"');
    expect(gotOrMissing({})).toBe('got an object');
  });
});
