/// <reference types="mocha" />
/**
 * axe-core (the copy @open-wc/testing brings, through chai-a11y-axe) for the element accessibility tests.
 * Importing this module loads axe onto the page.
 */
import 'axe-core/axe.min.js';

type AxeResults = { violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> };
declare global {
  interface Window {
    axe: { run(context: Element, options: object): Promise<AxeResults> };
  }
}

/** Rule ids and targets of the violations: strings only, never DOM nodes, in what reaches chai. */
export async function axeViolations(context: Element): Promise<string[]> {
  const results = await window.axe.run(context, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
