/// <reference types="mocha" />
/**
 * The languages we ship (src/lib/i18n/locales/), on the built modules, each page in a frame of its own (a fresh
 * module instance: nothing loaded or registered by another test):
 * - a `<html lang="de">` page shows no English UI text in any of the seven elements: every rendered text and every
 *   accessible name, placeholder, title and alt in their shadow roots and light DOM is compared with the English
 *   catalogue (src/lib/i18n/en), so a string an element forgot to translate fails;
 * - `de-AT` gets the German words, `pt-PT` the Portuguese, an Arabic page the Arabic;
 * - a language module is requested only when needed: an English page requests no `locales/` file, a German page
 *   exactly `locales/de.js`, once, for all its elements;
 * - a runtime switch of `<html lang>` from en to fr re-renders in French, keeping state (an open dialog, typed
 *   text, a search);
 * - words the page registers for a bundled language stay over the module's; the all-elements entry and (lite) the
 *   CDN autoloader load the language as the element entries do.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/lib/i18n/en';
import type { MessageValue } from '../../src/lib/i18n/format';
import ar from '../../src/lib/i18n/locales/ar';
import de from '../../src/lib/i18n/locales/de';
import fr from '../../src/lib/i18n/locales/fr';
import pt from '../../src/lib/i18n/locales/pt';
import { type FramePage, framePage, pageWith } from './frame';
import { app, course, ELEMENTS_DIR, LITE_BUILD, until } from './helpers';

const TAGS = [
  'accessibility-panel',
  'course-catalog',
  'ecosystem-grid',
  'install-prompt',
  'login-form',
  'site-navbar',
  'theme-toggle',
] as const;
const MODULES = TAGS.map((tag) => `${ELEMENTS_DIR}/${tag}.js`);

/**
 * English messages a German page may show as they are, because they hold no words of their own: a frame of
 * placeholders (`{title}: {text}`) and a unit (`{size} px`). Everything else in English on a German page fails.
 */
const SAME_IN_GERMAN = ['installBannerStatus', 'textSizeValue'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Every English text as a test: equal to it, or, with placeholders, of its shape with anything in them. */
const ENGLISH = (Object.entries(en) as [string, MessageValue][])
  .filter(([key]) => !SAME_IN_GERMAN.includes(key))
  .flatMap(([key, message]) =>
    (typeof message === 'string' ? [message] : Object.values(message)).map((text) => {
      const pattern = new RegExp(`^${escapeRegExp(text).replace(/\\?\{\w+\\?\}/g, '.+')}$`);
      return { key, text, matches: (shown: string) => shown === text || pattern.test(shown) };
    }),
  );

const NAMING_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-valuetext'];

/**
 * Every text a reader meets in and under `node`: text nodes, naming attributes, what aria-labelledby and
 * aria-describedby point at, the value of input buttons; through shadow roots. Not styles or scripts.
 */
function uiTexts(node: Node, texts: string[] = []): string[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
    return texts;
  }
  if (node.nodeType === Node.ELEMENT_NODE) {
    const element = node as Element;
    if (['STYLE', 'SCRIPT', 'TEMPLATE'].includes(element.tagName)) return texts;
    for (const name of NAMING_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
    for (const name of ['aria-labelledby', 'aria-describedby']) {
      const root = element.getRootNode() as Document | ShadowRoot;
      for (const id of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
        const text = root.getElementById(id)?.textContent?.trim();
        if (text) texts.push(text);
      }
    }
    if (element.tagName === 'INPUT' && /^(button|submit|reset)$/.test((element as HTMLInputElement).type)) {
      texts.push((element as HTMLInputElement).value);
    }
    if (element.shadowRoot) uiTexts(element.shadowRoot, texts);
  }
  for (const child of node.childNodes) uiTexts(child, texts);
  return texts;
}

/** The English texts each element of the page shows: `{ tag: ['"Search courses" (searchLabel)', …] }`. */
function englishShown(doc: Document): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const element of doc.querySelectorAll(TAGS.join())) {
    for (const text of uiTexts(element)) {
      const match = ENGLISH.find((english) => english.matches(text));
      if (!match) continue;
      found[element.localName] ??= [];
      found[element.localName].push(`"${text}" (${match.key})`);
    }
  }
  return found;
}

/** The `locales/` files the frame's document requested, by name. */
const languageRequests = (page: FramePage) =>
  page.win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/locales/'))
    .map((name) => name.slice(name.indexOf('/locales/') + 1));

/** A page in `lang` (and `dir`) loading `modules` and showing `body`. */
function page(lang: string, body: string, modules = MODULES, dir = 'ltr'): Promise<FramePage> {
  return framePage(
    1280,
    900,
    pageWith(modules, body).replace('<html lang="en">', `<html lang="${lang}" dir="${dir}">`),
  );
}

const json = (value: unknown) => JSON.stringify(value).replaceAll("'", '&#39;');
const inShadow = (element: Element, selector: string) => element.shadowRoot?.querySelector(selector) ?? null;
const partOf = (element: Element, name: string) => inShadow(element, `[part~="${name}"]`) as HTMLElement | null;
const toggleLabel = (doc: Document) => partOf(doc.querySelector('theme-toggle') as Element, 'button');
/** Two animation frames of the frame's window: renders triggered by a change have run. */
const frames = (page: FramePage) =>
  new Promise<void>((resolve) => page.win.requestAnimationFrame(() => page.win.requestAnimationFrame(() => resolve())));

/**
 * Every element, with data where it needs some, and a second navbar, catalog and login form in their other states
 * (data that is not a list or not JSON, no courses, registration).
 */
const EVERY_ELEMENT = `
  <site-navbar items='${json([
    { label: 'Startseite', href: '/' },
    { label: 'Kurse', href: '/kurse' },
  ])}' phone="+49 30 1234567" chat="/chat"></site-navbar>
  <site-navbar id="not-a-list" items='{"label":"Start"}'></site-navbar>
  <site-navbar id="unusable" items="{oops"></site-navbar>
  <accessibility-panel></accessibility-panel>
  <theme-toggle></theme-toggle>
  <install-prompt trigger min-page-views="1" app-name="Lernwelt"></install-prompt>
  <course-catalog page-size="2" courses='${json([course(1), course(2), course(3)])}'></course-catalog>
  <course-catalog id="empty" courses="[]"></course-catalog>
  <course-catalog id="not-courses" courses='{"title":"Kurs"}'></course-catalog>
  <ecosystem-grid items='${json([app(1), app(2, { enable: false })])}'></ecosystem-grid>
  <login-form validate></login-form>
  <login-form validate mode="register"></login-form>`;

/** Types into a React-controlled input as a keystroke reaches it (the frame's own prototype and Event). */
function type(page: FramePage, input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(page.win.HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new page.win.Event('input', { bubbles: true }));
}

/** A synthetic `beforeinstallprompt` in the frame, as Chromium fires it: the install prompt's banner and trigger. */
function offerInstall(page: FramePage): void {
  const event = new page.win.Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
  page.win.dispatchEvent(event);
}

describe('the languages we ship', () => {
  let current: FramePage | undefined;
  afterEach(() => {
    current?.frame.remove();
    current = undefined;
  });

  it('a German page shows no English UI text in any of the seven elements, and loads locales/de.js once', async () => {
    current = await page('de', EVERY_ELEMENT);
    const { doc } = current;
    offerInstall(current);
    await until(() => toggleLabel(doc)?.getAttribute('aria-label') === de.darkModeLabel, 'the German words');
    // The states that show more words: the panel's dialog, the install banner and trigger, the forms' errors.
    partOf(doc.querySelector('accessibility-panel') as Element, 'trigger')?.click();
    const install = doc.querySelector('install-prompt') as Element;
    await until(() => partOf(install, 'trigger-button'), 'the install trigger');
    for (const form of doc.querySelectorAll('login-form')) {
      (form.querySelector('[data-part="submit"]') as HTMLElement).click();
    }
    await until(() => doc.querySelectorAll('login-form [aria-invalid="true"]').length > 0, 'the forms’ errors');
    await frames(current);
    expect(englishShown(doc), 'English on the German page').to.deep.equal({});
    const notice = uiTexts(doc.querySelector('#not-a-list') as Element);
    expect(notice, 'the notice of a navbar whose data is not a list').to.include.members([de.menuErrorMessage]);
    // The install dialog (modal: the panel's closes first) and its words.
    (partOf(doc.querySelector('accessibility-panel') as Element, 'dialog') as HTMLDialogElement).close();
    partOf(install, 'trigger-button')?.click();
    await until(() => (partOf(install, 'dialog') as HTMLDialogElement | null)?.open, 'the install dialog');
    expect(englishShown(doc), 'English with the install dialog open').to.deep.equal({});
    expect(uiTexts(install).join(' ')).to.contain(de.installTitle.replace('{appName}', 'Lernwelt'));
    expect(languageRequests(current)).to.deep.equal(['locales/de.js']);
  });

  it('an English page requests no language module', async () => {
    current = await page('en', EVERY_ELEMENT);
    await until(() => toggleLabel(current?.doc as Document)?.getAttribute('aria-label') === 'Dark mode', 'rendered');
    await frames(current);
    expect(languageRequests(current)).to.deep.equal([]);
  });

  it('a region falls back to its language: de-AT shows German, pt-PT Portuguese', async () => {
    for (const [lang, words] of [
      ['de-AT', de],
      ['pt-PT', pt],
    ] as const) {
      current = await page(lang, '<theme-toggle></theme-toggle><login-form></login-form>');
      const { doc } = current;
      await until(() => toggleLabel(doc)?.getAttribute('aria-label') === words.darkModeLabel, `${lang}: the toggle`);
      await until(
        () => doc.querySelector('login-form [data-part="submit"]')?.textContent === words.loginButton,
        `${lang}: the form`,
      );
      expect(languageRequests(current)).to.deep.equal([`locales/${lang.slice(0, 2)}.js`]);
      current.frame.remove();
    }
  });

  it('an Arabic page shows the Arabic words, right to left', async () => {
    current = await page('ar', '<theme-toggle></theme-toggle><login-form></login-form>', MODULES, 'rtl');
    const { doc } = current;
    await until(() => toggleLabel(doc)?.getAttribute('aria-label') === ar.darkModeLabel, 'the Arabic toggle');
    await until(
      () => doc.querySelector('login-form [data-part="submit"]')?.textContent === ar.loginButton,
      'the Arabic form',
    );
    expect(doc.querySelector('login-form label')?.textContent).to.equal(ar.emailLabel);
    expect(inShadow(doc.querySelector('theme-toggle') as Element, '.cf-root')?.getAttribute('dir')).to.equal('rtl');
    expect(languageRequests(current)).to.deep.equal(['locales/ar.js']);
  });

  it('a switch of <html lang> from en to fr re-renders in French, keeping the open dialog, typed text and a search', async () => {
    current = await page(
      'en',
      `<accessibility-panel></accessibility-panel><login-form></login-form><course-catalog courses='${json([
        course(1),
        course(2),
      ])}'></course-catalog>`,
    );
    const { doc } = current;
    const panel = doc.querySelector('accessibility-panel') as Element;
    const form = doc.querySelector('login-form') as Element;
    const catalog = doc.querySelector('course-catalog') as Element;
    await until(() => partOf(catalog, 'search'), 'the catalog’s search');
    const search = partOf(catalog, 'search') as HTMLInputElement;
    type(current, search, 'Course 2');
    await until(() => partOf(catalog, 'status')?.textContent === '1 course found', 'the search applied');
    await until(() => partOf(panel, 'trigger') && form.querySelector('input[type="email"]'), 'rendered');
    partOf(panel, 'trigger')?.click();
    const dialog = partOf(panel, 'dialog') as HTMLDialogElement;
    await until(() => dialog.open, 'the dialog open');
    const email = form.querySelector('input[type="email"]') as HTMLInputElement;
    type(current, email, 'ada@example.com');
    expect(partOf(panel, 'title')?.textContent).to.equal(en.accessibilityTitle);
    expect(languageRequests(current)).to.deep.equal([]);

    doc.documentElement.lang = 'fr';
    await until(() => partOf(panel, 'title')?.textContent === fr.accessibilityTitle, 'the French title');
    await until(() => form.querySelector('label')?.textContent === fr.emailLabel, 'the French label');
    expect(partOf(panel, 'dialog')).to.equal(dialog);
    expect(dialog.open).to.equal(true);
    expect(form.querySelector('input[type="email"]')).to.equal(email);
    expect(email.value).to.equal('ada@example.com');
    await until(() => partOf(catalog, 'status')?.textContent === fr.courseMatchCount.one.replace('{total}', '1'), 'fr');
    expect(partOf(catalog, 'search')).to.equal(search);
    expect(search.value).to.equal('Course 2');
    expect(languageRequests(current)).to.deep.equal(['locales/fr.js']);
    dialog.close();
  });

  it('words the page registers for a bundled language stay over the module’s; the rest is the module’s', async () => {
    const root = `${ELEMENTS_DIR}/${LITE_BUILD ? 'coursify-elements' : 'index'}.js`;
    const register = `<script type="module">import { registerTranslation } from '${root}';
      registerTranslation('de', { loginButton: 'Los geht’s' });</script>`;
    current = await page('de', `${register}<login-form></login-form>`, [root]);
    const { doc } = current;
    // Whichever comes first, the module or the registration, the page's words win once both are in: a registration
    // after the module's words are shown re-renders (the module's arrival merges under the page's words).
    const submit = () => doc.querySelector('login-form [data-part="submit"]')?.textContent;
    await until(
      () => doc.querySelector('login-form label')?.textContent === de.emailLabel && submit() === 'Los geht’s',
      'the module’s words, and the page’s for the button',
    );
    expect(languageRequests(current)).to.deep.equal(['locales/de.js']);
  });

  it(`the all-elements entry${LITE_BUILD ? ' and the CDN autoloader' : ''} load the page’s language too`, async () => {
    const entries = LITE_BUILD ? ['coursify-elements.js', 'autoloader.js'] : ['index.js'];
    for (const entry of entries) {
      current = await page('de', '<theme-toggle></theme-toggle><site-navbar></site-navbar>', [
        `${ELEMENTS_DIR}/${entry}`,
      ]);
      const { doc } = current;
      await until(() => toggleLabel(doc)?.getAttribute('aria-label') === de.darkModeLabel, `${entry}: German`);
      await until(
        () =>
          partOf(doc.querySelector('site-navbar') as Element, 'bar')?.getAttribute('aria-label') === de.navigationLabel,
        `${entry}: the navbar in German`,
      );
      expect(languageRequests(current)).to.deep.equal(['locales/de.js']);
      current.frame.remove();
    }
  });
});
