/**
 * The form's styles. The form lives in the element's light DOM (so browsers' and password managers' autofill can
 * see its inputs; docs/elements/login-form.md), where the shared shadow sheet cannot reach. So: one
 * constructed sheet per document, adopted at document level, every rule scoped under SCOPE — the element adds no
 * other CSS to the page. Colours and sizes come from the element's own tokens (`--_cf-*`, set on the host by the
 * shared sheet, dark ones included), which the light-DOM form inherits; the fallbacks serve a React host that
 * renders the component without the element.
 *
 * Class and element selectors under SCOPE outweigh a page's plain `input {…}` or `.btn {…}` rules; `hidden` is
 * re-asserted because any `display` here would otherwise beat the browser's own `[hidden]` rule.
 */
import {
  COLOR_BORDER,
  COLOR_DANGER,
  COLOR_FOCUS,
  COLOR_MUTED,
  COLOR_ON_PRIMARY,
  COLOR_PRIMARY,
  COLOR_SURFACE,
  COLOR_TEXT,
  COLOR_TEXT_MUTED,
} from '../../styles/colors';

export const SCOPE = 'coursify-login-form';

/** The selector every rule starts with. */
const FORM = `.${SCOPE}`;
/** A length in multiples of the element's base font size (`--cf-font-size`, 16px by default). */
const baseSize = (n: number) => `calc(${n} * var(--clf-font-size))`;

export const LOGIN_FORM_CSS = `
${FORM} {
  --clf-font-size: var(--_cf-font-size, 16px);
  --clf-primary: var(--_cf-color-primary, ${COLOR_PRIMARY});
  --clf-on-primary: var(--_cf-color-on-primary, ${COLOR_ON_PRIMARY});
  --clf-surface: var(--_cf-color-surface, ${COLOR_SURFACE});
  --clf-muted: var(--_cf-color-muted, ${COLOR_MUTED});
  --clf-fg: var(--_cf-color-text, ${COLOR_TEXT});
  --clf-fg-muted: var(--_cf-color-text-muted, ${COLOR_TEXT_MUTED});
  --clf-line: var(--_cf-color-border, ${COLOR_BORDER});
  --clf-danger: var(--_cf-color-danger, ${COLOR_DANGER});
  --clf-focus: var(--_cf-color-focus, ${COLOR_FOCUS});
  --clf-radius: var(--_cf-radius, ${baseSize(0.75)});
  container-type: inline-size;
  display: block;
  font-family: var(--_cf-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif);
  font-size: var(--clf-font-size);
  line-height: 1.5;
  color: var(--clf-fg);
  text-align: start;
  letter-spacing: normal;
  text-transform: none;
  color-scheme: light;
}
/* The system's own parts (the select's list, scrollbars) follow the element's theme, not the page's. */
:is(:state(dark)) > ${FORM} { color-scheme: dark; }
${FORM} *, ${FORM} *::before, ${FORM} *::after { box-sizing: border-box; }
${FORM} [hidden] { display: none !important; }
${FORM} :focus-visible { outline: 3px solid var(--clf-focus); outline-offset: 2px; }
${FORM} .clf-card {
  position: relative; display: flex; flex-direction: column; gap: ${baseSize(1)};
  max-width: ${baseSize(28)}; margin: 0 auto; padding: ${baseSize(1.25)};
  background: var(--clf-surface); color: var(--clf-fg);
  border: 1px solid var(--clf-line); border-radius: var(--clf-radius);
}
@container (min-width: 420px) { ${FORM} .clf-card { padding: ${baseSize(2)}; } }
${FORM} .clf-heading { margin: 0; font-size: ${baseSize(1.5)}; font-weight: 700; line-height: 1.25; color: var(--clf-fg); }
${FORM} .clf-field { display: flex; flex-direction: column; gap: ${baseSize(0.375)}; margin: 0; min-width: 0; }
${FORM} .clf-names { display: grid; gap: ${baseSize(1)}; grid-template-columns: minmax(0, 1fr); }
@container (min-width: 420px) { ${FORM} .clf-names { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${FORM} .clf-label { font-size: ${baseSize(0.875)}; font-weight: 600; color: var(--clf-fg); }
${FORM} .clf-input {
  display: block; width: 100%; min-height: ${baseSize(2.75)}; margin: 0; padding: ${baseSize(0.5)} ${baseSize(0.75)};
  font: inherit; color: var(--clf-fg); background: var(--clf-surface);
  border: 1px solid var(--clf-fg-muted); border-radius: ${baseSize(0.5)}; box-shadow: none;
}
${FORM} .clf-input::placeholder { color: var(--clf-fg-muted); opacity: 1; }
${FORM} [aria-invalid="true"] { border-color: var(--clf-danger); border-width: 2px; }
${FORM} .clf-password { display: flex; gap: ${baseSize(0.5)}; }
${FORM} .clf-password .clf-input { flex: 1 1 auto; min-width: 0; }
${FORM} .clf-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${baseSize(0.5)};
  min-height: ${baseSize(2.75)}; margin: 0; padding: ${baseSize(0.5)} ${baseSize(1)};
  font: inherit; font-weight: 600; line-height: 1.25; text-decoration: none; cursor: pointer;
  border-radius: ${baseSize(0.5)}; border: 1px solid var(--clf-fg-muted);
  background: var(--clf-surface); color: var(--clf-fg);
}
${FORM} .clf-button:hover { background: var(--clf-muted); }
${FORM} .clf-toggle { flex: none; font-size: ${baseSize(0.875)}; }
${FORM} .clf-toggle[aria-pressed="true"] { background: var(--clf-muted); box-shadow: inset 0 2px 4px rgb(0 0 0 / 0.2); }
${FORM} .clf-toggle-icon { width: ${baseSize(1.125)}; height: ${baseSize(1.125)}; flex: none; }
${FORM} .clf-submit { width: 100%; border-color: var(--clf-primary); background: var(--clf-primary); color: var(--clf-on-primary); }
${FORM} .clf-submit:hover { background: var(--clf-primary); filter: brightness(1.1); }
${FORM} .clf-submit:disabled {
  cursor: not-allowed; filter: none; background: var(--clf-muted); color: var(--clf-fg-muted); border-color: var(--clf-line);
}
${FORM} .clf-hint, ${FORM} .clf-help { margin: 0; font-size: ${baseSize(0.875)}; color: var(--clf-fg-muted); }
${FORM} .clf-error { margin: 0; font-size: ${baseSize(0.875)}; font-weight: 600; color: var(--clf-danger); }
${FORM} .clf-alert {
  margin: 0; padding: ${baseSize(0.75)}; font-size: ${baseSize(0.875)}; color: var(--clf-fg);
  border: 2px solid var(--clf-danger); border-radius: ${baseSize(0.5)};
}
/* Empty, the alert takes no room but stays rendered: live regions hidden with display: none may not be announced. */
${FORM} .clf-alert:empty {
  position: absolute; width: 1px; height: 1px; padding: 0; border: 0; overflow: hidden; clip-path: inset(50%);
}
${FORM} .clf-divider { display: flex; align-items: center; gap: ${baseSize(0.75)}; font-size: ${baseSize(0.875)}; color: var(--clf-fg-muted); }
${FORM} .clf-divider::before, ${FORM} .clf-divider::after { content: ""; flex: 1; border-top: 1px solid var(--clf-line); }
${FORM} .clf-social { display: grid; gap: ${baseSize(0.75)}; grid-template-columns: minmax(0, 1fr); }
${FORM} .clf-social-icon { width: ${baseSize(1.25)}; height: ${baseSize(1.25)}; flex: none; }
${FORM} .clf-link { color: var(--clf-primary); font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
/* The native select dressed as the inputs (.clf-input), its arrow replaced by a chevron in the text colour. */
${FORM} .clf-select { position: relative; }
${FORM} .clf-select select { appearance: none; padding-inline-end: ${baseSize(2.5)}; cursor: pointer; }
${FORM} .clf-select::after {
  content: ""; position: absolute; inset-inline-end: ${baseSize(1)}; top: 50%; width: ${baseSize(0.5)}; height: ${baseSize(0.5)};
  border: 0 solid currentColor; border-block-end-width: 2px; border-inline-end-width: 2px;
  transform: translateY(-75%) rotate(45deg); pointer-events: none;
}
/* Right to left, the two sides drawn are the bottom and the left: turned the other way, it still points down. */
${FORM} .clf-select:dir(rtl)::after { transform: translateY(-75%) rotate(-45deg); }
/* Motion only when neither the system nor the accessibility panel (the host's reduced-motion state) asks for less. */
@media (prefers-reduced-motion: no-preference) {
  :not(:state(reduced-motion)) > ${FORM} .clf-button { transition: background-color 150ms, filter 150ms; }
}
`;

const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Adopts the scoped sheet into `doc` once (a constructed sheet, so a strict CSP without 'unsafe-inline' allows
 * it). Each document gets its own: a sheet can only be adopted by the document whose window constructed it.
 */
export function adoptLoginFormSheet(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc)) return;
  let sheet = sheets.get(doc);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(LOGIN_FORM_CSS);
    sheets.set(doc, sheet);
  }
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
