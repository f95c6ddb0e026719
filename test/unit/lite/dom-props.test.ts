/**
 * src/lite/dom-props.ts and src/lite/react.ts: the lite build runs the components on Preact itself, with the three
 * React prop names they use turned into the DOM's (className, onChange on text fields, SVG camelCase attributes),
 * and React's useSyncExternalStore.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { createElement as h, useSyncExternalStore } from '../../../src/lite/react';

function mount(vnode: unknown) {
  const box = document.createElement('div');
  document.body.append(box);
  render(vnode as never, box);
  return box;
}

/** A store for useSyncExternalStore: its value and its listeners. */
let value = 1;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getValue = () => value;
function Show() {
  return h('b', null, String(useSyncExternalStore(subscribe, getValue)));
}

describe('the lite build’s React props on Preact', () => {
  it('writes className as the class attribute', () => {
    const box = mount(h('p', { className: 'a b' }, 'x'));
    expect(box.innerHTML).toBe('<p class="a b">x</p>');
  });

  it('drops suppressHydrationWarning, which is no attribute', () => {
    const box = mount(h('img', { alt: '', suppressHydrationWarning: true }));
    expect(box.innerHTML).toBe('<img alt="">');
  });

  it('calls onChange of a text field on every input, and of a checkbox on change', () => {
    const seen: string[] = [];
    const box = mount(
      h('div', null, [
        h('input', { key: 1, type: 'search', onChange: () => seen.push('search') }),
        h('input', { key: 2, type: 'checkbox', onChange: () => seen.push('checkbox') }),
      ]),
    );
    const [search, checkbox] = box.querySelectorAll('input');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    checkbox.dispatchEvent(new Event('input', { bubbles: true }));
    checkbox.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['search', 'checkbox']);
  });

  it('dashes SVG presentation attributes, and leaves viewBox as it is', () => {
    const box = mount(h('svg', { viewBox: '0 0 1 1', strokeWidth: 2 }, h('stop', { stopColor: '#fff' })));
    const svg = box.querySelector('svg');
    expect(svg?.getAttribute('stroke-width')).toBe('2');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 1 1');
    expect(box.querySelector('stop')?.getAttribute('stop-color')).toBe('#fff');
  });

  it('useSyncExternalStore renders the snapshot and follows the store', () => {
    let box!: HTMLElement;
    act(() => {
      box = mount(h(Show, null));
    });
    expect(box.textContent).toBe('1');
    act(() => {
      value = 2;
      for (const listener of listeners) listener();
    });
    expect(box.textContent).toBe('2');
  });
});
