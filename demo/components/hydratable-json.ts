/**
 * A JSON prop of an element (`items`, `courses`) as the shell passes it, so that a prerendered page carries it.
 *
 * On the server React writes no attribute for an array given to a custom element, and hydrating sets no property:
 * the element's first render in the browser would have nothing, and neither would the server's HTML. So on the
 * server (the prerender build, `import.meta.env.SSR`) the value is written as the element's JSON attribute, which
 * coursify-elements/ssr renders from and the element reads when it hydrates; in the browser it stays the array,
 * set as the property whenever React creates or updates the element (a string there would be kept as a string).
 * The two are the same data: the element renders the same first.
 */
export function hydratableJson<T>(value: T): T {
  return (import.meta.env.SSR ? JSON.stringify(value) : value) as T;
}
