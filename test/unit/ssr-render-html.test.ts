// @vitest-environment node
/**
 * coursify-elements/ssr on a whole page (src/ssr/render-html.ts): every element gets its declarative shadow root
 * right after its start tag, and every other byte of the page stays as it was; it never throws.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ELEMENTS, type ServerElement } from '../../src/ssr/elements';
import { renderHtml } from '../../src/ssr/render-html';
import courses from '../fixtures/courses.json';

/** A declarative root, and the catalog's structured data after it (test/unit/ssr-structured-data.test.ts). */
const TEMPLATE =
  /<template shadowrootmode="open">[\s\S]*?<\/template>(?:<script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script>)?/g;
/** What renderHtml added, taken out again: must give back the input exactly. */
const withoutRoots = (html: string) => html.replace(TEMPLATE, '');
const roots = (html: string) => html.match(TEMPLATE) ?? [];

afterEach(() => vi.restoreAllMocks());

describe('renderHtml', () => {
  it('inserts a root after the start tag of every element of ours, and changes nothing else', () => {
    const page =
      '<!doctype html>\r\n<html lang="en"><head><title>x</title></head><body>\r\n' +
      '<p class=intro>Courses &amp; apps</p>\n' +
      `<course-catalog currency="EUR" courses='${JSON.stringify(courses)}' data-x = "a>b"></course-catalog>\n` +
      '<ecosystem-grid><script type="application/json">[]</script></ecosystem-grid>\n' +
      '<THEME-TOGGLE ></THEME-TOGGLE><site-navbar/>\n</body></html>';
    const out = renderHtml(page);
    expect(withoutRoots(out)).toBe(page);
    expect(roots(out)).toHaveLength(4);
    expect(out).toContain(`data-x = "a>b"><template shadowrootmode="open">`);
    expect(out).toContain('<THEME-TOGGLE ><template shadowrootmode="open">');
    expect(out).toContain('<site-navbar/><template shadowrootmode="open">');
    expect(out).toContain('Rust for Backend Developers');
  });

  it('leaves alone what only looks like an element: comments, script and style text, attribute values', () => {
    const page =
      '<!-- <course-catalog></course-catalog> --><script>document.write("<course-catalog>")</script>' +
      '<style>course-catalog::after{content:"<theme-toggle>"}</style><textarea><theme-toggle></textarea>' +
      '<div title="<theme-toggle>"></div><title><theme-toggle></title>';
    expect(renderHtml(page)).toBe(page);
  });

  it('leaves alone the content of a <template> and an element already rendered', () => {
    const page =
      '<template><theme-toggle></theme-toggle></template>' +
      '<theme-toggle><template shadowrootmode="open"><p>mine</p></template></theme-toggle>';
    expect(renderHtml(page)).toBe(page);
  });

  it('renders a tag the page registered under another name, when told which element it is', () => {
    const page = '<my-toggle></my-toggle><theme-toggle></theme-toggle>';
    expect(roots(renderHtml(page))).toHaveLength(1);
    const out = renderHtml(page, { elements: { 'MY-TOGGLE': 'theme-toggle' } });
    expect(roots(out)).toHaveLength(2);
    expect(out.startsWith('<my-toggle><template shadowrootmode="open">')).toBe(true);
  });

  it('leaves alone an element of another namespace with the same name, and other custom elements', () => {
    const page = '<svg><theme-toggle></theme-toggle></svg><my-widget></my-widget>';
    expect(renderHtml(page)).toBe(page);
  });

  it('reads the JSON child of the element itself, not a nested one', () => {
    const grid = (json: string) => `<ecosystem-grid><script type="application/json">${json}</script></ecosystem-grid>`;
    const out = renderHtml(
      grid('[{"id":"a","icon":"code","title":"Apps from the child","description":"d","color":"red","enable":true}]'),
    );
    expect(out).toContain('Apps from the child');
  });

  it('the language and direction come from the element, its ancestors, <html>, then the option', () => {
    const catalog = `<course-catalog courses='${JSON.stringify(courses)}'></course-catalog>`;
    expect(renderHtml(`<html lang="de"><body>${catalog}</body></html>`)).toContain('Kurskatalog');
    expect(renderHtml(`<div lang="fr"><section>${catalog}</section></div>`)).toContain('Catalogue de cours');
    expect(
      renderHtml(`<div lang="de">${catalog.replace('<course-catalog', '<course-catalog lang="en"')}</div>`),
    ).toContain('Course catalog');
    expect(renderHtml(catalog, { lang: 'de' })).toContain('Kurskatalog');
    expect(renderHtml(`<div dir="rtl">${catalog}</div>`)).toContain('part="root" dir="rtl"');
  });

  it('every instance carries its sheet in a <style> (compressed, a repeat costs little: docs/decisions)', () => {
    const out = renderHtml('<theme-toggle></theme-toggle><theme-toggle></theme-toggle>');
    expect(roots(out).every((root) => root.startsWith('<template shadowrootmode="open"><style>'))).toBe(true);
  });

  it('with `stylesheet`, the first instance of each tag keeps its <style>, further ones link the file', () => {
    const page = '<theme-toggle></theme-toggle><login-form></login-form><theme-toggle></theme-toggle>';
    const out = renderHtml(page, { stylesheet: '/assets/elements.css?v="1"' });
    const [first, form, second] = roots(out);
    expect(first).toMatch(/^<template shadowrootmode="open"><style>/);
    expect(form).toMatch(/^<template shadowrootmode="open"><style>/);
    expect(second).toMatch(
      /^<template shadowrootmode="open"><link rel="stylesheet" href="\/assets\/elements.css\?v=&quot;1&quot;"><div/,
    );
    expect(withoutRoots(out)).toBe(page);
  });

  it('an element that cannot be rendered is left as it was, with one warning naming it; the others render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = SERVER_ELEMENTS.get.bind(SERVER_ELEMENTS);
    const broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(SERVER_ELEMENTS, 'get').mockImplementation((tag) =>
      tag === 'site-navbar' ? { ...(get(tag) as ServerElement), component: broken } : get(tag),
    );
    const page = '<site-navbar></site-navbar><theme-toggle></theme-toggle>';
    const out = renderHtml(page);
    expect(out.startsWith('<site-navbar></site-navbar><theme-toggle><template')).toBe(true);
    expect(withoutRoots(out)).toBe(page);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^<site-navbar> could not be rendered on the server \(boom\); left as it was/,
    );
  });

  it('never throws, whatever the input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const input of [
      '',
      '<',
      '</course-catalog>',
      '<course-catalog',
      '<course-catalog courses="[{">',
      '\u0000<theme-toggle>\uD800',
      '<'.repeat(1000),
    ]) {
      const out = renderHtml(input);
      expect(withoutRoots(out)).toBe(input);
    }
    expect(renderHtml(undefined as unknown as string)).toBe(undefined);
  });
});
