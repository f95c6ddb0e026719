import css from './elements.css?inline';

let shared: CSSStyleSheet | undefined;

/**
 * The single CSSStyleSheet every shadow root of every element adopts: parsed once per page, shared by
 * reference, so a hundred catalogs cost one stylesheet. Constructed sheets are not inline styles,
 * so they work under a Content-Security-Policy without 'unsafe-inline'.
 */
export function sharedSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(css);
  }
  return shared;
}

/** Adopts the shared sheet once; keeps any sheets the root already has. */
export function adoptSharedSheet(root: ShadowRoot): void {
  const sheet = sharedSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
