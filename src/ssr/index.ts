/**
 * coursify-elements/ssr: the elements rendered on the server, into declarative shadow DOM that the elements hydrate
 * in place when their script runs. No DOM and no browser global is touched, and nothing but the web platform is
 * used (no `node:` module, no `import.meta.url`, no `require`), so the same file runs in Node, Deno, Bun, Workers
 * and browsers (scripts/test-runtimes.mjs proves it).
 */

export { type RenderElementOptions, renderElement } from './render-element';
export { type RenderHtmlOptions, renderHtml } from './render-html';
export { renderStream } from './render-stream';
export { allElementsCss } from './styles';
