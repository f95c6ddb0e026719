/**
 * The default apps are a chunk of their own, loaded only when the page gives no cards
 * (react/element-data/useDefaultData.ts), with their icons' drawings (default-apps.ts). Each test imports the grid
 * afresh, so the chunk is not yet loaded: what shows while it loads, and when it fails.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cards, errors, makeApp, spyOnConsole, warnings } from './fixtures';

spyOnConsole();

// The chunk the grid imports: the default apps and their icons' drawings (default-apps.ts).
const DATA = '../../../../src/react/ecosystem-grid/default-apps';

async function freshGrid() {
  return (await import('../../../../src/react/ecosystem-grid/EcosystemGrid')).EcosystemGrid;
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock(DATA);
});

describe('EcosystemGrid: the default apps chunk', () => {
  it('renders nothing until the default apps arrive (no loading, empty or error flash), then all of them', async () => {
    const EcosystemGrid = await freshGrid();
    const { container } = render(<EcosystemGrid />);
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warnings()).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('given items, the grid renders them at once and never asks for the default apps', async () => {
    const load = vi.fn(() => ({ DEFAULT_APP_ICONS: {}, DEFAULT_ECOSYSTEM: [makeApp(9)] }));
    vi.doMock(DATA, load);
    const EcosystemGrid = await freshGrid();
    render(<EcosystemGrid items={[makeApp(1)]} />);
    expect(cards()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'App 09' })).toBeNull();
  });

  it('a chunk that fails to load shows the error state and logs it naming the element; Retry loads it', async () => {
    vi.doMock(DATA, () => {
      throw new Error('offline');
    });
    const EcosystemGrid = await freshGrid();
    render(<EcosystemGrid />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Apps could not be loaded');
    expect(errors()).toEqual(['<ecosystem-grid> default apps: could not be loaded; give `items` or `src`']);
    expect(cards()).toHaveLength(0);

    vi.doUnmock(DATA);
    vi.doMock(DATA, () => ({ DEFAULT_APP_ICONS: {}, DEFAULT_ECOSYSTEM: [makeApp(1), makeApp(2)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
