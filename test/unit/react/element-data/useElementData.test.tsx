/**
 * The one data path of the catalog and the grid (src/react/element-data/useElementData.tsx), with a made-up element:
 * a spec of its own (nouns, property, parser, default chunk) gets the same source order, words and retry as theirs.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { JsonChildState } from '../../../../src/lib/json-child';
import type { Problem } from '../../../../src/lib/report';
import { dataSpec, useElementData } from '../../../../src/react/element-data/useElementData';

type Parsed = { ok: true; names: string[]; problems: Problem[] } | { ok: false; problems: Problem[] };

/** Names from a list; a non-string item is skipped with a warning; anything but a list is unusable. */
function parseNames(data: unknown, where: string): Parsed {
  if (!Array.isArray(data)) return { ok: false, problems: [{ where, message: 'expected an array of widgets' }] };
  const problems: Problem[] = [];
  const names = data.filter((item, index) => {
    if (typeof item === 'string') return true;
    problems.push({ where: `widgets[${index}].name`, message: 'expected text; item skipped' });
    return false;
  });
  return { ok: true, names, problems };
}

let loadDefaults: () => Promise<unknown>;
/** A fresh spec per test: its default content is loaded once per page, as an element's is. */
const widgetSpec = () =>
  dataSpec({
    nouns: 'Widgets',
    prop: 'widgets',
    parse: parseNames,
    load: () => loadDefaults(),
    childSource: 'the inline child',
    part: 'widgets',
    grid: 'grid',
    card: 'h-10',
  });
let WIDGETS: ReturnType<typeof widgetSpec>;

/** The made-up element's words, by the keys its spec names (an element's come from its messages). */
const WORDS = {
  loadingWidgets: 'Loading widgets…',
  widgetsLoadErrorTitle: 'Widgets could not be loaded',
  defaultWidgetsLoadError: 'The default widgets could not be loaded.',
  widgetsDataErrorTitle: 'Widgets could not be shown',
  widgetsDataErrorMessage: 'The widget data is not a list of widgets.',
  inputErrorTitle: 'This content could not be shown',
  childTextError: 'It holds text but no JSON script.',
};
const t = (key: keyof typeof WORDS) => WORDS[key];

function Widgets(props: { value?: unknown; src?: string; jsonChild?: JsonChildState }) {
  const [parsed, instead] = useElementData(props as { value: unknown }, WIDGETS, 'x-widgets', 'Widgets', t);
  return parsed ? <p>{parsed.names.join(', ') || 'none'}</p> : instead;
}

/** Records what every commit put on screen, in the layout phase: before any effect can change it. */
function CommitProbe({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('first answer') ? 'old answer' : screen.queryByRole('status') ? 'loading' : 'other');
  });
  return null;
}

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
let fetchMock: MockInstance<typeof fetch>;
const answer = (data: unknown) => ({ ok: true, status: 200, statusText: 'OK', json: async () => data }) as Response;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock = vi.spyOn(globalThis, 'fetch');
  loadDefaults = async () => ['default one'];
  WIDGETS = widgetSpec();
});
afterEach(() => vi.restoreAllMocks());

describe('useElementData', () => {
  it('takes the property first: nothing is fetched or loaded, and skipped items are warned about by name', () => {
    loadDefaults = vi.fn(async () => ['default one']);
    render(<Widgets value={['a', 3, 'b']} src="/widgets.json" jsonChild={{ status: 'ready', value: ['child'] }} />);
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadDefaults).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([text]) => text)).toEqual(['<x-widgets> widgets[1].name: expected text; item skipped']);
  });

  it('then src, over the inline child: a busy region in the element’s words while it loads', async () => {
    fetchMock.mockResolvedValueOnce(answer(['fetched']));
    render(<Widgets src="/widgets.json" jsonChild={{ status: 'ready', value: ['child'] }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading widgets…');
    expect(screen.getByRole('region', { name: 'Widgets' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('fetched')).toBeTruthy();
  });

  it('a URL set again after data was given is fetched again, its old answer not shown even for one render', async () => {
    fetchMock.mockResolvedValueOnce(answer(['first answer']));
    const seen: string[] = [];
    const { rerender } = render(<Widgets src="/widgets.json" />);
    expect(await screen.findByText('first answer')).toBeTruthy();
    rerender(<Widgets value={['given']} src="/widgets.json" />);
    fetchMock.mockReturnValueOnce(new Promise<Response>(() => {}));
    rerender(
      <>
        <Widgets src="/widgets.json" />
        <CommitProbe seen={seen} />
      </>,
    );
    expect(seen).toEqual(['loading']);
    expect(screen.getByRole('status').textContent).toBe('Loading widgets…');
    // The request follows once the fetching chunk is in (fetch-json.ts).
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('then the inline child, named as the spec names it when it is not a list', () => {
    render(<Widgets jsonChild={{ status: 'ready', value: { not: 'a list' } }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Widgets could not be shown');
    expect(alert.textContent).toContain('The widget data is not a list of widgets.');
    expect(error).toHaveBeenCalledWith('<x-widgets> the inline child: expected an array of widgets');
  });

  it('text but no inline child: the error in the element’s words, one warning, never the defaults', async () => {
    let loads = 0;
    loadDefaults = async () => {
      loads++;
      return ['default one'];
    };
    const { rerender } = render(<Widgets jsonChild={{ status: 'text' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This content could not be shown');
    expect(alert.textContent).toContain('It holds text but no JSON script.');
    rerender(<Widgets jsonChild={{ status: 'text' }} />);
    expect(warn.mock.calls).toEqual([
      [
        '<x-widgets> content: holds text but no <script type="application/json"> (removed by a sanitizer?); the default data is not shown',
      ],
    ]);
    expect(error).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(loads).toBe(0);
    expect(screen.queryByText('default one')).toBeNull();
  });

  it('text beside a property: the property wins, no warning', () => {
    render(<Widgets value={['given']} jsonChild={{ status: 'text' }} />);
    expect(screen.getByText('given')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows nothing while the default chunk loads, then the defaults', async () => {
    const { container } = render(<Widgets />);
    expect(container.textContent).toBe('');
    expect(await screen.findByText('default one')).toBeTruthy();
  });

  it('a failed src: the error with Retry, which fetches again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(['second try']));
    render(<Widgets src="/widgets.json" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Widgets could not be loaded');
    expect(error).toHaveBeenCalledWith('<x-widgets> attribute "src": /widgets.json Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed default chunk: logged naming the property, shown with Retry, which loads it again', async () => {
    loadDefaults = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['default again']);
    render(<Widgets />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The default widgets could not be loaded.');
    expect(error.mock.calls[0][0]).toBe('<x-widgets> default widgets: could not be loaded; give `widgets` or `src`');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('default again')).toBeTruthy());
  });
});
