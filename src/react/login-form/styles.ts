/**
 * The form's styles. The form lives in the element's light DOM (so browsers' and password managers' autofill can
 * see its inputs; README "login-form and autofill"), where the shared shadow sheet cannot reach. So: one
 * constructed sheet per document, adopted at document level, every rule scoped under SCOPE — the element adds no
 * other CSS to the page. Colours and sizes come from the element's own tokens (`--_cf-*`, set on the host by the
 * shared sheet, dark ones included), which the light-DOM form inherits; the fallbacks serve a React host that
 * renders the component without the element.
 *
 * Class and element selectors under SCOPE outweigh a page's plain `input {…}` or `.btn {…}` rules; `hidden` is
 * re-asserted because any `display` here would otherwise beat the browser's own `[hidden]` rule.
 */
export const SCOPE = 'coursify-login-form';

const S = `.${SCOPE}`;
/** A length in multiples of the element's base font size (`--cf-font-size`, 16px by default). */
const u = (n: number) => `calc(${n} * var(--clf-fs))`;

export const LOGIN_FORM_CSS = `
${S} {
  --clf-fs: var(--_cf-font-size, 16px);
  --clf-primary: var(--_cf-color-primary, #4338ca);
  --clf-on-primary: var(--_cf-color-on-primary, #ffffff);
  --clf-surface: var(--_cf-color-surface, #ffffff);
  --clf-muted: var(--_cf-color-muted, #f1f5f9);
  --clf-fg: var(--_cf-color-text, #0f172a);
  --clf-fg-muted: var(--_cf-color-text-muted, #475569);
  --clf-line: var(--_cf-color-border, #cbd5e1);
  --clf-danger: var(--_cf-color-danger, #b91c1c);
  --clf-focus: var(--_cf-color-focus, #2563eb);
  --clf-radius: var(--_cf-radius, ${u(0.75)});
  container-type: inline-size;
  display: block;
  font-family: var(--_cf-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif);
  font-size: var(--clf-fs);
  line-height: 1.5;
  color: var(--clf-fg);
  text-align: start;
  letter-spacing: normal;
  text-transform: none;
}
${S} *, ${S} *::before, ${S} *::after { box-sizing: border-box; }
${S} [hidden] { display: none !important; }
${S} :focus-visible { outline: 3px solid var(--clf-focus); outline-offset: 2px; }
${S} .clf-card {
  position: relative; display: flex; flex-direction: column; gap: ${u(1)};
  max-width: ${u(28)}; margin: 0 auto; padding: ${u(1.25)};
  background: var(--clf-surface); color: var(--clf-fg);
  border: 1px solid var(--clf-line); border-radius: var(--clf-radius);
}
@container (min-width: 420px) { ${S} .clf-card { padding: ${u(2)}; } }
${S} .clf-heading { margin: 0; font-size: ${u(1.5)}; font-weight: 700; line-height: 1.25; color: var(--clf-fg); }
${S} .clf-field { display: flex; flex-direction: column; gap: ${u(0.375)}; margin: 0; min-width: 0; }
${S} .clf-names { display: grid; gap: ${u(1)}; grid-template-columns: minmax(0, 1fr); }
@container (min-width: 420px) { ${S} .clf-names { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${S} .clf-label { font-size: ${u(0.875)}; font-weight: 600; color: var(--clf-fg); }
${S} .clf-input, ${S} .clf-combo {
  display: block; width: 100%; min-height: ${u(2.75)}; margin: 0; padding: ${u(0.5)} ${u(0.75)};
  font: inherit; color: var(--clf-fg); background: var(--clf-surface);
  border: 1px solid var(--clf-fg-muted); border-radius: ${u(0.5)}; box-shadow: none;
}
${S} .clf-input::placeholder { color: var(--clf-fg-muted); opacity: 1; }
${S} [aria-invalid="true"] { border-color: var(--clf-danger); border-width: 2px; }
${S} .clf-password { display: flex; gap: ${u(0.5)}; }
${S} .clf-password .clf-input { flex: 1 1 auto; min-width: 0; }
${S} .clf-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${u(0.5)};
  min-height: ${u(2.75)}; margin: 0; padding: ${u(0.5)} ${u(1)};
  font: inherit; font-weight: 600; line-height: 1.25; text-decoration: none; cursor: pointer;
  border-radius: ${u(0.5)}; border: 1px solid var(--clf-fg-muted);
  background: var(--clf-surface); color: var(--clf-fg);
}
${S} .clf-button:hover { background: var(--clf-muted); }
${S} .clf-toggle { flex: none; font-size: ${u(0.875)}; }
${S} .clf-toggle[aria-pressed="true"] { background: var(--clf-muted); box-shadow: inset 0 2px 4px rgb(0 0 0 / 0.2); }
${S} .clf-toggle-icon { width: ${u(1.125)}; height: ${u(1.125)}; flex: none; }
${S} .clf-submit { width: 100%; border-color: var(--clf-primary); background: var(--clf-primary); color: var(--clf-on-primary); }
${S} .clf-submit:hover { background: var(--clf-primary); filter: brightness(1.1); }
${S} .clf-submit:disabled {
  cursor: not-allowed; filter: none; background: var(--clf-muted); color: var(--clf-fg-muted); border-color: var(--clf-line);
}
${S} .clf-hint, ${S} .clf-help { margin: 0; font-size: ${u(0.875)}; color: var(--clf-fg-muted); }
${S} .clf-error { margin: 0; font-size: ${u(0.875)}; font-weight: 600; color: var(--clf-danger); }
${S} .clf-alert {
  margin: 0; padding: ${u(0.75)}; font-size: ${u(0.875)}; color: var(--clf-fg);
  border: 2px solid var(--clf-danger); border-radius: ${u(0.5)};
}
/* Empty, the alert takes no room but stays rendered: live regions hidden with display: none may not be announced. */
${S} .clf-alert:empty {
  position: absolute; width: 1px; height: 1px; padding: 0; border: 0; overflow: hidden; clip-path: inset(50%);
}
${S} .clf-divider { display: flex; align-items: center; gap: ${u(0.75)}; font-size: ${u(0.875)}; color: var(--clf-fg-muted); }
${S} .clf-divider::before, ${S} .clf-divider::after { content: ""; flex: 1; border-top: 1px solid var(--clf-line); }
${S} .clf-social { display: grid; gap: ${u(0.75)}; grid-template-columns: minmax(0, 1fr); }
${S} .clf-social-icon { width: ${u(1.25)}; height: ${u(1.25)}; flex: none; }
${S} .clf-link { color: var(--clf-primary); font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
${S} .clf-combo-wrap { position: relative; }
${S} .clf-combo { display: flex; align-items: center; justify-content: space-between; gap: ${u(0.5)}; cursor: pointer; }
${S} .clf-combo[data-empty] { color: var(--clf-fg-muted); }
${S} .clf-chevron { width: ${u(1)}; height: ${u(1)}; flex: none; }
${S} .clf-listbox {
  position: absolute; z-index: 10; inset-inline: 0; top: calc(100% + ${u(0.25)});
  margin: 0; padding: ${u(0.25)}; max-height: ${u(15)}; overflow-y: auto; list-style: none;
  background: var(--clf-surface); color: var(--clf-fg);
  border: 1px solid var(--clf-fg-muted); border-radius: ${u(0.5)};
  box-shadow: 0 10px 25px -5px rgb(0 0 0 / 0.25);
}
${S} .clf-option {
  display: flex; align-items: center; justify-content: space-between; gap: ${u(0.5)};
  padding: ${u(0.5)} ${u(0.75)}; border-radius: ${u(0.375)}; cursor: pointer;
}
${S} .clf-option[data-active] { background: var(--clf-muted); outline: 2px solid var(--clf-focus); outline-offset: -2px; }
${S} .clf-option[aria-selected="true"] { font-weight: 700; }
${S} .clf-option[aria-disabled="true"] { cursor: not-allowed; color: var(--clf-fg-muted); text-decoration: line-through; }
${S} .clf-option-note { font-size: ${u(0.75)}; text-decoration: none; }
${S} .clf-check { width: ${u(1)}; height: ${u(1)}; flex: none; }
/* Motion only when neither the system nor the accessibility panel (the host's reduced-motion state) asks for less. */
@media (prefers-reduced-motion: no-preference) {
  :not(:state(reduced-motion), [data-cf-reduced-motion]) > ${S} :is(.clf-button, .clf-option) { transition: background-color 150ms, filter 150ms; }
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
