import { render } from '@testing-library/react';
import type { ComponentType, SVGProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../../src/lib/ecosystem-icons';
import { EXTERNAL_LINK_ICON } from '../../../../src/react/ecosystem-grid/external-link-icon';
import { decodeIcon, ExternalLinkIcon, loadIcon } from '../../../../src/react/ecosystem-grid/icons';

type LucideData = { name: string; node: [string, Record<string, string>][]; aliases?: string[] };
type LucideModule = { __iconData: LucideData; default: ComponentType<SVGProps<SVGSVGElement> & { size?: number }> };

/** Every icon module the grid can load, by our name (scripts/gen-icon-paths.mjs writes them). */
const MODULES = import.meta.glob<string>('../../../../src/react/ecosystem-grid/icon-data/*.ts', {
  import: 'default',
  eager: true,
});
const entryOf = (name: string) =>
  name === 'external-link' ? EXTERNAL_LINK_ICON : MODULES[`../../../../src/react/ecosystem-grid/icon-data/${name}.ts`];

const NAMES = [...ICON_NAMES, 'external-link'] as const;

/** Each generated string must decode to exactly what lucide-react's icon module draws. */
describe('icon strings (generated from lucide-react)', () => {
  it('there is one icon module per card icon name, and no other', () => {
    const files = Object.keys(MODULES).map((path) => /([a-z0-9-]+)\.ts$/.exec(path)?.[1]);
    expect(files.sort()).toEqual([...ICON_NAMES].sort());
  });

  it.each(NAMES.map((name) => [name]))('%s decodes to lucide-react’s icon data, keys aside', async (name) => {
    const ours = decodeIcon(entryOf(name), name);
    const { __iconData: data } = (await import(`lucide-react/icons/${ours.name}`)) as LucideModule;
    expect(ours.name).toBe(data.name);
    expect(ours.aliases).toEqual(data.aliases ?? []);
    const theirs = data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
    expect(ours.node).toEqual(theirs);
    // Attribute order is markup order.
    expect(ours.node.map(([, attributes]) => Object.keys(attributes))).toEqual(theirs.map(([, a]) => Object.keys(a)));
  });

  it.each(NAMES.map((name) => [name]))('%s renders the same markup as lucide-react’s component', async (name) => {
    const { default: Lucide } = (await import(
      `lucide-react/icons/${decodeIcon(entryOf(name), name).name}`
    )) as LucideModule;
    const Ours = name === 'external-link' ? ExternalLinkIcon : await loadIcon(name);
    const props = { size: 24, strokeWidth: 2, 'aria-hidden': true, focusable: 'false' } as const;
    const expected = render(<Lucide {...props} />).container.innerHTML;
    expect(render(<Ours {...props} />).container.innerHTML).toBe(expected);
  });
});
