import baseCss from './elements.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * The CSSStyleSheet for a CSS text: parsed once per page, then shared by reference, so a hundred catalogs cost
 * one sheet. Constructed sheets are not inline styles, so they work under a Content-Security-Policy without
 * 'unsafe-inline'.
 */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The base sheet every shadow root of every element adopts first (preflight, tokens, the root wrapper). */
export function sharedSheet(): CSSStyleSheet {
  return sheetFor(baseCss);
}

/**
 * Adopts the shared base sheet, then the element's own sheet (`ownCss`: the utilities its components use, one
 * sheet per element kind, shared by its instances), each once; keeps any sheets the root already has.
 */
export function adoptSharedSheet(root: ShadowRoot, ownCss?: string): void {
  const wanted = ownCss ? [sharedSheet(), sheetFor(ownCss)] : [sharedSheet()];
  const missing = wanted.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
