import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  jsonChildOf,
  parserMayBeInside,
  watchJsonChild,
} from '../../../../../src/elements/kit/features/watch-json-child';

/** Lets MutationObserver callbacks (microtasks) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function host(html = ''): HTMLElement {
  const el = document.createElement('json-host');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

let error: MockInstance<typeof console.error>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('jsonChildOf', () => {
  it('finds the first direct <script type="application/json"> child, any case', () => {
    const el = host(
      '<p>x</p><script type="text/plain">1</script><script type=" Application/JSON ">[2]</script><script type="application/json">[3]</script>',
    );
    expect(jsonChildOf(el)?.textContent).toBe('[2]');
  });

  it('ignores grandchildren and other script types', () => {
    const el = host('<div><script type="application/json">[1]</script></div><script type="module"></script>');
    expect(jsonChildOf(el)).toBeNull();
  });
});

describe('parserMayBeInside', () => {
  it('is false once the document has loaded', () => {
    expect(document.readyState).not.toBe('loading');
    expect(parserMayBeInside(host())).toBe(false);
  });

  it('while loading: true until a node follows the host or one of its ancestors', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    const el = document.createElement('json-host');
    wrapper.append(el);
    expect(parserMayBeInside(el)).toBe(true);
    document.body.append(document.createTextNode('\n'));
    expect(parserMayBeInside(el)).toBe(false);
    readyState.mockRestore();
  });
});

describe('watchJsonChild', () => {
  it('reads the child at once', () => {
    const el = host('<script type="application/json">[1]</script>');
    const watch = watchJsonChild(el, () => {});
    expect(watch.initial).toEqual({ status: 'ready', value: [1] });
    watch.stop();
  });

  it('sees a child added later, a text change, a replaced text and the child leaving', async () => {
    const el = host();
    const seen: unknown[] = [];
    const watch = watchJsonChild(el, (state) => seen.push(state));
    expect(watch.initial).toBeUndefined();

    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = '["a"]';
    el.append(script);
    await settle();
    (script.firstChild as Text).data = '["b"]';
    await settle();
    script.textContent = '["c"]';
    await settle();
    script.remove();
    await settle();
    expect(seen).toEqual([
      { status: 'ready', value: ['a'] },
      { status: 'ready', value: ['b'] },
      { status: 'ready', value: ['c'] },
      undefined,
    ]);
    watch.stop();
  });

  it('does not call back when the text is the same (no re-render, no repeated warnings)', async () => {
    const el = host('<script type="application/json">[1]</script>');
    const onChange = vi.fn();
    const watch = watchJsonChild(el, onChange);
    (el.firstElementChild as HTMLScriptElement).textContent = '[1]';
    el.append(document.createElement('span'));
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    watch.stop();
  });

  it('logs malformed JSON once with console.error naming the element and the source', async () => {
    const el = host('<script type="application/json">[{oops</script>');
    const watch = watchJsonChild(el, () => {});
    expect(watch.initial?.status).toBe('error');
    el.append(document.createComment('unrelated change'));
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(
      /^<json-host> inline <script type="application\/json">: is not valid JSON \(/,
    );
    watch.stop();
  });

  it('stop() disconnects the observer', async () => {
    const el = host('<script type="application/json">[1]</script>');
    const onChange = vi.fn();
    watchJsonChild(el, onChange).stop();
    (el.firstElementChild as HTMLScriptElement).textContent = '[2]';
    await settle();
    expect(onChange).not.toHaveBeenCalled();
  });
});
