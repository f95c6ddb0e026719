import { render } from '@testing-library/react';
import type { ComponentType, SVGProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../../src/lib/ecosystem-icons';
import { ICON_PATHS } from '../../../../src/react/ecosystem-grid/icon-paths';
import { ICONS } from '../../../../src/react/ecosystem-grid/icons';

type LucideData = { name: string; node: [string, Record<string, string>][]; aliases?: string[] };
type LucideModule = { __iconData: LucideData; default: ComponentType<SVGProps<SVGSVGElement> & { size?: number }> };

/** The table must draw exactly what lucide-react's icon module draws (scripts/gen-icon-paths.mjs regenerates it). */
describe('icon path table (generated from lucide-react)', () => {
  it('has one entry per icon name', () => {
    expect(Object.keys(ICON_PATHS).sort()).toEqual([...ICON_NAMES].sort());
  });

  it.each(ICON_NAMES.map((name) => [name]))('%s matches lucide-react’s icon data, keys aside', async (name) => {
    const [classNames, ...children] = ICON_PATHS[name];
    const [lucideName, ...aliases] = classNames.split(' ');
    const { __iconData: data } = (await import(`lucide-react/icons/${lucideName}`)) as LucideModule;
    expect(lucideName).toBe(data.name);
    expect(aliases).toEqual(data.aliases ?? []);
    const ours = children.map((child) => (typeof child === 'string' ? ['path', { d: child }] : [child[0], child[1]]));
    const theirs = data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
    expect(ours).toEqual(theirs);
    // Attribute order is markup order.
    expect(ours.map(([, attributes]) => Object.keys(attributes))).toEqual(theirs.map(([, a]) => Object.keys(a)));
  });

  it.each(ICON_NAMES.map((name) => [name]))('%s renders the same markup as lucide-react’s component', async (name) => {
    const lucideName = ICON_PATHS[name][0].split(' ')[0];
    const { default: Lucide } = (await import(`lucide-react/icons/${lucideName}`)) as LucideModule;
    const Ours = ICONS[name];
    const props = { size: 24, strokeWidth: 2, 'aria-hidden': true, focusable: 'false' } as const;
    const expected = render(<Lucide {...props} />).container.innerHTML;
    expect(render(<Ours {...props} />).container.innerHTML).toBe(expected);
  });
});
