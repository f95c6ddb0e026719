/**
 * coursify-elements/ssr: the elements rendered on the server (Node), into declarative shadow DOM that the elements
 * hydrate in place when their script runs. No DOM and no browser global is touched.
 */

export { type RenderElementOptions, renderElement } from './render-element';
export { type RenderHtmlOptions, renderHtml } from './render-html';
export { allElementsCss } from './styles';
