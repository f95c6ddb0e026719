import { createElement } from 'preact';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createRoot } from '../../../src/lite/react-dom-client';

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Each render of Show, in order (reset per test). */
let renders: string[] = [];

function Show({ text }: { text: string }) {
  renders.push(text);
  return createElement('p', null, text);
}

/** A Preact element, typed as what the shim's React-typed `render` takes (the alias makes them one at build). */
function counting() {
  renders = [];
  return { renders, show: (text: string) => createElement(Show, { text }) as unknown as ReactNode };
}

describe('the lite build’s react-dom/client: renders batched per microtask, as React’s root', () => {
  it('renders once, with the last children, after the calls of one task', async () => {
    const container = document.createElement('div');
    const { renders, show } = counting();
    const root = createRoot(container);
    root.render(show('src only'));
    root.render(show('src and items'));
    expect(container.textContent).toBe('');
    await microtask();
    expect(renders).toEqual(['src and items']);
    expect(container.textContent).toBe('src and items');
  });

  it('renders again for a later call', async () => {
    const container = document.createElement('div');
    const { renders, show } = counting();
    const root = createRoot(container);
    root.render(show('one'));
    await microtask();
    root.render(show('two'));
    await microtask();
    expect(renders).toEqual(['one', 'two']);
    expect(container.textContent).toBe('two');
  });

  it('a render still queued when the root unmounts does not bring it back', async () => {
    const container = document.createElement('div');
    const { renders, show } = counting();
    const root = createRoot(container);
    root.render(show('shown'));
    await microtask();
    root.render(show('queued'));
    root.unmount();
    await microtask();
    expect(renders).toEqual(['shown']);
    expect(container.textContent).toBe('');
  });
});
