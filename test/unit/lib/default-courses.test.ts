// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSE_ENTRIES, DEFAULT_COURSE_FIELDS } from '../../../src/data/courses';
import { COVER } from '../../../src/lib/courses';
import { DEFAULT_COURSES } from '../../../src/lib/default-courses';

describe('DEFAULT_COURSES: the data, completed', () => {
  it('keeps every field of the data, adds the common ones, keeps the cover and links both pages from the id', () => {
    expect(DEFAULT_COURSES).toHaveLength(DEFAULT_COURSE_ENTRIES.length);
    DEFAULT_COURSE_ENTRIES.forEach(({ cover, ...fields }, index) => {
      expect(DEFAULT_COURSES[index]).toEqual({
        ...fields,
        ...DEFAULT_COURSE_FIELDS,
        [COVER]: cover,
        syllabus: `/public/features/courses/syllabus/${fields.id}`,
        content: `/public/features/courses/content/${fields.id}`,
      });
    });
  });

  it('gives no image URL and no `cover` field: the cover is under the COVER symbol, which JSON cannot carry', () => {
    for (const course of DEFAULT_COURSES) {
      expect(course).not.toHaveProperty('image');
      expect(course).not.toHaveProperty('cover');
      expect(JSON.stringify(course)).not.toContain('#');
    }
    expect((DEFAULT_COURSES[0] as Record<symbol, unknown>)[COVER]).toEqual(['Java', '#b45309', '#dc2626']);
  });
});
