/**
 * The card icons are loaded one module each, on first use (src/react/ecosystem-grid/icons.ts). Each test imports
 * the icons afresh, so none is loaded yet.
 */
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ICON, ICON_NAMES } from '../../../../src/lib/ecosystem-icons';
import { errors, spyOnConsole } from './fixtures';

spyOnConsole();

type IconsModule = typeof import('../../../../src/react/ecosystem-grid/icons');
const ICONS = '../../../../src/react/ecosystem-grid/icons';
/** The icons module of the running test, imported afresh. */
let icons: IconsModule;
const freshIcons = async () => {
  icons = (await import(ICONS)) as IconsModule;
  return icons;
};

/** A badge of the running test's icons module: its icon, or what stands in until it is there. */
function Badge({ name, tag, waiting }: { name: string; tag: string; waiting: string }) {
  const Icon = icons.useIcon(name, tag);
  return <span>{Icon ? <Icon /> : waiting}</span>;
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('../../../../src/react/ecosystem-grid/icon-data/timer.ts');
});

const svgClass = (container: Element) => container.querySelector('svg')?.getAttribute('class') ?? '';

describe('card icons, loaded on first use', () => {
  it.each(ICON_NAMES.map((name) => [name]))('%s loads and draws an svg', async (name) => {
    const { loadIcon, loadedIcon } = await freshIcons();
    expect(loadedIcon(name)).toBeUndefined();
    const Icon = await loadIcon(name);
    expect(loadedIcon(name)).toBe(Icon);
    const { container } = render(<Icon aria-hidden="true" />);
    expect(container.querySelectorAll('svg path, svg rect, svg circle, svg line, svg polyline').length).toBeGreaterThan(
      0,
    );
  });

  it('loads each icon once, however many ask', async () => {
    const { loadIcon } = await freshIcons();
    const [a, b] = await Promise.all([loadIcon('timer'), loadIcon('timer')]);
    expect(a).toBe(b);
    expect(await loadIcon('timer')).toBe(a);
  });

  it('check-square (lucide’s older name, which the ecosystem data uses) draws lucide’s square-check', async () => {
    const { loadIcon } = await freshIcons();
    const CheckSquare = await loadIcon('check-square');
    expect(svgClass(render(<CheckSquare />).container)).toContain('lucide-square-check');
  });

  it.each(['nope', '', '__proto__', 'constructor'])('%j falls back to the default icon', async (name) => {
    const { knownIcon, loadIcon } = await freshIcons();
    expect(knownIcon(name)).toBe(DEFAULT_ICON);
    expect(await loadIcon(name)).toBe(await loadIcon(DEFAULT_ICON));
  });

  it('useIcon: nothing until the module arrives, then the icon, without another render being asked for', async () => {
    await freshIcons();
    const { container } = render(<Badge name="rocket" tag="ecosystem-grid" waiting="waiting" />);
    expect(container.textContent).toBe('waiting');
    await waitFor(() => expect(svgClass(container)).toContain('lucide-rocket'));
  });

  it('an icon that cannot be loaded: no icon, one error naming the element and the icon, and a later try loads it', async () => {
    let fail = true;
    vi.doMock('../../../../src/react/ecosystem-grid/icon-data/timer.ts', () => {
      if (fail) throw new Error('network down');
      return { default: 'M1 1h1' };
    });
    const { loadIcon } = await freshIcons();
    const first = render(
      <>
        <Badge name="timer" tag="acme-grid" waiting="none" />
        <Badge name="timer" tag="acme-grid" waiting="none" />
      </>,
    );
    await waitFor(() => expect(errors()).toHaveLength(1));
    expect(errors()[0]).toBe('<acme-grid> icon "timer": could not be loaded; its cards show no icon');
    expect(first.container.textContent).toBe('nonenone');
    first.unmount();

    fail = false;
    await act(async () => {
      await loadIcon('timer');
    });
    const second = render(<Badge name="timer" tag="acme-grid" waiting="none" />);
    expect(svgClass(second.container)).toContain('lucide-timer');
    expect(errors()).toHaveLength(1);
  });
});
