// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON, ICON_NAMES, iconName, normaliseIconName } from '../../../src/lib/ecosystem-icons';

describe('ecosystem icon names', () => {
  it('is a fixed set of 20–40 distinct kebab-case names, the default among them', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(20);
    expect(ICON_NAMES.length).toBeLessThanOrEqual(40);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    for (const name of ICON_NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ICON_NAMES).toContain(DEFAULT_ICON);
  });

  it.each([
    ['list-todo', 'list-todo'],
    ['ListTodo', 'list-todo'],
    ['checkSquare', 'check-square'],
    [' heart_pulse ', 'heart-pulse'],
    ['Shopping Bag', 'shopping-bag'],
  ])('reads %j as %j', (value, name) => {
    expect(normaliseIconName(value)).toBe(name);
    expect(iconName(value)).toBe(name);
  });

  it.each(['rocketship', 'fa-list', '', 'constructor', '__proto__', 'toString'])('knows no icon %j', (value) => {
    expect(iconName(value)).toBeNull();
  });

  it.each([null, undefined, 3, {}, ['timer']])('knows no icon for the non-string %j', (value) => {
    expect(iconName(value)).toBeNull();
  });
});
