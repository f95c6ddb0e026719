/**
 * The React prop names our components write on DOM elements, turned into what Preact core applies, for the lite
 * build (which runs the components on Preact itself, not preact/compat: src/lite/react.ts says why). Compat does this
 * for every prop React knows, copying the props of every element into a new object and testing each name; our
 * components use three of those renames, and only elements that carry one are touched, in place:
 * - `className` → `class`: Preact writes the attribute once (compat wrote the attribute and `className`, which the
 *   browser parses twice: 10,000 elements with classes, 8 ms for the attribute, 21 ms for both, in Chromium);
 * - `onChange` on a text field → `onInput`: React's onChange is the `input` event (the DOM's `change` comes on blur);
 *   checkboxes, radios and selects keep `change`, which the DOM fires at once for them;
 * - SVG presentation attributes in camelCase (`strokeWidth`, `stopColor`, `fontSize` …) → dashed (`stroke-width`),
 *   by compat's own list of the prefixes React dashes, on the SVG elements we draw (SVG below: a drawing with
 *   another element needs it added there).
 * And `suppressHydrationWarning`, React's word to its hydration, is dropped rather than written as an attribute.
 * Installed when src/lite/react.ts is evaluated, before any component makes an element.
 */
import { options, type VNode } from 'preact';

/** compat's CAMEL_PROPS: the SVG attribute names React writes dashed. */
const DASHED =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
/** The SVG elements our components draw: the only ones whose props are searched for camelCase names. */
const SVG = new Set(['svg', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'g', 'text', 'stop']);
/** Fields whose `change` event is React's onChange as it is. */
const CHANGE_AS_IS = /fil|che|rad/;

export function installDomProps(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    const { type } = vnode;
    if (typeof type === 'string') {
      const props = vnode.props as Record<string, unknown>;
      if (props.className !== undefined) {
        props.class = props.className;
        delete props.className;
      }
      // React's own instruction to its hydration, never an attribute (compat wrote it as one).
      if (props.suppressHydrationWarning !== undefined) delete props.suppressHydrationWarning;
      if (props.onChange && (type === 'input' || type === 'textarea') && !CHANGE_AS_IS.test(String(props.type))) {
        props.onInput = props.onChange;
        delete props.onChange;
      }
      // Only SVG drawings have camelCase attributes: HTML elements skip the search (most of a card's elements).
      if (SVG.has(type)) {
        for (const name in props) {
          if (DASHED.test(name)) {
            props[name.replace(/[A-Z0-9]/g, '-$&').toLowerCase()] = props[name];
            delete props[name];
          }
        }
      }
    }
    next?.(vnode);
  };
}
