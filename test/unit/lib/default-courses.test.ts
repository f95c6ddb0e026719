// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSE_ENTRIES } from '../../../src/data/courses';
import { coverArt } from '../../../src/lib/cover-art';
import { DEFAULT_COURSES } from '../../../src/lib/default-courses';

describe('DEFAULT_COURSES: the data with each cover drawn', () => {
  it('keeps every field of the data and draws each cover from its own words and colours', () => {
    expect(DEFAULT_COURSES).toHaveLength(DEFAULT_COURSE_ENTRIES.length);
    DEFAULT_COURSE_ENTRIES.forEach(({ cover, ...fields }, index) => {
      const course = DEFAULT_COURSES[index];
      expect(course).toEqual({ ...fields, image: coverArt(cover.label, cover.from, cover.to) });
      expect(course).not.toHaveProperty('cover');
    });
  });

  it('gives the three courses three different covers', () => {
    expect(new Set(DEFAULT_COURSES.map((course) => course.image)).size).toBe(3);
    expect(DEFAULT_COURSES[0].image).toBe(coverArt('Java', '#b45309', '#dc2626'));
  });
});
