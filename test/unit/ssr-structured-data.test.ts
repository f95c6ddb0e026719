// @vitest-environment node
/**
 * The catalog's schema.org description on the server (coursify-elements/ssr: renderElement and renderHtml): a
 * `<script type="application/ld+json">` right after the declarative shadow root, in the element's light DOM, from
 * the courses the render shows; read back by a structured-data parser from the registry
 * (`structured-data-testing-tool`), not only by our own reading.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RenderElementOptions, renderElement } from '../../src/ssr/render-element';
import { renderHtml } from '../../src/ssr/render-html';
import courses from '../fixtures/courses.json';

type SdttResult = { passed: unknown[]; failed: { test: string; error?: { message?: string } }[] };
const { structuredDataTest } = createRequire(import.meta.url)('structured-data-testing-tool') as {
  structuredDataTest: (
    html: string,
    options: { schemas?: string[]; tests?: { test: string; expect?: unknown; type?: string }[] },
  ) => Promise<SdttResult>;
};

const COURSES = JSON.stringify(courses);
const SCRIPT = /<script type="application\/ld\+json" data-cf-structured-data>([^<]*)<\/script>/g;
const scripts = (html: string) => [...html.matchAll(SCRIPT)].map((match) => JSON.parse(match[1]));
const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

afterEach(() => vi.restoreAllMocks());

describe('renderElement: the catalog’s structured data', () => {
  it('follows the template, in the light DOM, describing the courses rendered', () => {
    const html = renderElement('course-catalog', {
      attributes: {
        courses: COURSES,
        currency: 'EUR',
        provider: 'Coursify',
        'provider-url': 'https://coursify.example',
      },
      lang: 'en-GB',
    });
    expect(html).toMatch(/<\/template><script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script>$/);
    const [data] = scripts(html);
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual([
      'Rust for Backend Developers',
      'Go in Practice',
    ]);
    expect(data.itemListElement[0].item).toMatchObject({
      url: '/content/rust',
      provider: { '@type': 'Organization', name: 'Coursify', url: 'https://coursify.example' },
      offers: { category: 'Paid', price: 49, priceCurrency: 'EUR' },
      hasCourseInstance: { courseMode: 'Online', courseWorkload: 'P8W', instructor: { name: 'Grace Hopper' } },
      educationalLevel: 'Intermediate',
      inLanguage: 'en-GB',
    });
    expect(data.itemListElement[1].item.offers).toMatchObject({ category: 'Free', price: 0 });
  });

  it('priceCurrency is the currency the cards show prices in: upper case, and the default for a code that is no money', () => {
    const currency = (code: string) =>
      scripts(renderElement('course-catalog', { attributes: { courses: COURSES, currency: code } }))[0]
        .itemListElement[0].item.offers.priceCurrency;
    expect(currency('eur')).toBe('EUR');
    expect(currency('JPY')).toBe('JPY');
    expect(currency('not a code')).toBe('USD');
    expect(currency('')).toBe('USD');
    expect(currency('XXX')).toBe('USD');
  });

  it('inLanguage is the element’s own `lang` over the inherited one; never translated', () => {
    const html = renderElement('course-catalog', { attributes: { courses: COURSES, lang: 'de' }, lang: 'fr' });
    const [data] = scripts(html);
    expect(data.itemListElement[0].item.inLanguage).toBe('de');
    expect(data.itemListElement[0].item.name).toBe('Rust for Backend Developers');
    expect(html).toContain('Kurse'); // the catalog's own words are German…
    expect(data.itemListElement[1].item.offers.category).toBe('Free'); // …the schema's values are not words
  });

  it('no script when no course is shown: none given, an empty list, `src` (loading), unusable data', () => {
    const cases: Record<string, string>[] = [
      {},
      { courses: '[]' },
      { src: '/api/courses.json' },
      { courses: '[{' },
      { courses: '{}' },
    ];
    for (const attributes of cases) {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(renderElement('course-catalog', { attributes })).not.toContain('application/ld+json');
    }
  });

  it('no script with `no-structured-data` (attribute or property), the cards rendered as before', () => {
    const cases: RenderElementOptions[] = [
      { attributes: { courses: COURSES, 'no-structured-data': '' } },
      { attributes: { courses: COURSES }, properties: { noStructuredData: true } },
    ];
    for (const options of cases) {
      const html = renderElement('course-catalog', options);
      expect(html).toContain('Rust for Backend Developers');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('a title cannot end the script: every `<` is escaped, and the page parses back the same text', async () => {
    const title = 'Hack </script><img src=x onerror=alert(1)><!--';
    const html = renderElement('course-catalog', {
      properties: { courses: [{ ...courses[0], title, description: '<script>x</script>' }] },
    });
    const script = html.slice(html.indexOf('</template>') + '</template>'.length);
    expect(script.match(/<\/script/gi)).toHaveLength(1); // its own end tag only
    expect(script).not.toContain('<!--');
    expect(scripts(html)[0].itemListElement[0].item.name).toBe(title);
  });

  it('an item the catalog skips is skipped, with the catalog’s own warning only; positions stay 1…n', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderElement('course-catalog', {
      properties: {
        courses: [
          { ...courses[0], price: 'lots' },
          courses[1],
          { ...courses[0], id: 'unsafe', content: 'javascript:alert(1)', syllabus: 'javascript:alert(2)' },
        ],
      },
    });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toEqual([
      '<course-catalog> courses[0].price: expected an amount ≥ 0 or "Free", got "lots"; item skipped',
      '<course-catalog> courses[2].syllabus: unsafe or empty URL refused; the button is shown as unavailable',
      '<course-catalog> courses[2].content: unsafe or empty URL refused; the button is shown as unavailable',
    ]);
    const [data] = scripts(html);
    expect(data.itemListElement).toEqual([expect.objectContaining({ position: 1 })]);
    expect(data.itemListElement[0].item.name).toBe('Go in Practice');
  });

  it('an unsafe provider URL is refused with one warning naming the attribute; the provider stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderElement('course-catalog', {
      attributes: { courses: COURSES, provider: 'Coursify', 'provider-url': 'javascript:alert(1)' },
    });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      '<course-catalog> attribute "provider-url": unsafe URL refused; the provider is described without it',
    ]);
    expect(scripts(html)[0].itemListElement[0].item.provider).toEqual({ '@type': 'Organization', name: 'Coursify' });
  });

  it('no other element writes any', () => {
    for (const tag of ['ecosystem-grid', 'site-navbar', 'login-form']) {
      expect(renderElement(tag)).not.toContain('application/ld+json');
    }
  });
});

describe('renderHtml: a page with catalogs, read by a structured-data parser from the registry', () => {
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Courses</title></head><body>${body}</body></html>`;

  it('finds one ItemList per catalog, with the courses, their order and the fields Google reads', async () => {
    const html = renderHtml(
      page(
        `<course-catalog courses='${attr(courses)}' provider="Coursify" currency="EUR"></course-catalog>` +
          `<course-catalog courses='${attr([courses[1]])}' lang="es"></course-catalog>` +
          `<course-catalog courses='${attr(courses)}' no-structured-data></course-catalog>`,
      ),
    );
    // Right after each template, inside its element.
    expect(html).toMatch(/<\/template><script type="application\/ld\+json"[^>]*>[^<]*<\/script><\/course-catalog>/);
    const item = (list: number, entry: number, path: string) => `ItemList[${list}].itemListElement[${entry}].${path}`;
    const result = await structuredDataTest(html, {
      schemas: ['jsonld:ItemList'],
      tests: [
        { test: 'ItemList', expect: true, type: 'jsonld' },
        { test: 'length(ItemList)', expect: 2, type: 'jsonld' },
        { test: item(0, 0, 'position'), expect: 1, type: 'jsonld' },
        { test: item(0, 0, 'item."@type"'), expect: 'Course', type: 'jsonld' },
        { test: item(0, 0, 'item.name'), expect: 'Rust for Backend Developers', type: 'jsonld' },
        { test: item(0, 0, 'item.description'), expect: courses[0].description, type: 'jsonld' },
        { test: item(0, 0, 'item.url'), expect: '/content/rust', type: 'jsonld' },
        { test: item(0, 0, 'item.provider.name'), expect: 'Coursify', type: 'jsonld' },
        { test: item(0, 0, 'item.offers.category'), expect: 'Paid', type: 'jsonld' },
        { test: item(0, 0, 'item.offers.priceCurrency'), expect: 'EUR', type: 'jsonld' },
        { test: item(0, 0, 'item.hasCourseInstance.courseMode'), expect: 'Online', type: 'jsonld' },
        { test: item(0, 0, 'item.hasCourseInstance.courseWorkload'), expect: 'P8W', type: 'jsonld' },
        { test: item(0, 0, 'item.hasCourseInstance.instructor.name'), expect: 'Grace Hopper', type: 'jsonld' },
        { test: item(0, 0, 'item.educationalLevel'), expect: 'Intermediate', type: 'jsonld' },
        { test: item(0, 0, 'item.inLanguage'), expect: 'en', type: 'jsonld' },
        { test: item(0, 1, 'position'), expect: 2, type: 'jsonld' },
        { test: item(0, 1, 'item.offers.category'), expect: 'Free', type: 'jsonld' },
        { test: item(1, 0, 'item.name'), expect: 'Go in Practice', type: 'jsonld' },
        { test: item(1, 0, 'item.inLanguage'), expect: 'es', type: 'jsonld' },
      ],
    }).catch((error: { res?: SdttResult }) => {
      throw new Error(`structured-data-testing-tool: ${JSON.stringify(error.res?.failed ?? error)}`);
    });
    expect(result.failed).toEqual([]);
  });

  it('reads back a hostile title as text, with nothing after the script taken for markup', async () => {
    const title = 'Hack </script><script type="application/ld+json">{"@type":"Course"}</script><!--';
    const html = renderHtml(
      page(`<course-catalog courses='${attr([{ ...courses[0], title }])}'></course-catalog><p>end</p>`),
    );
    const result = await structuredDataTest(html, {
      schemas: ['jsonld:ItemList'],
      tests: [
        { test: 'length(ItemList)', expect: 1, type: 'jsonld' },
        { test: 'ItemList[0].itemListElement[0].item.name', expect: title, type: 'jsonld' },
        { test: 'Course', expect: false, type: 'jsonld' },
      ],
    }).catch((error: { res?: SdttResult }) => {
      throw new Error(`structured-data-testing-tool: ${JSON.stringify(error.res?.failed ?? error)}`);
    });
    expect(result.failed).toEqual([]);
  });
});
