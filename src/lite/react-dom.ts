/**
 * `react-dom` for the lite build (src/lite/react.ts says why not preact/compat): the two calls our code makes.
 * `flushSync` is compat's: state updates made inside `callback` render together, synchronously, before it returns.
 */
import { options } from 'preact';

export { createPortal } from 'preact';

export function flushSync<R>(callback: () => R): R {
  const debounce = options.debounceRendering;
  let flush: (() => void) | undefined;
  options.debounceRendering = (rerender) => {
    flush = rerender;
  };
  try {
    const result = callback();
    flush?.();
    return result;
  } finally {
    options.debounceRendering = debounce;
  }
}
