/**
 * The docs' "Server HTML" view (demo/docs/ServerHtml.tsx): beside each live example's snippet, what renderHtml
 * (coursify-elements/ssr) makes of the example's markup, in step with its inputs; the renderer loaded only when the
 * view opens; a disclosure reached and opened by keyboard; axe clean.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { tabTo } from './prefs-helpers';

const RENDERER_CHUNK = /\/assets\/render-server-html-[^/]+\.js$/;

const toggle = (page: Page) => page.getByRole('button', { name: 'Server HTML', exact: true });
// The view's toggle and region: the rest of each page is axe-checked whole in docs.spec.ts.
const SERVER_HTML_VIEW = 'div:has(> section[aria-label="Server HTML"])';
const serverCode = (page: Page) => page.getByRole('region', { name: 'Server HTML code' });

/** Whether the page has asked for the renderer's chunk so far. */
function watchRenderer(page: Page): () => boolean {
  let requested = false;
  page.on('request', (request) => {
    if (RENDERER_CHUNK.test(new URL(request.url()).pathname)) requested = true;
  });
  return () => requested;
}

test.describe('docs: the server HTML of each live example', () => {
  test('opened by keyboard, it shows the catalog in a declarative shadow root and follows the language picker', async ({
    page,
  }) => {
    const rendererRequested = watchRenderer(page);
    await page.goto('/docs/elements/course-catalog');
    const button = toggle(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Server HTML', exact: true })).toBeHidden();

    // Keyboard: reached with Tab from the top of the page, with a visible focus ring, opened with Enter.
    await page.locator('body').focus();
    await tabTo(page, button, 'Tab', 120);
    expect(await button.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none');
    // The renderer (react-dom/server, parse5) is a chunk of its own, not fetched before the view opens.
    expect(rendererRequested()).toBe(false);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(rendererRequested()).toBe(true);

    const code = serverCode(page);
    await expect(code).toContainText('<course-catalog courses=');
    await expect(code).toContainText('<template shadowrootmode="open">');
    // The example's built-in courses, written into the markup (the server does not load them), and rendered.
    await expect(code).toContainText('Java Programming');
    await expect(code).toContainText('Search courses');
    await expect(page.getByText('written into the courses attribute')).toBeVisible();
    // The catalog's structured data follows the template, inside the element (docs/guides/structured-data.md).
    await expect(code).toContainText('</template><script type="application/ld+json" data-cf-structured-data>');
    await expect(code).toContainText('"@type":"ItemList"');
    await expectNoAxeViolations(page, SERVER_HTML_VIEW);

    // The example's inputs: German words, the attribute in the markup.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(code).toContainText('lang="de"');
    await expect(code).toContainText('Kurse durchsuchen');
    await expect(code).toContainText('"inLanguage":"de"');
    await expect(code).not.toContainText('Search courses');
    // Arabic: the words and the direction the element's root is rendered with.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(code).toContainText('lang="ar" dir="rtl"');
    await expect(code).toContainText('<div class="cf-root" part="root" dir="rtl">');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    // A builder-like field: the heading level of the card titles.
    await page.getByRole('spinbutton', { name: 'heading-level (number)' }).fill('4');
    await expect(code).toContainText('heading-level="4"');
    await expect(code).toContainText('<h4');

    // Closed and opened again by keyboard, focus stays on the button.
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(code).toBeHidden();
    await button.press(' ');
    await expect(code).toContainText('Kurse durchsuchen');
    await expect(code).toContainText('"inLanguage":"de"');
    await expect(button).toBeFocused();
  });

  test('Copy gives the whole server HTML, which a browser parses into the element with its shadow root', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/elements/course-catalog');
    await toggle(page).click();
    const code = serverCode(page);
    // Shown: the sheet as a comment with its length, so the markup is readable.
    await expect(code).toContainText("the element's sheet,");
    await page.getByRole('button', { name: 'Copy server HTML' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toContain("the element's sheet,");
    expect(copied).toContain('<style>');
    // Parsed as a page's HTML is (in a blank page: the shell's policy asks for Trusted Types): the template becomes
    // the host's shadow root, holding the cards.
    const blank = await context.newPage();
    const parsed = await blank.evaluate((html) => {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(html);
      const host = holder.querySelector('course-catalog');
      return {
        template: holder.querySelector('template') !== null,
        shadow: host?.shadowRoot?.querySelector('[part~="card-title"]')?.textContent ?? null,
        styled: host?.shadowRoot?.querySelector('style') !== null,
      };
    }, copied);
    expect(parsed).toEqual({ template: false, shadow: 'Java Programming', styled: true });
  });

  test('the login form: its root holds the slot, its fields live in the light DOM the browser writes', async ({
    page,
  }) => {
    await page.goto('/docs/elements/login-form');
    await toggle(page).click();
    const code = serverCode(page);
    await expect(code).toContainText('<login-form><template shadowrootmode="open"><style>/* the element\'s sheet, ');
    await expect(code).toContainText('<slot></slot></div></template></login-form>');
    await expect(code).not.toContainText('Login Now');
    await expectNoAxeViolations(page, SERVER_HTML_VIEW);
  });

  test('snippet builder: the server HTML follows the edited data', async ({ page }) => {
    await page.goto('/docs/elements/course-catalog/builder');
    await toggle(page).click();
    const code = serverCode(page);
    await expect(code).toContainText('<template shadowrootmode="open">');
    await expect(code).toContainText('Java Programming');
    await page.getByRole('textbox', { name: 'Title' }).first().fill('Kotlin for Partners');
    await expect(code).toContainText('Kotlin for Partners');
    await expect(code).not.toContainText('Java Programming');
    await expectNoAxeViolations(page, SERVER_HTML_VIEW);
  });
});
