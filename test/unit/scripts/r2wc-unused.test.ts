/**
 * scripts/r2wc-unused.ts: @r2wc/core without its type transforms still makes the class every element is (an open
 * shadow root, the renderer mounted on connect with the prop store, unmounted on disconnect); the kit gives r2wc no
 * `props`, which is what makes the transforms unreachable; and a core of another shape fails the build.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { withoutTransforms } from '../../../scripts/r2wc-unused';

const ROOT = resolve(import.meta.dirname, '../../..');
const core = readFileSync(join(ROOT, 'node_modules/@r2wc/core/dist/core.js'), 'utf8');

describe('r2wc without its transforms', () => {
  const trimmed = withoutTransforms(core);

  it('drops the six transforms and keeps an empty table', () => {
    expect(trimmed.length).toBeLessThan(core.length - 800);
    for (const gone of ['JSON.parse', 'parseFloat', 'r2wc.bound', '/^[ty1-9]/i']) expect(trimmed).not.toContain(gone);
    expect(trimmed).toContain('const w = {}');
    expect(trimmed).toContain('function k(t)');
  });

  it('still makes the element class: shadow root, mount on connect with the store, unmount on disconnect', async () => {
    // The module's one export becomes the function's return value: the same code, run here.
    const body = trimmed.replace(/export\s*\{\s*T as default\s*\};?\s*$/, 'return T;');
    expect(body).not.toBe(trimmed);
    const r2wc = new Function(body)();
    const renderer = { mount: vi.fn(() => 'context'), update: vi.fn(), unmount: vi.fn() };
    const Element = r2wc(() => null, { shadow: 'open' }, renderer);
    customElements.define('r2wc-trimmed-probe', Element);
    const element = document.createElement('r2wc-trimmed-probe');
    expect(element.shadowRoot).toBeInstanceOf(ShadowRoot);
    document.body.append(element);
    expect(renderer.mount).toHaveBeenCalledWith(element.shadowRoot, expect.any(Function), {
      container: element.shadowRoot,
    });
    element.remove();
    expect(renderer.unmount).toHaveBeenCalledWith('context');
  });

  it('the kit gives r2wc no props: its options are the shadow root mode only', () => {
    const kit = readFileSync(join(ROOT, 'src/elements/kit/element-class.ts'), 'utf8');
    const calls = [...kit.matchAll(/\br2wc\(([^)]*)\)/g)].map((match) => match[1]);
    expect(calls).toEqual(["RenderedElement, { shadow: 'open' }"]);
  });

  it('fails loudly on a core of another shape', () => {
    expect(() => withoutTransforms(core.replace('function N(t)', 'function camel(t)'))).toThrow(/expected shape/);
  });
});
