// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ariaCurrent,
  isInPageHref,
  type MenuItem,
  type ParsedMenuItems,
  parseMenuItems,
} from '../../../src/lib/menu-items';
import type { Problem } from '../../../src/lib/report';

function ok(result: ParsedMenuItems): { items: MenuItem[]; problems: Problem[] } {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result;
}

describe('parseMenuItems: unusable input', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [{ label: 'Home', href: '/' }, 'an object'],
    ['[]', '"[]"'],
    [7, 'a number'],
  ])('refuses %j (not an array) with one problem naming what it got', (input, described) => {
    const result = parseMenuItems(input);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([{ where: 'items', message: `expected an array of menu items, got ${described}` }]);
  });

  it('accepts an empty array as an empty menu', () => {
    expect(parseMenuItems([])).toEqual({ ok: true, items: [], problems: [] });
  });
});

describe('parseMenuItems: valid input', () => {
  it('keeps label, href and isActive (false when absent), keyed by position', () => {
    const { items, problems } = ok(
      parseMenuItems([
        { label: 'Courses', href: '/public/features/courses/all', isActive: true },
        { label: 'About', href: 'https://example.com/about', extra: 'ignored' },
        { label: 'Mail', href: 'mailto:hello@example.com', isActive: false },
      ]),
    );
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { key: '0', label: 'Courses', href: '/public/features/courses/all', isActive: true },
      { key: '1', label: 'About', href: 'https://example.com/about', isActive: false },
      { key: '2', label: 'Mail', href: 'mailto:hello@example.com', isActive: false },
    ]);
  });

  it('keeps HTML in a label as the text it is', () => {
    const { items } = ok(parseMenuItems([{ label: '<img src=x onerror=alert(1)>', href: '#x' }]));
    expect(items[0].label).toBe('<img src=x onerror=alert(1)>');
  });

  it('names the list as asked, for messages', () => {
    const result = parseMenuItems([{ href: '/' }], 'publicMenu');
    expect(ok(result).problems[0].where).toBe('publicMenu[0].label');
  });
});

describe('parseMenuItems: bad items are skipped with a problem naming index and field', () => {
  const good = { label: 'Home', href: '#home' };

  it.each([
    ['a string', 'Home', '[1]', 'expected an object, got "Home"; item skipped'],
    ['null', null, '[1]', 'expected an object, got null; item skipped'],
    ['an array', ['Home', '#home'], '[1]', 'expected an object, got an array; item skipped'],
    ['no label', { href: '/' }, '[1].label', 'expected non-empty text, it is missing; item skipped'],
    ['a blank label', { label: '  ', href: '/' }, '[1].label', 'expected non-empty text, got "  "; item skipped'],
    ['a number label', { label: 3, href: '/' }, '[1].label', 'expected non-empty text, got a number; item skipped'],
    ['no href', { label: 'X' }, '[1].href', 'expected a URL, it is missing; item skipped'],
    ['an object href', { label: 'X', href: {} }, '[1].href', 'expected a URL, got an object; item skipped'],
  ])('%s', (_, bad, where, message) => {
    const { items, problems } = ok(parseMenuItems([good, bad, good]));
    expect(items.map((item) => item.key)).toEqual(['0', '2']);
    expect(problems).toEqual([{ where: `items${where}`, message }]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.com/x',
    '',
    '   ',
  ])('an unsafe or empty href %j never becomes a link: the item is skipped', (href) => {
    const { items, problems } = ok(parseMenuItems([{ label: 'Evil', href }, good]));
    expect(items.map((item) => item.label)).toEqual(['Home']);
    expect(problems).toEqual([{ where: 'items[0].href', message: 'unsafe or empty URL refused; item skipped' }]);
  });

  it('a non-boolean isActive is treated as false, with a problem, and the item stays', () => {
    const { items, problems } = ok(parseMenuItems([{ ...good, isActive: 'yes' }]));
    expect(items).toEqual([{ key: '0', label: 'Home', href: '#home', isActive: false }]);
    expect(problems).toEqual([
      { where: 'items[0].isActive', message: 'expected true or false, got "yes"; treated as false' },
    ]);
  });
});

describe('aria-current', () => {
  const item = (href: string, isActive: boolean): MenuItem => ({ key: '0', label: 'X', href, isActive });

  it('is page for an active link to a page, location for an active in-page anchor', () => {
    expect(ariaCurrent(item('/courses', true))).toBe('page');
    expect(ariaCurrent(item('https://example.com/#stats', true))).toBe('page');
    expect(ariaCurrent(item('#stats', true))).toBe('location');
  });

  it('is absent for an inactive item', () => {
    expect(ariaCurrent(item('/courses', false))).toBeUndefined();
    expect(ariaCurrent(item('#stats', false))).toBeUndefined();
  });

  it('counts only #fragment hrefs as in-page', () => {
    expect(isInPageHref('#home')).toBe(true);
    expect(isInPageHref('#')).toBe(false);
    expect(isInPageHref('/#home')).toBe(false);
    expect(isInPageHref('home')).toBe(false);
  });
});
