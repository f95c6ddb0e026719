import { type RefObject, useEffect, useRef } from 'react';

/**
 * Listens for a custom element's event through a ref. React 19 attaches `on<event>` props of custom elements on
 * a client render but not when it hydrates server-rendered HTML (the prerendered landing page), so the shell's
 * layouts listen this way, the same in both cases.
 */
export function useElementEvent<D>(
  ref: RefObject<HTMLElement | null>,
  name: string,
  handler: (event: CustomEvent<D>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => latest.current(event as CustomEvent<D>);
    element.addEventListener(name, listener);
    return () => element.removeEventListener(name, listener);
  }, [ref, name]);
}
