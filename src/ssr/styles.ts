/**
 * The CSS of an element's shadow root on the server: the shared base sheet, then the element's own, the two
 * constructed sheets the element adopts in a browser (styles/sheet.ts), as one text for a `<style>`; and all of them
 * in one file (`elements.css` beside the renderer, built from `allElementsCss`) for pages that link it instead.
 */
import type { ElementApi } from '../elements/kit/api';
import baseCss from '../styles/elements.css?inline';
import { SERVER_ELEMENTS } from './elements';
import { elementSheetText } from './shadow-template';

export function elementCss(api: ElementApi): string {
  return elementSheetText(baseCss, api.styles);
}

/** The base sheet and every element's own: what `stylesheet` (renderHtml) links to. */
export function allElementsCss(): string {
  return [baseCss, ...[...SERVER_ELEMENTS.values()].map(({ api }) => api.styles ?? '')].join('\n');
}
