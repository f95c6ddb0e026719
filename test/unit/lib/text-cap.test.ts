import { describe, expect, it } from 'vitest';
import { capField, capText, TEXT_LIMITS } from '../../../src/lib/text-cap';

describe('capText', () => {
  it('keeps text within the limit as it is', () => {
    expect(capText('abc', 3)).toBe('abc');
    expect(capText('', 3)).toBe('');
  });

  it('cuts longer text to exactly the limit, ending in an ellipsis', () => {
    const cut = capText('A'.repeat(1_000_000), 1000);
    expect(cut).toHaveLength(1000);
    expect(cut.endsWith('A…')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const cut = capText('ab😀cdef', 4); // "ab", then the two halves of 😀 at 2 and 3
    expect(cut).toBe('ab…');
    expect(capText('abc😀def', 5)).toBe('abc…');
  });
});

describe('capField', () => {
  it('reports a cut field with its place, its length and the limit', () => {
    const problems: { where: string; message: string }[] = [];
    expect(
      capField('x'.repeat(100_000), TEXT_LIMITS.course.instructor, 'courses[1].instructor', problems),
    ).toHaveLength(TEXT_LIMITS.course.instructor);
    expect(capField('Ada', TEXT_LIMITS.course.instructor, 'courses[2].instructor', problems)).toBe('Ada');
    expect(problems).toEqual([
      {
        where: 'courses[1].instructor',
        message: 'text of 100,000 characters is longer than the limit of 100 characters; shown cut at the limit',
      },
    ]);
  });
});
