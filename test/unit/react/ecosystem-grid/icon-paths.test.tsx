import { render } from '@testing-library/react';
import type { ComponentType, SVGProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../../src/lib/ecosystem-icons';
import { ICON_PATHS } from '../../../../src/react/ecosystem-grid/icon-paths';
import { ExternalLinkIcon, ICON_DATA, ICONS } from '../../../../src/react/ecosystem-grid/icons';

type LucideData = { name: string; node: [string, Record<string, string>][]; aliases?: string[] };
type LucideModule = { __iconData: LucideData; default: ComponentType<SVGProps<SVGSVGElement> & { size?: number }> };

const NAMES = [...ICON_NAMES, 'external-link'] as const;

/** The string must decode to exactly what lucide-react's icon module draws (scripts/gen-icon-paths.mjs writes it). */
describe('icon path string (generated from lucide-react)', () => {
  it('has one entry per card icon name, then external-link', () => {
    expect(ICON_PATHS.split('|')).toHaveLength(NAMES.length);
    expect(Object.keys(ICON_DATA)).toEqual([...NAMES]);
  });

  it.each(NAMES.map((name) => [name]))('%s decodes to lucide-react’s icon data, keys aside', async (name) => {
    const ours = ICON_DATA[name];
    const { __iconData: data } = (await import(`lucide-react/icons/${ours.name}`)) as LucideModule;
    expect(ours.name).toBe(data.name);
    expect(ours.aliases).toEqual(data.aliases ?? []);
    const theirs = data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
    expect(ours.node).toEqual(theirs);
    // Attribute order is markup order.
    expect(ours.node.map(([, attributes]) => Object.keys(attributes))).toEqual(theirs.map(([, a]) => Object.keys(a)));
  });

  it.each(NAMES.map((name) => [name]))('%s renders the same markup as lucide-react’s component', async (name) => {
    const { default: Lucide } = (await import(`lucide-react/icons/${ICON_DATA[name].name}`)) as LucideModule;
    const Ours = name === 'external-link' ? ExternalLinkIcon : ICONS[name];
    const props = { size: 24, strokeWidth: 2, 'aria-hidden': true, focusable: 'false' } as const;
    const expected = render(<Lucide {...props} />).container.innerHTML;
    expect(render(<Ours {...props} />).container.innerHTML).toBe(expected);
  });
});
