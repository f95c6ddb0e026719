/**
 * The pieces of a declarative shadow root, shared by renderElement and the React components' server render
 * (src/react-host): the element's sheet as an inline `<style>`, and the `<template shadowrootmode="open">` around
 * it and the first render. Plain strings, no renderer: whoever renders the markup brings its own React.
 */

/** `</style` cannot occur in CSS we generate; guarded anyway, so a sheet can never end the element early. */
const closeTag = /<\/(style)/gi;

/** The base sheet, then the element's own: the two constructed sheets the element adopts in a browser. */
export function elementSheetText(baseCss: string, ownCss: string | undefined): string {
  return `${baseCss}${ownCss ?? ''}`.replace(closeTag, '<\\/$1');
}

export function inlineStyle(css: string): string {
  return `<style>${css}</style>`;
}

/** What the HTML parser turns into the host's open shadow root: `style` first, then the rendered markup. */
export function shadowRootTemplate(style: string, markup: string): string {
  return `<template shadowrootmode="open">${style}${markup}</template>`;
}
