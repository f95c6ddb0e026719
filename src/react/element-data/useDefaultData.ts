import { useContext, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Problem, reportError } from '../../lib/report';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { ServerFirstContext } from '../shared/server-first';

/**
 * An element's own default content (the grid's apps, the catalog's courses), shown only when the page gives none:
 * a chunk of its own, fetched then, so a partner who passes data never downloads it. Loaded once per page; every
 * later element has it in its first render.
 */
export type DefaultData<T> = {
  /** The data once loaded, else undefined. */
  readonly loaded: () => T | undefined;
  /** Loads it once; a failed load is forgotten, so that a retry fetches again. */
  readonly load: () => Promise<T>;
};

export function defaultData<T>(fetch: () => Promise<T>): DefaultData<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load() {
      loading ??= fetch().then(
        (data) => (loaded = data),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The default data when `wanted`: the data once loaded, `undefined` while loading (or not wanted), `'failed'` when
 * its chunk could not be fetched (logged as `failure`, naming the element). `attempt` (a counter) tries again.
 */
export function useDefaultData<T>(
  source: DefaultData<T>,
  wanted: boolean,
  tag: string,
  failure: Problem,
  attempt: number,
): T | 'failed' | undefined {
  const [state, setState] = useState<T | 'failed'>();
  // Rendering what the server rendered (it had no default data): data another element has loaded meanwhile comes
  // with the next render, from the effect, not in this one.
  const serverFirst = useContext(ServerFirstContext);

  // A layout effect: the chunk is asked for in the commit of the first render, not after the page has painted it
  // (Preact runs a passive effect a frame later). A page that names its files has it preloaded already, so it is
  // there a task later and the cards come in the frame the element first shows (issue #22, the CDN waterfall).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; `failure` is a message
  useBrowserLayoutEffect(() => {
    if (!wanted) return;
    const loaded = source.loaded();
    if (loaded) {
      if (serverFirst) setState(() => loaded);
      return;
    }
    let live = true;
    setState(undefined);
    source.load().then(
      // Synchronously: every element waiting for the chunk renders in the task it arrives in, so a page of them
      // shows them in one frame, as their first renders were (src/elements/kit/first-render-batch.ts); left to React's
      // scheduler, each root would render in a task of its own, with the page painted in between.
      (data) => live && flushSync(() => setState(() => data)),
      (error: unknown) => {
        if (!live) return;
        reportError(tag, failure, error);
        setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [source, wanted, tag, attempt, serverFirst]);

  return wanted ? ((serverFirst ? undefined : source.loaded()) ?? state) : undefined;
}
