// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSE_ENTRIES, DEFAULT_COURSE_FIELDS } from '../../../src/data/courses';
import { coverArt } from '../../../src/lib/cover-art';
import { DEFAULT_COURSES } from '../../../src/lib/default-courses';

describe('DEFAULT_COURSES: the data, completed', () => {
  it('keeps every field of the data, adds the common ones, draws the cover and links both pages from the id', () => {
    expect(DEFAULT_COURSES).toHaveLength(DEFAULT_COURSE_ENTRIES.length);
    DEFAULT_COURSE_ENTRIES.forEach(({ cover, ...fields }, index) => {
      expect(DEFAULT_COURSES[index]).toEqual({
        ...fields,
        ...DEFAULT_COURSE_FIELDS,
        image: coverArt(...cover),
        syllabus: `/public/features/courses/syllabus/${fields.id}`,
        content: `/public/features/courses/content/${fields.id}`,
      });
    });
  });

  it('leaves no `cover` behind and gives the three courses three different covers', () => {
    for (const course of DEFAULT_COURSES) expect(course).not.toHaveProperty('cover');
    expect(new Set(DEFAULT_COURSES.map((course) => course.image)).size).toBe(3);
    expect(DEFAULT_COURSES[0].image).toBe(coverArt('Java', '#b45309', '#dc2626'));
  });
});
