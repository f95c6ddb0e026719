import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../lib/report';
import { safeFetchUrl } from '../../lib/safe-url';

export type JsonSource =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: unknown };

/**
 * Fetches JSON from a URL the host named (http(s) or relative only). A new URL, or the element leaving the
 * page, aborts the request in flight, so a late answer never overwrites a newer one.
 */
export function useJsonSource(src: string | undefined, tag: string): [JsonSource, () => void] {
  // Each state remembers the URL it belongs to: right after `src` changes, before the effect has run, the old
  // URL's data or error must not be shown for the new one.
  const [state, setStateFor] = useState<JsonSource & { src?: string }>({ status: 'idle' });
  // Idle while already idle for this URL keeps the same state object, so React skips the re-render: without a
  // `src`, every element would otherwise render twice on mount (a second React task per element on the page).
  const setState = useCallback(
    (next: JsonSource) =>
      setStateFor((previous) =>
        next.status === 'idle' && previous.status === 'idle' && previous.src === src ? previous : { ...next, src },
      ),
    [src],
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!src) {
      setState({ status: 'idle' });
      return;
    }
    const fail = (message: string) => {
      reportError(tag, { where: 'attribute "src"', message });
      setState({ status: 'error', message });
    };
    const url = safeFetchUrl(src);
    if (!url) {
      fail(`"${src}" is not an http(s) or relative URL; nothing was fetched`);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`answered ${response.status} ${response.statusText}`.trim());
        try {
          return await response.json();
        } catch {
          throw new Error('did not answer with JSON');
        }
      })
      .then(
        (data: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        (error: Error) => {
          if (!controller.signal.aborted) fail(`${url} ${error.message}`);
        },
      );
    return () => controller.abort();
  }, [src, tag, attempt, setState]);

  if (state.src !== src) return [src ? { status: 'loading' } : { status: 'idle' }, retry];
  return [state, retry];
}
