/**
 * The props a partner gives a component's host (`className`, `id`, `style`, `data-*`, `aria-*`, `hidden`…), spelled
 * so that every React puts them on the custom element's tag as attributes, as it did on a plain element:
 * - React 18 writes any prop of a custom element as an attribute of that very name: `className` would become a
 *   `classname` attribute, `hidden={false}` the text "false". So `class`, `for`, and booleans as present or absent.
 * - React 19 and preact set a prop as a property where the element has one (`id`, `lang`, `title`, `tabIndex`…),
 *   and a removed prop to `undefined` (React 19: the attribute reads "undefined") or `''` (preact: `lang=""`). In a
 *   browser such names go in capitals, which no property has; HTML attributes ignore case, so the attribute is the
 *   same, and React's hydration compares attributes ignoring case too. The server keeps the names as they are.
 */
const RENAMED: Record<string, string> = { className: 'class', htmlFor: 'for' };

/** What React handles itself on any element: listeners (`onClick`), styles, children, refs. */
const REACT_OWN = /^(on[A-Z].*|style|children|ref|key|dangerouslySetInnerHTML|suppressHydrationWarning)$/;

export function hostAttributes(props: Record<string, unknown>): Record<string, unknown> {
  const inBrowser = typeof HTMLElement !== 'undefined';
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (REACT_OWN.test(key) || key.includes('-')) {
      attributes[key] = value;
      continue;
    }
    let name = RENAMED[key] ?? key;
    if (inBrowser && name in HTMLElement.prototype) name = name.toUpperCase();
    attributes[name] = typeof value === 'boolean' ? (value ? '' : undefined) : value;
  }
  return attributes;
}
