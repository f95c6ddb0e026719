/**
 * Every language fits (issue 29): each visible element in each shipped language, and in a long pseudo-language made
 * here from the English catalogue (+40 %, accented: words we do not ship yet will be longer), at 320, 768 and
 * 1280 px, in both builds (the `chromium` and `lite` projects): nothing outside the viewport, no sideways scroll,
 * no text cut by a box that clips it. One page per language and width holds every element (test/fixtures/
 * languages-fit.html); the checks walk every shadow root.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { en } from '../../src/lib/i18n/en';
import { elementBuild, PARTNER_ORIGIN, servePartner } from './partner';

/** The languages we ship: one module each in the build (src/lib/i18n/locales/<code>.ts). */
const SHIPPED = readdirSync(join(import.meta.dirname, '../../src/lib/i18n/locales')).map((file) => file.slice(0, 2));
/** The pseudo-language's code: a private-use tag no page will ever ship. */
const PSEUDO = 'en-x-long';
const WIDTHS = [320, 768, 1280];

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'ï',
  o: 'ö',
  u: 'ü',
  A: 'Å',
  E: 'É',
  O: 'Ö',
  c: 'ç',
  n: 'ñ',
};
/**
 * One message made long: accented letters, and 40 % more letters in words of the message's own length (a long
 * German or Finnish word is what breaks a layout, not a longer list of short ones). `{placeholders}` stay.
 */
function lengthen(text: string): string {
  const accented = text.replace(/\{[^}]*\}|[aeiouAEOcn]/g, (match) => ACCENTED[match] ?? match);
  const extra = Math.ceil(text.replace(/\{[^}]*\}/g, '').length * 0.4);
  if (extra === 0) return accented;
  const longest = Math.max(...text.split(/\s+/).map((word) => word.length));
  const filler: string[] = [];
  for (let left = extra; left > 0; left -= longest + 1) filler.push('ŵ'.repeat(Math.min(longest, left)));
  return `${accented} ${filler.join(' ')}`;
}

export const pseudoCatalogue = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(en).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? lengthen(value)
        : Object.fromEntries(Object.entries(value).map(([category, text]) => [category, lengthen(text as string)])),
    ]),
  );

/** What does not fit, element by element (`<tag> part: what`), walking the page and every shadow root in it. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width} px)`);
    }
    const name = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host;
      const part = el.getAttribute('part') ?? el.getAttribute('data-part') ?? '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${host ? `<${host.localName}> ` : ''}${el.localName}${part ? `[${part}]` : ''} "${text}"`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Hidden, or visually hidden for screen readers only (a 1 px clipped box).
      return (
        style.visibility !== 'hidden' && box.width > 1 && box.height > 1 && !el.closest('[hidden], dialog:not([open])')
      );
    };
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        // An svg is checked as one box: its drawing may overflow it, clipped by the svg itself.
        const skipped =
          ['style', 'script', 'template', 'slot'].includes(el.localName) || el.parentElement?.closest('svg');
        if (skipped || !visible(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.right > width + 0.5 || box.left < -0.5) {
          found.push(`${name(el)} is outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px)`);
        }
        // Text cut by a box that clips it: a clipping box whose content is wider or taller than the box.
        const style = getComputedStyle(el);
        const clips = (value: string) => value !== 'visible' && value !== 'auto' && value !== 'scroll';
        const holdsText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
        if (holdsText && clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
          found.push(`${name(el)}: text cut (${el.scrollWidth} px in ${el.clientWidth} px)`);
        }
        if (holdsText && clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1) {
          found.push(`${name(el)}: text cut (${el.scrollHeight} px tall in ${el.clientHeight} px)`);
        }
      }
    };
    walk(document);
    return found;
  });
}

/** The catalog's search field and its three selects (two filters, sort): their labels' tops, boxes' tops and bottoms. */
function controlsRow(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('course-catalog')?.shadowRoot;
    const boxes = [...(root?.querySelectorAll('[part~="search"], [part~="filter"], [part~="sort"]') ?? [])].map(
      (control) => {
        const box = control.getBoundingClientRect();
        const label = (control.previousElementSibling as Element).getBoundingClientRect();
        return [Math.round(label.top), Math.round(box.top), Math.round(box.bottom)];
      },
    );
    // Each the same as the first: one value per measure when they line up.
    return {
      controls: boxes.length,
      labelTops: new Set(boxes.map((box) => box[0])).size,
      boxTops: new Set(boxes.map((box) => box[1])).size,
      boxBottoms: new Set(boxes.map((box) => box[2])).size,
    };
  });
}
const ONE_ROW = { controls: 4, labelTops: 1, boxTops: 1, boxBottoms: 1 };

for (const lang of [...SHIPPED, PSEUDO]) {
  test(`${lang}: every visible element fits at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await servePartner(page);
    if (lang === PSEUDO)
      await page.addInitScript((words) => Object.assign(window, { __words: words }), pseudoCatalogue());
    const module = elementBuild() === 'lite' ? 'coursify-elements.js' : 'index.js';
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${PARTNER_ORIGIN}/test/fixtures/languages-fit.html?lang=${lang}&module=${module}`);
      // Rendered in the page's language: the catalog's cards and the login form's button are there, not English.
      // (15 s: the e2e stage runs beside three others on two cores.)
      await expect(page.locator('course-catalog [part~="card"]').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('ecosystem-grid [part~="card"]').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('login-form').first().locator('[data-part="submit"]')).not.toHaveText(en.loginButton, {
        timeout: 15_000,
      });
      await page.evaluate(() => document.fonts.ready);
      expect(await misfits(page), `${lang} at ${width} px`).toEqual([]);
      if (width === 1280)
        expect(await controlsRow(page), `${lang}: the catalog's controls in one row`).toEqual(ONE_ROW);
    }
    expect(errors).toEqual([]);
  });
}
