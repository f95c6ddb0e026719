// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { got, typeName } from '../../../src/lib/describe-value';

describe('typeName: a wrong value in words', () => {
  it.each([
    [null, 'null'],
    [[1, 2], 'an array'],
    ['oops', '"oops"'],
    ['', '""'],
    [42, 'a number'],
    [true, 'a boolean'],
    [{ a: 1 }, 'a object'],
    [undefined, 'a undefined'],
  ])('%j → %s', (value, expected) => {
    expect(typeName(value)).toBe(expected);
  });

  it('quotes at most 40 characters of a string', () => {
    expect(typeName('x'.repeat(100))).toBe(`"${'x'.repeat(40)}"`);
  });
});

describe('got: how a message ends', () => {
  it('says a missing value is missing, and names any other', () => {
    expect(got(undefined)).toBe('it is missing');
    expect(got(null)).toBe('got null');
    expect(got(7)).toBe('got a number');
    expect(got('no')).toBe('got "no"');
  });
});
