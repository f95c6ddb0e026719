import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON, ICON_NAMES } from '../../../../src/lib/ecosystem-icons';
import { ICONS, iconFor } from '../../../../src/react/ecosystem-grid/icons';

describe('bundled icons', () => {
  it('has exactly one component per icon name', () => {
    expect(Object.keys(ICONS).sort()).toEqual([...ICON_NAMES].sort());
  });

  it.each(ICON_NAMES.map((name) => [name]))('%s draws an svg', (name) => {
    const Icon = ICONS[name];
    const { container } = render(<Icon aria-hidden="true" />);
    expect(
      container.querySelector('svg')?.querySelectorAll('path, rect, circle, line, polyline').length,
    ).toBeGreaterThan(0);
  });

  it('check-square (the name the original data used) draws lucide’s square-check', () => {
    const CheckSquare = iconFor('check-square');
    const { container } = render(<CheckSquare />);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('lucide-square-check');
  });

  it.each(['nope', '', '__proto__', 'constructor'])('iconFor(%j) falls back to the default icon', (name) => {
    expect(iconFor(name)).toBe(ICONS[DEFAULT_ICON]);
  });
});
