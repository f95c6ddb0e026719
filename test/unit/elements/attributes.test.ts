// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prop } from '../../../src/elements/api';
import { parseAttribute } from '../../../src/elements/attributes';

describe('parseAttribute', () => {
  it('booleans follow HTML: any present value is true, absent is false', () => {
    const spec = prop.boolean({ description: '' });
    expect(parseAttribute(spec, 'hide-search', '').value).toBe(true);
    expect(parseAttribute(spec, 'hide-search', 'false').value).toBe(true);
    expect(parseAttribute(spec, 'hide-search', null).value).toBe(false);
  });

  it('a removed attribute gives undefined so the default applies', () => {
    expect(parseAttribute(prop.string({ description: '' }), 'src', null)).toEqual({ value: undefined });
    expect(parseAttribute(prop.number({ description: '' }), 'page-size', null)).toEqual({ value: undefined });
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
    const bad = parseAttribute(prop.json<unknown[]>({ description: '' }), 'menu-items', '[object Object]');
    expect(bad.fatal).toBe(true);
    expect(bad.value).toBeUndefined();
    expect(bad.problem?.message).toBe(
      'is "[object Object]": an object was written as text. Set the `menuItems` property instead (React 18 writes attributes: use coursify-elements/react)',
    );
  });

  it('numbers parse; blank or non-numeric text warns and falls back to the default', () => {
    const spec = prop.number({ description: '' });
    expect(parseAttribute(spec, 'page-size', '12').value).toBe(12);
    for (const text of ['', '  ', 'abc', 'Infinity', '12px']) {
      const parsed = parseAttribute(spec, 'page-size', text);
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

  it('free strings are kept as written', () => {
    expect(parseAttribute(prop.string({ description: '' }), 'label', ' Our picks ').value).toBe(' Our picks ');
  });
});
