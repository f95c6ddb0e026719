// @vitest-environment node
/**
 * coursify-elements/ssr, one element at a time (src/ssr/render-element.ts): every element renders from the inputs it
 * reads in a browser (attributes through its own parsers, properties, the JSON child, the defaults, the language),
 * into a declarative shadow root with its styles, in Node, without a DOM.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_TAGS } from '../../src/elements/tags';
import { SERVER_ELEMENTS } from '../../src/ssr/elements';
import { renderElement } from '../../src/ssr/render-element';
import courses from '../fixtures/courses.json';
import apps from '../fixtures/ecosystem.json';

const COURSES = JSON.stringify(courses);

/**
 * The shadow content without the template and the sheet (and the catalog's structured data after the template:
 * test/unit/ssr-structured-data.test.ts).
 */
const content = (html: string) => {
  const template = html.replace(/<script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script>$/, '');
  expect(template).toMatch(/^<template shadowrootmode="open"><style>[\s\S]*?<\/style>[\s\S]*<\/template>$/);
  return template.replace(/^<template shadowrootmode="open"><style>[\s\S]*?<\/style>/, '').replace(/<\/template>$/, '');
};

afterEach(() => vi.restoreAllMocks());

describe('renderElement', () => {
  it('knows exactly the seven elements of elements.json', () => {
    expect([...SERVER_ELEMENTS.keys()].sort()).toEqual([...ELEMENT_TAGS].sort());
  });

  it.each(ELEMENT_TAGS)('renders <%s> with its defaults into its root wrapper', (tag) => {
    const html = content(renderElement(tag));
    expect(html).toMatch(/^<div class="cf-root" part="root" dir="ltr">/);
  });

  it('course-catalog: courses from the JSON attribute, currency and heading level parsed by the declaration', () => {
    const html = content(
      renderElement('course-catalog', { attributes: { courses: COURSES, currency: 'EUR', 'heading-level': '4' } }),
    );
    expect(html).toContain('Rust for Backend Developers');
    expect(html).toContain('Go in Practice');
    expect(html).toMatch(/<h4[^>]*>[^<]*Rust for Backend Developers/);
    expect(html).toContain('€');
    expect(html).toContain('part="search"');
  });

  it('course-catalog: a boolean attribute is true by presence, whatever its text', () => {
    const attributes = { courses: COURSES, 'hide-search': 'false' };
    expect(content(renderElement('course-catalog', { attributes }))).not.toContain('part="search"');
  });

  it('course-catalog: properties win over attributes, as a framework sets them', () => {
    const html = content(
      renderElement('course-catalog', {
        attributes: { courses: '[]' },
        properties: { courses: [courses[1]], hideSort: true },
      }),
    );
    expect(html).toContain('Go in Practice');
    expect(html).not.toContain('Rust for Backend Developers');
    expect(html).not.toContain('part="sort"');
  });

  it('course-catalog: `src` is not fetched; the loading state is rendered', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = content(renderElement('course-catalog', { attributes: { src: '/api/courses.json' } }));
    expect(html).toContain('Loading courses');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('course-catalog: malformed JSON renders the error state the browser shows, and does not throw', () => {
    const html = content(renderElement('course-catalog', { attributes: { courses: '[{' } }));
    expect(html).toContain('part="error"');
    expect(html).toContain('attribute &quot;courses&quot; is not valid JSON');
  });

  it('course-catalog: a bad number warns naming the element and attribute, and the default applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = content(renderElement('course-catalog', { attributes: { courses: COURSES, 'heading-level': 'x' } }));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^<course-catalog> attribute "heading-level": expected a number/),
    );
    expect(html).toMatch(/<h2[^>]*>[^<]*Rust/);
  });

  it('course-catalog: a bad item and an unsafe link warn while rendering, as the browser does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unsafe = { ...courses[1], syllabus: 'javascript:alert(1)' };
    const html = content(
      renderElement('course-catalog', { properties: { courses: [courses[0], { title: 'No id' }, unsafe] } }),
    );
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toContainEqual(expect.stringMatching(/^<course-catalog> courses\[1\]/));
    expect(said).toContainEqual(expect.stringMatching(/^<course-catalog> courses\[2\]\.syllabus/));
    expect(html).toContain('Rust for Backend Developers');
    expect(html).not.toContain('No id');
    expect(html).not.toContain('javascript:');
  });

  it('site-navbar and login-form: unsafe URLs in their attributes warn while rendering', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderElement('site-navbar', { attributes: { chat: 'javascript:alert(1)' } });
    renderElement('login-form', { attributes: { 'help-url': 'javascript:alert(1)' } });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toContainEqual(expect.stringMatching(/^<site-navbar> attribute "chat"/));
    expect(said).toContainEqual(expect.stringMatching(/^<login-form> attribute "help-url"/));
  });

  it('valid input renders without a word on the console', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    for (const tag of ELEMENT_TAGS) renderElement(tag);
    renderElement('course-catalog', { attributes: { courses: COURSES } });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('ecosystem-grid: items from the inline JSON child', () => {
    const html = content(renderElement('ecosystem-grid', { jsonChild: JSON.stringify(apps) }));
    expect(html).toContain('Notes');
    expect(html).toContain('Calendar');
  });

  it('ecosystem-grid: a malformed JSON child shows the error state and reports it naming the element', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = content(renderElement('ecosystem-grid', { jsonChild: '[{"id":' }));
    expect(html).toContain('inline &lt;script type=&quot;application/json&quot;&gt; is not valid JSON');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^<ecosystem-grid> inline <script/));
  });

  it('course-catalog: courses from the inline JSON child, as the grid reads its own', () => {
    const html = content(renderElement('course-catalog', { jsonChild: COURSES }));
    expect(html).toContain('Rust for Backend Developers');
    expect(html).not.toContain('part="error"');
  });

  it('course-catalog: the attribute wins over the JSON child', () => {
    const html = content(
      renderElement('course-catalog', { attributes: { courses: JSON.stringify([courses[1]]) }, jsonChild: COURSES }),
    );
    expect(html).toContain(courses[1].title);
    expect(html).not.toContain(courses[0].title);
  });

  it('course-catalog and grid: the sanitizer message only for text with no JSON script', () => {
    const sanitized = content(renderElement('course-catalog', { jsonChild: null, childText: '[{"title": "A"}]' }));
    expect(sanitized).toContain('no JSON data script');
    const grid = content(renderElement('ecosystem-grid', { jsonChild: null, childText: ' x ' }));
    expect(grid).toContain('no JSON data script');
    expect(content(renderElement('course-catalog', { jsonChild: null, childText: ' \n ' }))).not.toContain(
      'part="error"',
    );
  });

  it('invalid JSON: our own words with the position, in the element’s language, never the engine’s', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const english = content(renderElement('course-catalog', { attributes: { courses: '[{"title": "A}]' } }));
    expect(english).toContain(
      '&lt;course-catalog&gt; attribute &quot;courses&quot; is not valid JSON: it stops being valid at character 16.',
    );
    expect(english).not.toMatch(/Unterminated|Unexpected|line 1 column/);
    const german = content(renderElement('course-catalog', { lang: 'de', jsonChild: '[1,]' }));
    expect(german).toContain(
      '&lt;course-catalog&gt; inline &lt;script type=&quot;application/json&quot;&gt; ist kein gültiges JSON: ab Zeichen 4 ist es ungültig.',
    );
  });

  it('course-catalog: a cover’s src is in the server’s HTML (the page shows it before any script runs)', () => {
    const withImage = { ...courses[0], image: 'https://cdn.example/rust.png' };
    const html = content(renderElement('course-catalog', { properties: { courses: [withImage] } }));
    expect(html).toMatch(/<img[^>]* src="https:\/\/cdn\.example\/rust\.png"/);
  });

  it('site-navbar: its attributes reach the bar', () => {
    const items = JSON.stringify([{ label: 'Partner courses', href: '/partner' }]);
    const html = content(renderElement('site-navbar', { attributes: { items, phone: '+15550100' } }));
    expect(html).toContain('Partner courses');
    expect(html).toContain('href="tel:+15550100"');
  });

  it('theme-toggle, accessibility-panel, install-prompt, login-form: their first render', () => {
    expect(content(renderElement('theme-toggle'))).toContain('aria-pressed="false"');
    expect(content(renderElement('accessibility-panel'))).toContain('<button');
    // The form itself lives in the light DOM (autofill), which the browser creates: the server renders its slot.
    expect(content(renderElement('login-form'))).toContain('<slot></slot>');
    expect(() => renderElement('install-prompt', { attributes: { 'app-name': 'Coursify' } })).not.toThrow();
  });

  it('the language: the element’s `lang`, else the option, picks a catalogue we ship; the region falls back', () => {
    const attributes = { courses: COURSES };
    expect(content(renderElement('course-catalog', { attributes: { ...attributes, lang: 'de-AT' } }))).toContain(
      'Kurskatalog',
    );
    expect(content(renderElement('course-catalog', { attributes, lang: 'de' }))).toContain('Kurskatalog');
    expect(
      content(renderElement('course-catalog', { attributes: { ...attributes, lang: 'en' }, lang: 'de' })),
    ).toContain('Course catalog');
    expect(content(renderElement('course-catalog', { attributes, lang: 'xx' }))).toContain('Course catalog');
  });

  it('the direction: `dir` reaches the root wrapper', () => {
    expect(content(renderElement('theme-toggle', { attributes: { dir: 'rtl' } }))).toMatch(/^<div[^>]* dir="rtl"/);
    expect(content(renderElement('theme-toggle', { lang: 'ar', dir: 'rtl' }))).toMatch(/^<div[^>]* dir="rtl"/);
  });

  it('`styles: "none"` leaves the sheet out', () => {
    expect(renderElement('theme-toggle', { styles: 'none' })).toMatch(/^<template shadowrootmode="open"><div/);
  });

  it('text is text: markup in data is escaped', () => {
    const evil = JSON.stringify([{ ...courses[0], title: '<img src=x onerror=alert(1)>' }]);
    const html = content(renderElement('course-catalog', { attributes: { courses: evil } }));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('an unknown tag throws (renderHtml catches it)', () => {
    expect(() => renderElement('not-ours')).toThrow(/<not-ours> is not a Coursify element/);
  });
});
