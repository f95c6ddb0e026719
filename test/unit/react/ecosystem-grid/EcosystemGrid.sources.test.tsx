import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSON_CHILD_SOURCE, type JsonChildState } from '../../../../src/lib/json-child';
import { EcosystemGrid } from '../../../../src/react/ecosystem-grid/EcosystemGrid';
import { cardTitles, errors, exploreLinks, makeApp, renderDefaults, spyOnConsole, warnings } from './fixtures';

spyOnConsole();

const ready = (value: unknown): JsonChildState => ({ status: 'ready', value });
const jsonResponse = (data: unknown, status = 200) =>
  ({ ok: status < 300, status, statusText: status < 300 ? 'OK' : 'Not Found', json: async () => data }) as Response;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EcosystemGrid: where the cards come from', () => {
  it('items win over src and the inline child; nothing is fetched', () => {
    render(<EcosystemGrid items={[makeApp(1)]} src="/apps.json" jsonChild={ready([makeApp(2)])} />);
    expect(cardTitles()).toEqual(['App 01']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('src wins over the inline child', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([makeApp(3)]));
    render(<EcosystemGrid src="/apps.json" jsonChild={ready([makeApp(2)])} />);
    expect(screen.getByRole('status').textContent).toBe('Loading apps…');
    expect(await screen.findByRole('heading', { name: 'App 03' })).toBeTruthy();
    expect(cardTitles()).toEqual(['App 03']);
    expect(fetchMock.mock.calls[0][0]).toBe('/apps.json');
  });

  it('the inline child wins over the default apps', () => {
    render(<EcosystemGrid jsonChild={ready([makeApp(2), makeApp(5, { enable: false, link: undefined })])} />);
    expect(cardTitles()).toEqual(['App 02', 'App 05']);
  });

  it('without any, the default apps show', async () => {
    await renderDefaults(<EcosystemGrid jsonChild={undefined} />);
    expect(cardTitles()).toHaveLength(20);
  });

  it('null items are absent, like undefined: a property reset falls back to src, the child, then the defaults', async () => {
    const { rerender } = render(<EcosystemGrid items={[makeApp(1)]} />);
    expect(cardTitles()).toEqual(['App 01']);
    rerender(<EcosystemGrid items={null} />);
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    rerender(<EcosystemGrid items={null} jsonChild={ready([makeApp(2)])} />);
    expect(cardTitles()).toEqual(['App 02']);
    fetchMock.mockResolvedValueOnce(jsonResponse([makeApp(3)]));
    rerender(<EcosystemGrid items={null} src="/apps.json" jsonChild={ready([makeApp(2)])} />);
    expect(await screen.findByRole('heading', { name: 'App 03' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors()).toEqual([]);
  });

  it('a pending inline child (the page is still loading) shows the loading state, not the defaults', () => {
    render(<EcosystemGrid jsonChild={{ status: 'pending' }} label="Apps" />);
    expect(screen.getByRole('status').textContent).toBe('Loading apps…');
    expect(screen.getByRole('region', { name: 'Apps' }).getAttribute('aria-busy')).toBe('true');
    expect(cardTitles()).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('a malformed inline child shows the same error as a malformed attribute', () => {
    const problem = { where: JSON_CHILD_SOURCE, message: 'is not valid JSON (Unexpected token)' };
    render(<EcosystemGrid jsonChild={{ status: 'error', problem }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This content could not be shown');
    expect(alert.textContent).toContain(
      '<ecosystem-grid> inline <script type="application/json"> is not valid JSON (Unexpected token).',
    );
    expect(cardTitles()).toEqual([]);
  });

  it('a malformed inline child is ignored when items are given', () => {
    const problem = { where: JSON_CHILD_SOURCE, message: 'is not valid JSON' };
    render(<EcosystemGrid items={[makeApp(1)]} jsonChild={{ status: 'error', problem }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cardTitles()).toEqual(['App 01']);
  });

  it('inline data that is not an array: the error state, naming the inline source', () => {
    render(<EcosystemGrid jsonChild={ready({ apps: [] })} />);
    expect(screen.getByRole('alert').textContent).toContain('Apps could not be shown');
    expect(errors()).toEqual([`<ecosystem-grid> ${JSON_CHILD_SOURCE}: expected an array of apps, got an object`]);
  });

  it('inline items are validated like any other: bad ones skipped with a warning', () => {
    render(<EcosystemGrid jsonChild={ready([makeApp(1), { title: 'No description' }])} />);
    expect(cardTitles()).toEqual(['App 01']);
    expect(warnings()).toEqual([expect.stringMatching(/^<ecosystem-grid> items\[1\]\.description: /)]);
  });
});

describe('EcosystemGrid: src', () => {
  it('a 404 shows an error with Retry, which fetches again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(null, 404)).mockResolvedValueOnce(jsonResponse([makeApp(7)]));
    render(<EcosystemGrid src="/missing.json" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Apps could not be loaded');
    expect(alert.textContent).toContain('/missing.json answered 404 Not Found');
    expect(errors()).toEqual(['<ecosystem-grid> attribute "src": /missing.json answered 404 Not Found']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'App 07' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an unsafe src is refused without a request', () => {
    render(<EcosystemGrid src="javascript:alert(1)" />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('is not an http(s) or relative URL');
  });

  it('fetched data that is not an array: the error state, naming src', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ apps: [] }));
    render(<EcosystemGrid src="/apps.json" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Apps could not be shown');
    expect(errors()).toEqual(['<ecosystem-grid> attribute "src": expected an array of apps, got an object']);
  });

  it('a new src aborts the request in flight; leaving aborts too', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    // The fetching code is a chunk loaded with the first `src` (fetch-json.ts): each request follows a moment later.
    const fetched = (times: number) => vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(times));
    const { rerender, unmount } = render(<EcosystemGrid src="/a.json" />);
    await fetched(1);
    rerender(<EcosystemGrid src="/b.json" />);
    await fetched(2);
    const signal = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).signal as AbortSignal;
    expect(signal(0).aborted).toBe(true);
    expect(signal(1).aborted).toBe(false);
    unmount();
    expect(signal(1).aborted).toBe(true);
  });
});

describe('EcosystemGrid: onAppOpen', () => {
  it('is told which app an Explore click opens', () => {
    const onAppOpen = vi.fn(() => true);
    render(<EcosystemGrid items={[makeApp(1), makeApp(2)]} onAppOpen={onAppOpen} />);
    fireEvent.click(exploreLinks()[1]);
    expect(onAppOpen).toHaveBeenCalledTimes(1);
    expect(onAppOpen.mock.calls[0]).toEqual([
      { item: expect.objectContaining({ id: 'app2', title: 'App 02', link: 'https://app2.coursify.example/' }) },
    ]);
  });

  it('is told of a middle click (auxclick, button 1) too, but not of a right click (button 2)', () => {
    const onAppOpen = vi.fn(() => true);
    render(<EcosystemGrid items={[makeApp(1), makeApp(2)]} onAppOpen={onAppOpen} />);
    const auxClick = (button: number) =>
      exploreLinks()[0].dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button }));
    auxClick(2);
    expect(onAppOpen).not.toHaveBeenCalled();
    auxClick(1);
    expect(onAppOpen).toHaveBeenCalledTimes(1);
    expect(onAppOpen.mock.calls[0]).toEqual([{ item: expect.objectContaining({ id: 'app1' }) }]);
  });
});
