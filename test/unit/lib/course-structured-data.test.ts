// @vitest-environment node
/**
 * The catalog's schema.org description (src/lib/course-structured-data.ts), from courses as the catalog parses them:
 * every field, the order, the escaping, what is left out, and when there is nothing at all.
 */
import { describe, expect, it } from 'vitest';
import {
  type CourseList,
  courseListJsonLd,
  dataLanguage,
  structuredDataScript,
} from '../../../src/lib/course-structured-data';
import { type Course, type CourseInput, parseCourses } from '../../../src/lib/courses';

const input = (n: number, overrides: Partial<CourseInput> = {}): CourseInput => ({
  id: `c${n}`,
  title: `Course ${n}`,
  description: `Description of course ${n}.`,
  instructor: `Teacher ${n}`,
  duration: `${n} Weeks`,
  difficulty: 'Advanced',
  price: 0,
  syllabus: `/syllabus/c${n}`,
  content: `/content/c${n}`,
  ...overrides,
});

const parsed = (...items: CourseInput[]): Course[] => {
  const result = parseCourses(items);
  if (!result.ok) throw new Error('fixture does not parse');
  return result.courses;
};

const list = (courses: Course[], more: Partial<CourseList> = {}): CourseList => ({ courses, currency: 'USD', ...more });
const read = (json: string | undefined) => JSON.parse(json as string);

describe('courseListJsonLd', () => {
  it('an ItemList of ListItems, positions 1…n in the catalog’s order, each a Course with every field', () => {
    const courses = parsed(input(1), input(2, { price: 49.5, duration: '90 minutes', difficulty: 'Beginner' }));
    const data = read(courseListJsonLd(list(courses, { currency: 'EUR', provider: 'Coursify' }), 'de-AT'));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Course',
            name: 'Course 1',
            description: 'Description of course 1.',
            url: '/content/c1',
            provider: { '@type': 'Organization', name: 'Coursify' },
            offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'EUR' },
            hasCourseInstance: {
              '@type': 'CourseInstance',
              courseMode: 'Online',
              courseWorkload: 'P1W',
              instructor: { '@type': 'Person', name: 'Teacher 1' },
            },
            educationalLevel: 'Advanced',
            inLanguage: 'de-AT',
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          item: {
            '@type': 'Course',
            name: 'Course 2',
            description: 'Description of course 2.',
            url: '/content/c2',
            provider: { '@type': 'Organization', name: 'Coursify' },
            offers: { '@type': 'Offer', category: 'Paid', price: 49.5, priceCurrency: 'EUR' },
            hasCourseInstance: {
              '@type': 'CourseInstance',
              courseMode: 'Online',
              courseWorkload: 'PT90M',
              instructor: { '@type': 'Person', name: 'Teacher 2' },
            },
            educationalLevel: 'Beginner',
            inLanguage: 'de-AT',
          },
        },
      ],
    });
  });

  it('the provider: its URL when given, and no provider at all when the page names none', () => {
    const courses = parsed(input(1));
    const withUrl = read(
      courseListJsonLd(list(courses, { provider: ' Coursify ', providerUrl: 'https://coursify.example/' }), 'en'),
    );
    expect(withUrl.itemListElement[0].item.provider).toEqual({
      '@type': 'Organization',
      name: 'Coursify',
      url: 'https://coursify.example/',
    });
    for (const provider of [undefined, '', '  ']) {
      const item = read(courseListJsonLd(list(courses, { provider, providerUrl: 'https://x.example/' }), 'en'))
        .itemListElement[0].item;
      expect(item).not.toHaveProperty('provider');
    }
    const refused = read(courseListJsonLd(list(courses, { provider: 'Coursify', providerUrl: null }), 'en'));
    expect(refused.itemListElement[0].item.provider).toEqual({ '@type': 'Organization', name: 'Coursify' });
  });

  it('the url is the content link, else the syllabus link, as the card shows them (unsafe ones refused)', () => {
    const courses = parsed(
      input(1, { content: 'https://learn.example/c1' }),
      input(2, { content: 'javascript:alert(1)' }),
      input(3, { content: '' }),
    );
    const urls = read(courseListJsonLd(list(courses), 'en')).itemListElement.map(
      (entry: { item: { url: string } }) => entry.item.url,
    );
    expect(urls).toEqual(['https://learn.example/c1', '/syllabus/c2', '/syllabus/c3']);
  });

  it('a course with no safe link is not listed; the positions stay 1…n', () => {
    const courses = parsed(
      input(1, { content: 'javascript:alert(1)', syllabus: 'data:text/html,x' }),
      input(2),
      input(3, { content: '', syllabus: ' ' }),
      input(4),
    );
    expect(courses).toHaveLength(4); // the catalog shows all four (with unavailable buttons)
    const entries = read(courseListJsonLd(list(courses), 'en')).itemListElement;
    expect(
      entries.map((entry: { position: number; item: { name: string } }) => [entry.position, entry.item.name]),
    ).toEqual([
      [1, 'Course 2'],
      [2, 'Course 4'],
    ]);
  });

  it('nothing at all (undefined, not an empty list) when no course can be listed', () => {
    expect(courseListJsonLd(list([]), 'en')).toBeUndefined();
    expect(
      courseListJsonLd(list(parsed(input(1, { content: 'javascript:x', syllabus: 'vbscript:x' }))), 'en'),
    ).toBeUndefined();
  });

  it('escapes every `<`: no text can end the script or open a comment, and the JSON reads back the same', () => {
    const title = 'Intro </script><script>alert(1)</script>';
    const description = 'Less than: a<b, a comment: <!-- x -->, CDATA: <![CDATA[ y ]]>';
    const courses = parsed(input(1, { title, description, instructor: '</SCRIPT >', difficulty: '<b>' }));
    const json = courseListJsonLd(list(courses, { provider: '<Org>' }), 'en') as string;
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    const item = read(json).itemListElement[0].item;
    expect([item.name, item.description, item.hasCourseInstance.instructor.name, item.educationalLevel]).toEqual([
      title,
      description,
      '</SCRIPT >',
      '<b>',
    ]);
    expect(item.provider.name).toBe('<Org>');
    expect(structuredDataScript(json)).toBe(
      `<script type="application/ld+json" data-cf-structured-data>${json}</script>`,
    );
  });

  it('the data as given, never translated; no courseWorkload for a duration it cannot read', () => {
    const courses = parsed(input(1, { title: 'Curso de Java', duration: 'A tu ritmo', difficulty: 'Avanzado' }));
    const item = read(courseListJsonLd(list(courses), 'es')).itemListElement[0].item;
    expect(item.name).toBe('Curso de Java');
    expect(item.educationalLevel).toBe('Avanzado');
    expect(item.inLanguage).toBe('es');
    expect(item.hasCourseInstance).not.toHaveProperty('courseWorkload');
    expect(item.hasCourseInstance.courseMode).toBe('Online');
  });
});

describe('dataLanguage', () => {
  it('the language tag the page gives the element, else English (the last step of the resolution)', () => {
    expect(dataLanguage('fr-CA')).toBe('fr-CA');
    expect(dataLanguage(' ja ')).toBe('ja');
    expect(dataLanguage('')).toBe('en');
  });
});
