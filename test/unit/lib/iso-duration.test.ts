// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isoDuration } from '../../../src/lib/iso-duration';

describe('isoDuration: a course duration as schema.org courseWorkload', () => {
  it.each([
    ['12 Weeks', 'P12W'],
    ['1 week', 'P1W'],
    ['90 minutes', 'PT90M'],
    ['45 min', 'PT45M'],
    ['3 hours', 'PT3H'],
    ['2h', 'PT2H'],
    ['10 days', 'P10D'],
    ['3 months', 'P3M'],
    ['1 year', 'P1Y'],
    ['1.5 hours', 'PT1.5H'],
    ['2,5 hours', 'PT2.5H'],
    ['About 6 WEEKS', 'P6W'],
    ['06 weeks', 'P6W'],
  ])('reads %j as %s', (text, iso) => {
    expect(isoDuration(text)).toBe(iso);
  });

  it.each(['Self-paced', '', '12', '3 fortnights'])('gives nothing for %j', (text) => {
    expect(isoDuration(text)).toBeUndefined();
  });
});
