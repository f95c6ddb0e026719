/**
 * The CSS of an element's shadow root on the server: the shared base sheet, then the element's own, the two
 * constructed sheets the element adopts in a browser (styles/sheet.ts), as one text for a `<style>`; and all of them
 * in one file (`elements.css` beside the renderer, built from `allElementsCss`) for pages that link it instead.
 */
import type { ElementApi } from '../elements/kit/api';
import baseCss from '../styles/elements.css?inline';
import { SERVER_ELEMENTS } from './elements';

/** `</style` cannot occur in CSS we generate; guarded anyway, so a sheet can never end the element early. */
const closeTag = /<\/(style)/gi;

export function elementCss(api: ElementApi): string {
  return `${baseCss}${api.styles ?? ''}`.replace(closeTag, '<\\/$1');
}

/** The base sheet and every element's own: what `stylesheet` (renderHtml) links to. */
export function allElementsCss(): string {
  return [baseCss, ...[...SERVER_ELEMENTS.values()].map(({ api }) => api.styles ?? '')].join('\n');
}
