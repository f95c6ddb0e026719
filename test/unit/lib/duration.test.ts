// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationInHours } from '../../../src/lib/duration';

describe('durationInHours', () => {
  it.each([
    ['12 Weeks', 12 * 7 * 24],
    ['1 week', 7 * 24],
    ['90 minutes', 1.5],
    ['45 min', 0.75],
    ['3 hours', 3],
    ['2h', 2],
    ['10 days', 240],
    ['3 months', 3 * 30 * 24],
    ['1 year', 365 * 24],
    ['1.5 hours', 1.5],
    ['2,5 hours', 2.5],
    ['About 6 WEEKS', 6 * 7 * 24],
  ])('reads %j as %d hours', (text, hours) => {
    expect(durationInHours(text)).toBeCloseTo(hours, 10);
  });

  it.each(['Self-paced', '', '12', '3 fortnights'])('gives Infinity for %j (sorts last)', (text) => {
    expect(durationInHours(text)).toBe(Number.POSITIVE_INFINITY);
  });

  it('orders units sensibly', () => {
    expect(durationInHours('90 minutes')).toBeLessThan(durationInHours('2 hours'));
    expect(durationInHours('2 days')).toBeLessThan(durationInHours('1 week'));
    expect(durationInHours('5 weeks')).toBeLessThan(durationInHours('2 months'));
  });
});
