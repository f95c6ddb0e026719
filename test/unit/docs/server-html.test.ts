/**
 * The docs' Server HTML view, its pure part (demo/docs/server-html.ts): the markup given to the renderer (the
 * built-in content written in only where the example shows it) and the HTML as shown (sheets folded into a comment),
 * and the renderer module the view loads (demo/docs/render-server-html.ts) on the markup it builds.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CONTENT, renderServerHtml } from '../../../demo/docs/render-server-html';
import { serverInput, shownHtml } from '../../../demo/docs/server-html';

const COURSES = [{ title: 'Java Programming' }];

describe('serverInput', () => {
  it('writes the built-in content into the data attribute when the example shows it', () => {
    expect(serverInput('course-catalog', { currency: 'EUR' }, COURSES)).toEqual({
      values: { currency: 'EUR', courses: '[{"title":"Java Programming"}]' },
      withDefaults: 'courses',
    });
    expect(serverInput('ecosystem-grid', {}, [{ title: 'Notes' }])).toEqual({
      values: { items: '[{"title":"Notes"}]' },
      withDefaults: 'items',
    });
  });

  it('leaves the attributes as they are when the example has its own data, a src, no built-in content, or none loaded', () => {
    const own = { courses: '[]' };
    expect(serverInput('course-catalog', own, COURSES)).toEqual({ values: own });
    const remote = { src: '/courses.json' };
    expect(serverInput('course-catalog', remote, COURSES)).toEqual({ values: remote });
    expect(serverInput('login-form', {}, COURSES)).toEqual({ values: {} });
    expect(serverInput('course-catalog', {}, undefined)).toEqual({ values: {} });
  });

  it('leaves out what JSON cannot carry (the default courses draw their covers from a symbol key)', () => {
    const cover = Symbol.for('coursify-elements.cover');
    const input = serverInput('course-catalog', {}, [{ title: 'Java', [cover]: ['Java', '#000', '#fff'] }]);
    expect(input.values.courses).toBe('[{"title":"Java"}]');
  });
});

describe('shownHtml', () => {
  it('folds each sheet into a comment with its length and keeps every other character', () => {
    const html = '<a-b><template shadowrootmode="open"><style>:host{color:red}</style><p>x</p></template></a-b>';
    const twice = `${html}\n${html.replace('red', 'blue')}`;
    const shown = shownHtml(twice);
    expect(shown.sheetCharacters).toBe(16 + 17);
    expect(shown.text).toBe(
      `${html.replace(':host{color:red}', "/* the element's sheet, 16 characters: in the copied HTML */")}\n${html.replace(
        ':host{color:red}',
        "/* the element's sheet, 17 characters: in the copied HTML */",
      )}`,
    );
  });

  it('shows HTML without a sheet as it is', () => {
    expect(shownHtml('<p>plain</p>')).toEqual({ text: '<p>plain</p>', sheetCharacters: 0 });
  });
});

describe('renderServerHtml (the module the view loads)', () => {
  it('renders the catalog with the built-in courses written in, and a language, as renderHtml does', () => {
    const { values } = serverInput('course-catalog', { lang: 'de' }, BUILT_IN_CONTENT['course-catalog']);
    const markup = `<course-catalog lang="de" courses='${values.courses}'></course-catalog>`;
    const { html, messages } = renderServerHtml(markup);
    expect(messages).toEqual([]);
    expect(
      html.startsWith(`<course-catalog lang="de" courses='${values.courses}'><template shadowrootmode="open">`),
    ).toBe(true);
    expect(html).toContain('Java Programming');
    expect(html).toContain('Kurse durchsuchen');
    // The declarative root, then the catalog's structured data in its light DOM (course-structured-data.ts).
    expect(html).toMatch(
      /<\/template><script type="application\/ld\+json" data-cf-structured-data>[^<]*<\/script><\/course-catalog>$/,
    );
  });

  it("hands back the renderer's warnings instead of printing them", () => {
    const { html, messages } = renderServerHtml('<course-catalog page-size="abc"></course-catalog>');
    expect(html).toContain('<template shadowrootmode="open">');
    expect(messages).toEqual([
      {
        level: 'warn',
        text: '<course-catalog> attribute "page-size": expected a number, got "abc"; the default is used',
      },
    ]);
  });
});
