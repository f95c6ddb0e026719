// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prop } from '../../../../src/elements/kit/api';
import { attributeText, parseAttribute, propTable } from '../../../../src/elements/kit/attributes';

describe('parseAttribute', () => {
  it('booleans follow HTML: any present value is true, absent is false', () => {
    const spec = prop.boolean({ description: '' });
    expect(parseAttribute(spec, 'hideSearch', '').value).toBe(true);
    expect(parseAttribute(spec, 'hideSearch', 'false').value).toBe(true);
    expect(parseAttribute(spec, 'hideSearch', null).value).toBe(false);
  });

  it('a removed attribute gives undefined so the default applies', () => {
    expect(parseAttribute(prop.string({ description: '' }), 'src', null)).toEqual({ value: undefined });
    expect(parseAttribute(prop.number({ description: '' }), 'pageSize', null)).toEqual({ value: undefined });
  });

  it('JSON parses, and invalid JSON is a fatal problem naming the attribute', () => {
    const spec = prop.json<unknown[]>({ description: '' });
    expect(parseAttribute(spec, 'courses', '[1,2]').value).toEqual([1, 2]);
    const bad = parseAttribute(spec, 'courses', '[{oops');
    expect(bad.fatal).toBe(true);
    expect(bad.value).toBeUndefined();
    expect(bad.problem?.where).toBe('attribute "courses"');
    expect(bad.problem?.message).toMatch(/^is not valid JSON/);
  });

  it('an object written as text ("[object Object]", as React 18 does) says to set the property', () => {
    const bad = parseAttribute(prop.json<unknown[]>({ description: '' }), 'menuItems', '[object Object]');
    expect(bad.fatal).toBe(true);
    expect(bad.value).toBeUndefined();
    expect(bad.problem?.message).toBe(
      'is "[object Object]": an object written as text; set the `menuItems` property (React 18: use coursify-elements/react)',
    );
  });

  it('names the attribute of the prop: its declared one, else the prop name in kebab-case', () => {
    const spec = prop.number({ description: '' });
    expect(parseAttribute(spec, 'pageSize', 'x').problem?.where).toBe('attribute "page-size"');
    expect(parseAttribute({ ...spec, attribute: 'per-page' }, 'pageSize', 'x').problem?.where).toBe(
      'attribute "per-page"',
    );
  });

  it('numbers parse; blank or non-numeric text warns and falls back to the default', () => {
    const spec = prop.number({ description: '' });
    expect(parseAttribute(spec, 'pageSize', '12').value).toBe(12);
    for (const text of ['', '  ', 'abc', 'Infinity', '12px']) {
      const parsed = parseAttribute(spec, 'pageSize', text);
      expect(parsed.value).toBeUndefined();
      expect(parsed.fatal).toBeUndefined();
      expect(parsed.problem?.message).toContain(`"${text}"`);
    }
  });

  it('enumerated strings accept only their values', () => {
    const spec = prop.string<'light' | 'dark'>({ description: '', values: ['light', 'dark'] });
    expect(parseAttribute(spec, 'theme', 'dark').value).toBe('dark');
    const wrong = parseAttribute(spec, 'theme', 'purple');
    expect(wrong.value).toBeUndefined();
    expect(wrong.problem?.message).toBe('expected "light" or "dark", got "purple"; the default is used');
  });

  it('optional JSON (`strings`) that does not parse is a warning, not the error state', () => {
    const parsed = parseAttribute(prop.json({ optional: true, description: '' }), 'strings', '{oops');
    expect(parsed.value).toBeUndefined();
    expect(parsed.fatal).toBe(false);
    expect(parsed.problem?.where).toBe('attribute "strings"');
    expect(parsed.problem?.message).toMatch(/^is not valid JSON \(.*\); ignored$/);
    expect(parseAttribute(prop.json({ description: '' }), 'items', '{oops').fatal).toBe(true);
  });

  it('free strings are kept as written', () => {
    expect(parseAttribute(prop.string({ description: '' }), 'label', ' Our picks ').value).toBe(' Our picks ');
  });
});

describe('attributeText: a property value as its attribute reflects it', () => {
  it('a boolean is the attribute’s presence', () => {
    const spec = prop.boolean({ description: '' });
    expect(attributeText(spec, true)).toBe('');
    expect(attributeText(spec, 'yes')).toBe('');
    expect(attributeText(spec, false)).toBeNull();
    expect(attributeText(spec, null)).toBeNull();
  });

  it('strings and numbers are written as text; null and undefined remove the attribute', () => {
    expect(attributeText(prop.number({ description: '' }), 12)).toBe('12');
    expect(attributeText(prop.string({ description: '' }), 'EUR')).toBe('EUR');
    expect(attributeText(prop.string({ description: '' }), '')).toBe('');
    expect(attributeText(prop.string({ description: '' }), null)).toBeNull();
    expect(attributeText(prop.number({ description: '' }), undefined)).toBeNull();
  });
});

describe('propTable', () => {
  it('every declared prop and the common theme and strings, the prop of each attribute, and the declared defaults', () => {
    const [specs, propByAttribute, defaults] = propTable({
      tag: 'x-el',
      description: '',
      props: {
        pageSize: prop.number({ default: 9, description: '' }),
        hideSort: prop.boolean({ description: '' }),
        label: prop.string({ attribute: 'aria-name', default: 'Things', description: '' }),
      },
      events: {},
      parts: {},
      cssProperties: {},
    });
    expect(Object.keys(specs)).toEqual(['pageSize', 'hideSort', 'label', 'theme', 'strings']);
    expect([...propByAttribute]).toEqual([
      ['page-size', 'pageSize'],
      ['hide-sort', 'hideSort'],
      ['aria-name', 'label'],
      ['theme', 'theme'],
      ['strings', 'strings'],
    ]);
    expect(defaults).toEqual({ pageSize: 9, label: 'Things' });
  });
});
