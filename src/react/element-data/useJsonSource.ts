import { useEffect, useState } from 'react';
import { reportError } from '../../lib/report';
import { safeFetchUrl } from '../../lib/safe-url';

export type JsonSource =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: unknown };

const IDLE: JsonSource = { status: 'idle' };
const LOADING: JsonSource = { status: 'loading' };

/**
 * Fetches JSON from a URL the host named (http(s) or relative only); `attempt` (a counter) fetches it again. A new
 * URL, or the element leaving the page, aborts the request in flight, so a late answer never overwrites a newer one.
 */
export function useJsonSource(src: string | undefined, tag: string, attempt: number): JsonSource {
  // Each state remembers the URL it belongs to: right after `src` changes, before the effect has run, the old
  // URL's data or error must not be shown for the new one.
  const [state, setState] = useState<{ src?: string; source: JsonSource }>({ source: IDLE });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!src) {
      // Forget the last URL's answer (the same URL set again later is fetched again, not shown stale meanwhile);
      // already forgotten, the same state object is kept, so an element given its data renders once on mount (a
      // second render would be a second React task per element on the page).
      setState((previous) => (previous.src === undefined ? previous : { source: IDLE }));
      return;
    }
    const set = (source: JsonSource) => setState({ src, source });
    const fail = (message: string) => {
      reportError(tag, { where: 'attribute "src"', message });
      set({ status: 'error', message });
    };
    const url = safeFetchUrl(src);
    if (!url) {
      fail(`"${src}" is not an http(s) or relative URL; nothing was fetched`);
      return;
    }
    const controller = new AbortController();
    set(LOADING);
    // The fetching code is a chunk of its own (fetch-json.ts), loaded with the first `src`: the loading state shows
    // meanwhile, as it does while the data comes.
    import('./fetch-json')
      .then(({ fetchJson }) => fetchJson(url, controller.signal))
      .then(
        (data: unknown) => {
          if (!controller.signal.aborted) set({ status: 'ready', data });
        },
        (error: Error) => {
          if (!controller.signal.aborted) fail(`${url} ${error.message}`);
        },
      );
    return () => controller.abort();
  }, [src, tag, attempt]);

  return !src ? IDLE : state.src === src ? state.source : LOADING;
}
