/**
 * The lite build writes each element's `class` once. preact/compat turns a `className` prop into both `class` and
 * `className`, and Preact then applies both: `setAttribute('class', …)`, then `element.className = …` with the same
 * text, which the browser parses again (10,000 elements: 8 ms for the attribute, 21 ms for both, in Chromium).
 * 100 catalogs are about 10,000 elements with classes. Renamed to `class` before compat sees it, compat keeps
 * `className` readable but not enumerable, and Preact writes the attribute alone.
 *
 * Installed by react-dom-client.ts when it is evaluated, after preact/compat's own hook (it imports compat): ours
 * runs first, then hands the vnode to compat's. (A call, not an import for its effect: package.json declares the
 * source free of side effects, so a bare import would be dropped from the bundle.)
 */
import { options, type VNode } from 'preact';

export function writeClassOnce(): void {
  const compatHook = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { class?: unknown; className?: unknown };
    // Our components never pass `class` themselves.
    if (typeof vnode.type === 'string' && props.className !== undefined) {
      props.class = props.className;
      props.className = undefined;
    }
    compatHook?.(vnode);
  };
}
