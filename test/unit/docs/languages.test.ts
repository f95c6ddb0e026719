/**
 * The docs' language model (demo/docs/languages.ts) and the builder snippet's lang/strings (demo/docs/snippets.ts):
 * locale modules, right-to-left languages, the pickers' attributes, translation rows, the strings field's checks
 * (the element's own warnings) and the escaping of what is emitted.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueFromModule,
  checkStrings,
  codeFromPath,
  isRtl,
  languageName,
  missingCount,
  translationRows,
  variantLines,
  withLanguage,
} from '../../../demo/docs/languages';
import type { MessageDoc, PropertyDoc } from '../../../demo/docs/model';
import {
  htmlSnippet,
  inlineJsonChildSnippet,
  jsonAttributeSnippet,
  languageAttributes,
  reactSnippet,
} from '../../../demo/docs/snippets';

const message = (key: string, text: string): MessageDoc => ({ key, text, placeholders: [], plural: false });
const ENGLISH = { loginButton: 'Login Now', errorSummary: { one: '1 field', other: '{count} fields' } };

describe('locale modules', () => {
  it('a module path names its language', () => {
    expect(codeFromPath('../../src/lib/i18n/locales/de.ts')).toBe('de');
    expect(codeFromPath('/x/locales/pt-BR.ts')).toBe('pt-BR');
  });

  it('the catalogue is the default export, else the first exported object of messages; other values are dropped', () => {
    expect(catalogueFromModule({ default: { a: 'A', b: { one: 'x', other: 'y' } } })).toEqual({
      a: 'A',
      b: { one: 'x', other: 'y' },
    });
    expect(catalogueFromModule({ code: 'de', de: { a: 'A', n: 3, p: { one: 'no other' } } })).toEqual({ a: 'A' });
    expect(catalogueFromModule({ default: undefined, register: () => undefined })).toBeUndefined();
    expect(catalogueFromModule(undefined)).toBeUndefined();
  });
});

describe('languages and direction', () => {
  it('right to left by primary subtag', () => {
    expect(['ar', 'he', 'ar-EG', 'HE'].every(isRtl)).toBe(true);
    expect(['de', 'en', 'ja', 'pt-PT', ''].some(isRtl)).toBe(false);
  });

  it('names a language in English, with its code', () => {
    expect(languageName('de')).toBe('German (de)');
    expect(languageName('ja')).toBe('Japanese (ja)');
  });

  it("the pickers' attributes: English sets no lang; auto is rtl only for a right-to-left language", () => {
    expect(withLanguage({ label: 'x' }, 'en', 'auto')).toEqual({ label: 'x' });
    expect(withLanguage({}, 'de', 'auto')).toEqual({ lang: 'de' });
    expect(withLanguage({}, 'ar', 'auto')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(withLanguage({}, 'he', 'ltr')).toEqual({ lang: 'he', dir: 'ltr' });
    expect(withLanguage({ lang: 'fr', dir: 'ltr' }, 'en', 'rtl')).toEqual({ dir: 'rtl' });
  });
});

describe("the live example's snippet with the pickers' lang and dir", () => {
  const text = (name: string): PropertyDoc => ({
    name,
    attribute: name,
    type: 'string',
    description: '',
    control: { kind: 'text' },
  });
  const properties: PropertyDoc[] = [
    text('label'),
    text('lang'),
    { ...text('dir'), control: { kind: 'enum', options: ['ltr', 'rtl', 'auto'] } },
  ];
  const input = (lang: string, direction: 'auto' | 'ltr' | 'rtl') => ({
    tag: 'login-form',
    className: 'LoginFormElement',
    properties,
    values: withLanguage({ label: 'x' }, lang, direction),
  });

  it('HTML and React carry them in the manifest order, escaped like any attribute', () => {
    expect(htmlSnippet(input('ar', 'auto'))).toContain('<login-form label="x" lang="ar" dir="rtl"></login-form>');
    expect(htmlSnippet(input('en', 'auto'))).toContain('<login-form label="x"></login-form>');
    expect(reactSnippet(input('de', 'ltr'))).toContain('<LoginForm\n  label="x"\n  lang="de"\n  dir="ltr"\n/>');
  });
});

describe('translation rows', () => {
  const messages = [message('a', 'A'), message('b', 'B')];
  it('each language beside the English, undefined where missing', () => {
    const rows = translationRows(messages, [
      { code: 'de', catalogue: { a: 'A-de' } },
      { code: 'ar', catalogue: { a: 'A-ar', b: 'B-ar' } },
    ]);
    expect(rows.map((row) => [row.message.key, row.translations])).toEqual([
      ['a', ['A-de', 'A-ar']],
      ['b', [undefined, 'B-ar']],
    ]);
    expect(missingCount(messages, { a: 'x' })).toBe(1);
    expect(missingCount(messages, {})).toBe(2);
  });

  it('plural variants as lines with their category', () => {
    expect(variantLines('x')).toEqual([{ text: 'x' }]);
    expect(variantLines({ one: '1', other: 'n' })).toEqual([
      { category: 'one', text: '1' },
      { category: 'other', text: 'n' },
    ]);
  });
});

describe('the strings field', () => {
  it('empty is nothing, with no error', () => {
    expect(checkStrings('login-form', '  ', ENGLISH)).toEqual({ errors: [] });
  });

  it('valid messages are kept, with no error', () => {
    expect(checkStrings('login-form', '{"loginButton":"Sign in"}', ENGLISH)).toEqual({
      value: { loginButton: 'Sign in' },
      errors: [],
    });
  });

  it("JSON that does not parse, a non-object, an unknown key and a non-text value: the element's warnings", () => {
    expect(checkStrings('login-form', '{"loginButton":', ENGLISH).errors[0]).toMatch(/^Not valid JSON: /);
    expect(checkStrings('login-form', '["Sign in"]', ENGLISH)).toEqual({
      errors: ['<login-form> strings: expected an object of messages by key; ignored.'],
    });
    expect(checkStrings('login-form', '"Sign in"', ENGLISH).errors).toHaveLength(1);
    const mixed = checkStrings('login-form', '{"loginButton":"Go","nope":"x","errorSummary":3}', ENGLISH);
    expect(mixed).toEqual({
      value: { loginButton: 'Go' },
      errors: [
        '<login-form> strings.nope: no such message; ignored.',
        '<login-form> strings.errorSummary: expected text; ignored.',
      ],
    });
    expect(checkStrings('login-form', '{"nope":"x"}', ENGLISH).value).toBeUndefined();
  });
});

describe("the builder's lang and strings in the HTML", () => {
  it("lang double-quoted; strings as JSON in single quotes with & and ' escaped", () => {
    expect(languageAttributes({})).toBe('');
    expect(languageAttributes({ lang: 'de' })).toBe(' lang="de"');
    expect(languageAttributes({ lang: 'x"y' })).toBe(' lang="x&quot;y"');
    expect(languageAttributes({ strings: { searchLabel: "Find a course's <b> & more" } })).toBe(
      ` strings='{"searchLabel":"Find a course&#39;s <b> &amp; more"}'`,
    );
    expect(languageAttributes({ lang: 'de', strings: {} })).toBe(' lang="de"');
  });

  it('both snippets carry them on the start tag, and the attribute cannot be ended by a quote in a message', () => {
    const options = { lang: 'de', strings: { searchLabel: "it's" } };
    expect(jsonAttributeSnippet('course-catalog', 'courses', '[]', options)).toContain(
      `<course-catalog lang="de" strings='{"searchLabel":"it&#39;s"}' courses='[]'></course-catalog>`,
    );
    expect(inlineJsonChildSnippet('ecosystem-grid', '[]', options)).toContain(
      `<ecosystem-grid lang="de" strings='{"searchLabel":"it&#39;s"}'>\n  <script type="application/json">`,
    );
    expect(jsonAttributeSnippet('course-catalog', 'courses', '[]')).toContain(`<course-catalog courses='[]'>`);
    // What the browser reads back from the emitted attribute is the JSON that was meant.
    const html = jsonAttributeSnippet('course-catalog', 'courses', '[]', options);
    const template = document.createElement('template');
    template.innerHTML = html;
    const element = template.content.querySelector('course-catalog');
    expect(JSON.parse(element?.getAttribute('strings') ?? '')).toEqual({ searchLabel: "it's" });
    expect(element?.getAttribute('lang')).toBe('de');
  });
});
