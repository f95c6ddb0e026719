// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Course, type ParsedCourses, parseCourses } from '../../../src/lib/courses';
import { DEFAULT_COURSES } from '../../../src/lib/default-courses';
import type { Problem } from '../../../src/lib/report';

const valid = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'java',
  title: 'Java Programming',
  description: 'Objects and streams.',
  instructor: 'Daniel Brooks',
  duration: '12 Weeks',
  difficulty: 'Advanced',
  price: 0,
  syllabus: '/syllabus/java',
  content: '/content/java',
  ...overrides,
});

function ok(result: ParsedCourses): { courses: Course[]; problems: Problem[] } {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result;
}

describe('parseCourses: unusable input', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [{ courses: [] }, 'an object'],
    ['[]', '"[]"'],
    [42, 'a number'],
  ])('refuses %j (not an array) with one problem naming what it got', (input, described) => {
    const result = parseCourses(input);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].where).toBe('courses');
    expect(result.problems[0].message).toContain(described);
  });

  it('accepts an empty array as an empty catalog', () => {
    expect(parseCourses([])).toEqual({ ok: true, courses: [], problems: [] });
  });
});

describe('parseCourses: valid input', () => {
  it('parses the default courses without problems', () => {
    const { courses, problems } = ok(parseCourses(DEFAULT_COURSES));
    expect(problems).toEqual([]);
    expect(courses.map((c) => c.id)).toEqual(['java', 'spring-boot', 'mysql']);
    expect(courses.map((c) => c.title)).toEqual(['Java Programming', 'Spring Boot', 'MySQL']);
    for (const course of courses) {
      expect(course.price).toBe(0);
      expect(course.duration).toBe('12 Weeks');
      expect(course.difficulty).toBe('Advanced');
      expect(course.syllabus).toBe(`/public/features/courses/syllabus/${course.id}`);
      expect(course.content).toBe(`/public/features/courses/content/${course.id}`);
      // No image URL: the catalog draws each course's own cover in the card.
      expect(course.image).toBeNull();
      expect(course.cover).toHaveLength(3);
    }
  });

  it('takes no drawn cover from data: only the default courses carry one', () => {
    const { courses } = ok(parseCourses(JSON.parse(JSON.stringify([valid({ cover: ['X', '#000', '#fff'] })]))));
    expect(courses[0].cover).toBeUndefined();
  });

  it('keeps every field of a valid item', () => {
    const { courses } = ok(
      parseCourses([valid({ price: 49.5, image: 'https://example.com/a.png', imageAlt: 'A cup of coffee' })]),
    );
    expect(courses[0]).toEqual({
      id: 'java',
      title: 'Java Programming',
      description: 'Objects and streams.',
      instructor: 'Daniel Brooks',
      duration: '12 Weeks',
      difficulty: 'Advanced',
      price: 49.5,
      syllabus: '/syllabus/java',
      content: '/content/java',
      image: 'https://example.com/a.png',
      imageAlt: 'A cup of coffee',
    });
  });

  it('turns numeric ids into strings and gives a missing id one from the index', () => {
    const { id: _drop, ...noId } = valid();
    const { courses } = ok(parseCourses([valid({ id: 7 }), noId]));
    expect(courses.map((c) => c.id)).toEqual(['7', 'course-1']);
  });

  it('has a null image (placeholder) when none is given, without a problem', () => {
    const { courses, problems } = ok(parseCourses([valid()]));
    expect(courses[0].image).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe('parseCourses: price', () => {
  it.each([
    ['Free', 0],
    ['free', 0],
    [' FREE ', 0],
    [0, 0],
    [19.99, 19.99],
    ['25', 25],
    ['12.50', 12.5],
  ])('reads %j as %d', (price, amount) => {
    const { courses, problems } = ok(parseCourses([valid({ price })]));
    expect(problems).toEqual([]);
    expect(courses[0].price).toBe(amount);
  });

  it.each([-1, '-5', 'abc', '', '  ', Number.NaN, Number.POSITIVE_INFINITY, null, true, [10]])(
    'skips an item priced %j with a problem at courses[i].price',
    (price) => {
      const { courses, problems } = ok(parseCourses([valid({ id: 'a' }), valid({ id: 'b', price })]));
      expect(courses.map((c) => c.id)).toEqual(['a']);
      expect(problems).toHaveLength(1);
      expect(problems[0].where).toBe('courses[1].price');
      expect(problems[0].message).toContain('item skipped');
    },
  );

  it('names a missing price as missing', () => {
    const { price: _drop, ...noPrice } = valid();
    const { courses, problems } = ok(parseCourses([noPrice]));
    expect(courses).toEqual([]);
    expect(problems[0]).toEqual({
      where: 'courses[0].price',
      message: expect.stringContaining('it is missing'),
    });
  });
});

describe('parseCourses: bad items are skipped, the rest kept', () => {
  it.each(['title', 'description', 'instructor', 'duration', 'difficulty'])(
    'skips an item whose %s is missing, naming courses[i].%s',
    (field) => {
      const broken = valid({ id: 'broken' });
      delete broken[field];
      const { courses, problems } = ok(parseCourses([valid({ id: 'a' }), broken, valid({ id: 'c' })]));
      expect(courses.map((c) => c.id)).toEqual(['a', 'c']);
      expect(problems).toEqual([{ where: `courses[1].${field}`, message: expect.stringContaining('it is missing') }]);
    },
  );

  it.each([
    ['title', 42, 'a number'],
    ['description', null, 'null'],
    ['instructor', ['Ann'], 'an array'],
    ['duration', { weeks: 12 }, 'an object'],
    ['difficulty', '   ', '"   "'],
    ['title', '', '""'],
  ])('skips an item whose %s is %j, saying it got %s', (field, value, described) => {
    const { courses, problems } = ok(parseCourses([valid({ [field]: value })]));
    expect(courses).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0].where).toBe(`courses[0].${field}`);
    expect(problems[0].message).toContain(`got ${described}`);
    expect(problems[0].message).toContain('item skipped');
  });

  it.each(['syllabus', 'content'])('skips an item whose %s is not a string', (field) => {
    const { courses, problems } = ok(parseCourses([valid({ [field]: 5 })]));
    expect(courses).toEqual([]);
    expect(problems).toEqual([{ where: `courses[0].${field}`, message: expect.stringContaining('got a number') }]);
  });

  it.each([null, 'Java', 3, ['a']])('skips the non-object item %j, naming courses[i]', (item) => {
    const { courses, problems } = ok(parseCourses([valid({ id: 'a' }), item]));
    expect(courses.map((c) => c.id)).toEqual(['a']);
    expect(problems).toHaveLength(1);
    expect(problems[0].where).toBe('courses[1]');
    expect(problems[0].message).toContain('expected an object');
  });

  it('reports one problem per bad item, each with its own index', () => {
    const { courses, problems } = ok(
      parseCourses([valid({ title: 1 }), valid({ id: 'ok' }), valid({ price: -3 }), 'x']),
    );
    expect(courses.map((c) => c.id)).toEqual(['ok']);
    expect(problems.map((p) => p.where)).toEqual(['courses[0].title', 'courses[2].price', 'courses[3]']);
  });
});

describe('parseCourses: unsafe URLs', () => {
  it.each([
    ['syllabus', 'javascript:alert(1)'],
    ['content', 'data:text/html,<script>alert(1)</script>'],
    ['syllabus', 'java\tscript:alert(1)'],
    ['content', 'vbscript:x'],
    ['syllabus', ''],
  ])('keeps the course but sets %s to null for %j, with a problem', (field, url) => {
    const { courses, problems } = ok(parseCourses([valid({ [field]: url })]));
    expect(courses).toHaveLength(1);
    expect(courses[0][field as 'syllabus' | 'content']).toBeNull();
    const other = field === 'syllabus' ? 'content' : 'syllabus';
    expect(courses[0][other]).not.toBeNull();
    expect(problems).toEqual([{ where: `courses[0].${field}`, message: expect.stringContaining('unsafe') }]);
  });

  it('keeps the course with a placeholder when the image URL is unsafe', () => {
    const { courses, problems } = ok(parseCourses([valid({ image: 'data:text/html,<b>x</b>' })]));
    expect(courses[0].image).toBeNull();
    expect(problems).toEqual([{ where: 'courses[0].image', message: expect.stringContaining('placeholder') }]);
  });

  it('keeps a data:image URL as the image', () => {
    const { courses } = ok(parseCourses([valid({ image: 'data:image/png;base64,AAAA' })]));
    expect(courses[0].image).toBe('data:image/png;base64,AAAA');
  });
});

describe('parseCourses: ids and text', () => {
  it('makes duplicate ids unique so React keys never collide', () => {
    const { courses } = ok(parseCourses([valid({ id: 'x' }), valid({ id: 'x' }), valid({ id: 'x' })]));
    const ids = courses.map((c) => c.id);
    expect(ids[0]).toBe('x');
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps ids unique even when a renamed duplicate matches an id already given', () => {
    const { courses } = ok(parseCourses([valid({ id: 'x~2' }), valid({ id: 'x' }), valid({ id: 'x' })]));
    const ids = courses.map((c) => c.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('does not collide a numeric id with the same string id', () => {
    const { courses } = ok(parseCourses([valid({ id: 1 }), valid({ id: '1' })]));
    expect(new Set(courses.map((c) => c.id)).size).toBe(2);
  });

  it('keeps HTML in text fields as the literal text (no stripping, no decoding)', () => {
    const title = '<b>Bold</b> &amp; <img src=x onerror=alert(1)>';
    const { courses } = ok(parseCourses([valid({ title, description: '<script>x</script>' })]));
    expect(courses[0].title).toBe(title);
    expect(courses[0].description).toBe('<script>x</script>');
  });

  it('does not mutate the input', () => {
    const input = [valid({ id: 'x' }), valid({ id: 'x' })];
    const copy = structuredClone(input);
    parseCourses(input);
    expect(input).toEqual(copy);
  });
});
