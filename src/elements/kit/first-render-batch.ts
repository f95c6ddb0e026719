/**
 * Batches the first render of elements connected in one task into one synchronous React pass.
 *
 * Why: r2wc mounts a React root per element in `connectedCallback`, and React renders each root in its own
 * scheduler task, yielding to the browser between them. 100 catalogs connected together then paint about 90
 * frames, each showing a few more (1.8 s here). Collected here instead, every first render of the task runs in one
 * `flushSync` at the microtask checkpoint: the page paints once, with all of them (bench/: 1, 10, 100 catalogs).
 *
 * Only first renders are batched. Later updates (a keystroke in one catalog) go through React's scheduler as
 * before, so one element's input never waits for the others.
 *
 * Public React API only (`flushSync` from react-dom), so the same code works with react-dom aliased to
 * preact/compat, whose `flushSync` simply runs the callback (its roots render synchronously anyway).
 */
import { flushSync } from 'react-dom';
import { reportError } from '../../lib/report';

/** Elements waiting for their first render, with the function that mounts each (insertion order is DOM order). */
const pending = new Map<HTMLElement, () => void>();

/**
 * Queues `element`'s first render for the end of the current task (its microtask checkpoint), together with the
 * first renders of every other element connected meanwhile. Queuing the same element again (moved in the same
 * task) keeps one entry. An element no longer connected when the batch runs is skipped.
 */
export function queueFirstRender(element: HTMLElement, render: () => void): void {
  if (pending.size === 0) queueMicrotask(flushFirstRenders);
  pending.set(element, render);
}

function flushFirstRenders(): void {
  const batch = [...pending];
  pending.clear();
  const mountAll = () => {
    for (const [element, render] of batch) {
      if (!element.isConnected) continue;
      // One element's failure must not keep the others from rendering, nor escape into the host page.
      try {
        render();
      } catch (error) {
        reportError(element.localName, { where: 'first render', message: 'failed' }, error);
      }
    }
  };
  try {
    flushSync(mountAll);
  } catch (error) {
    // Each mount is already guarded; this is React itself failing to flush: the roots render when it recovers.
    const tags = [...new Set(batch.map(([element]) => element.localName))].join('>, <');
    reportError(tags, { where: 'first render', message: 'could not be committed at once' }, error);
  }
}
