/**
 * A `<script type="application/json">` for the builder's preview, made without a console error under the shell's
 * Content-Security-Policy (`require-trusted-types-for 'script'`): a script element whose text was not set through
 * Trusted Types is refused when it is connected (harmless for JSON, which never runs, but it logs two errors).
 * The policy below is private to this module and used only for scripts it has just typed application/json.
 * Later edits change the text node's data, which Trusted Types do not guard (and the element watches).
 */
type ScriptPolicy = { createScript(text: string): unknown };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScript(text: string): string }): ScriptPolicy };

let policy: ScriptPolicy | null | undefined;

function jsonPolicy(): ScriptPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      policy = factory?.createPolicy('coursify-docs-json', { createScript: (text) => text }) ?? null;
    } catch {
      // A page whose policy list leaves this name out: the plain way still works, with the console's complaint.
      policy = null;
    }
  }
  return policy;
}

export function createJsonScript(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('type', 'application/json');
  const trusted = jsonPolicy();
  if (trusted) script.text = trusted.createScript(text) as string;
  else script.append(document.createTextNode(text));
  return script;
}

/** The JSON script's text changed in place (its one text node), or replaced when it holds anything else. */
export function setJsonScriptText(script: Element, text: string): void {
  const node = script.firstChild;
  if (node instanceof Text && script.childNodes.length === 1) {
    if (node.data !== text) node.data = text;
  } else script.replaceChildren(document.createTextNode(text));
}
