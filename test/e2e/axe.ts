import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Frames sandboxed without `allow-scripts` (the courses' notes frames): axe cannot run inside them (its timers never
 * fire there, so analyze() would hang), so they are left out of the page's run and their documents are checked on
 * their own, at the frame's URL.
 */
const SCRIPTLESS_FRAME = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

function summarise(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'], where = ''): string[] {
  return violations.map((v) => `${where}${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe-core over the whole page, open shadow roots and frames included; prints each violation's rule and nodes.
 * `within` (a CSS selector) checks only that part of the page: what a test added to a page another test checks whole.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const frameUrls = await page
    .locator(SCRIPTLESS_FRAME)
    .evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).src).filter(Boolean));
  // Legacy mode runs axe in the page's own frames instead of opening a blank page per run to merge partial
  // results (there are no cross-origin frames here), and only violations are collected in full: a third faster.
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude(SCRIPTLESS_FRAME)
    .analyze();
  const summary = summarise(violations);
  for (const url of frameUrls) {
    const framed = await page.context().newPage();
    try {
      await framed.goto(url);
      summary.push(...summarise((await new AxeBuilder({ page: framed }).analyze()).violations, `${url}: `));
    } finally {
      await framed.close();
    }
  }
  expect(summary).toEqual([]);
}
