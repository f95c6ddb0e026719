/// <reference types="mocha" />
/**
 * Languages and direction on the built modules in a real browser (DESIGN.md rule 10): a registered translation
 * changes the words; `lang` from the element, an ancestor or <html>, with region fallback and one warning for an
 * unknown language; a runtime change of <html lang> re-renders keeping state (an open dialog stays open); the
 * resolved direction reaches the shadow content; `strings` overrides one instance's words, and its bad inputs are
 * warnings, never an error.
 */
import { expect, fixture, html } from '@open-wc/testing';
import {
  app,
  course,
  ELEMENTS_DIR,
  formPart,
  LITE_BUILD,
  loadCatalog,
  loadGrid,
  loadLoginForm,
  loadPanel,
  loadToggle,
  part,
  shadow,
  spyConsole,
  typeInto,
  until,
  untilCards,
  untilForm,
  untilToggleButton,
  watchPageErrors,
} from './helpers';

type Root = { registerTranslation(code: string, messages: Record<string, unknown>): void };
/** The package root (`coursify-elements`, or `coursify-elements/lite`): where partners get registerTranslation. */
const ROOT_MODULE = `${ELEMENTS_DIR}/${LITE_BUILD ? 'coursify-elements' : 'index'}.js`;
let registerTranslation: Root['registerTranslation'];

const root = document.documentElement;
const originalLang = root.getAttribute('lang');
const label = (button: Element) => button.getAttribute('aria-label');

async function place<T extends HTMLElement>(markup: string, tag: string): Promise<T> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  wrapper.innerHTML = markup;
  return wrapper.querySelector(tag) as T;
}

describe('languages and direction', () => {
  before(async () => {
    ({ registerTranslation } = (await import(/* @vite-ignore */ ROOT_MODULE)) as Root);
    await Promise.all([loadToggle(), loadPanel(), loadLoginForm()]);
    // Dutch, a language we do not ship: only these words are Dutch (languages.test.ts covers the shipped ones).
    registerTranslation('nl', {
      darkModeLabel: 'Donkere modus',
      accessibilityTitle: 'Toegankelijkheid',
      accessibilityButtonLabel: 'Instellingen voor toegankelijkheid',
      loginButton: 'Nu inloggen',
    });
  });
  afterEach(() => {
    if (originalLang === null) root.removeAttribute('lang');
    else root.setAttribute('lang', originalLang);
    root.removeAttribute('dir');
  });

  it('a registered translation changes the words; keys it lacks stay English', async () => {
    const toggle = await place('<theme-toggle lang="nl"></theme-toggle>', 'theme-toggle');
    expect(label(await untilToggleButton(toggle))).to.equal('Donkere modus');
    const form = await place('<login-form lang="nl"></login-form>', 'login-form');
    await untilForm(form);
    expect(formPart(form, 'submit')?.textContent).to.equal('Nu inloggen');
    expect(form.querySelector('label')?.textContent).to.equal('Email');
  });

  it('a translation registered after the element rendered re-renders it', async () => {
    const toggle = await place('<theme-toggle lang="sv"></theme-toggle>', 'theme-toggle');
    const logs = spyConsole();
    try {
      const button = await untilToggleButton(toggle);
      expect(label(button)).to.equal('Dark mode');
      registerTranslation('sv', { darkModeLabel: 'Mörkt läge' });
      await until(() => label(button) === 'Mörkt läge', 'the Swedish label');
    } finally {
      logs.restore();
    }
  });

  it('follows an ancestor and <html lang>, a region falls back to its language, the element’s own lang wins', async () => {
    root.setAttribute('lang', 'nl-BE');
    const toggle = await place('<theme-toggle></theme-toggle>', 'theme-toggle');
    expect(label(await untilToggleButton(toggle))).to.equal('Donkere modus');
    const nested = await place('<section lang="en"><p><theme-toggle></theme-toggle></p></section>', 'theme-toggle');
    expect(label(await untilToggleButton(nested))).to.equal('Dark mode');
    const own = await place('<section lang="en"><theme-toggle lang="nl-NL"></theme-toggle></section>', 'theme-toggle');
    expect(label(await untilToggleButton(own))).to.equal('Donkere modus');
  });

  it('an unknown language shows English with one warning naming the element and the language', async () => {
    const logs = spyConsole();
    try {
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="tlh"></div>`);
      wrapper.innerHTML = '<theme-toggle></theme-toggle><theme-toggle></theme-toggle>';
      for (const toggle of wrapper.querySelectorAll('theme-toggle')) {
        expect(label(await untilToggleButton(toggle))).to.equal('Dark mode');
      }
    } finally {
      logs.restore();
    }
    expect(logs.warn.filter((message) => message.includes('tlh'))).to.deep.equal([
      '<theme-toggle> lang "tlh": no messages in this language, English shown.',
    ]);
  });

  it('a runtime change of <html lang> re-renders in place: the open dialog stays open', async () => {
    root.setAttribute('lang', 'en');
    const panel = await place('<accessibility-panel></accessibility-panel>', 'accessibility-panel');
    await until(() => part(panel, 'trigger'), 'the trigger');
    (part(panel, 'trigger') as HTMLElement).click();
    const dialog = part<HTMLDialogElement>(panel, 'dialog') as HTMLDialogElement;
    await until(() => dialog.open, 'the dialog open');
    expect(part(panel, 'title')?.textContent).to.equal('Accessibility');
    root.setAttribute('lang', 'nl');
    await until(() => part(panel, 'title')?.textContent === 'Toegankelijkheid', 'the Dutch title');
    expect(part(panel, 'dialog')).to.equal(dialog);
    expect(dialog.open).to.equal(true);
    expect(label(part(panel, 'trigger') as HTMLElement)).to.equal('Instellingen voor toegankelijkheid');
    dialog.close();
  });

  it('the resolved direction reaches the shadow content, and follows a runtime change', async () => {
    const toggle = await place('<div dir="rtl"><theme-toggle></theme-toggle></div>', 'theme-toggle');
    await untilToggleButton(toggle);
    const content = () => shadow(toggle).querySelector('.cf-root');
    expect(content()?.getAttribute('dir')).to.equal('rtl');
    toggle.parentElement?.setAttribute('dir', 'ltr');
    await until(() => content()?.getAttribute('dir') === 'ltr', 'ltr after the change');
    toggle.parentElement?.setAttribute('dir', 'auto');
    root.setAttribute('dir', 'rtl');
    await until(() => content()?.getAttribute('dir') === 'ltr', 'auto on Latin-free content: the computed ltr');
  });

  it('inside another element’s shadow root, follows a lang/dir change made in that shadow tree', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const tree = host.attachShadow({ mode: 'open' });
    tree.innerHTML = '<div lang="nl" dir="rtl"><theme-toggle></theme-toggle></div>';
    const toggle = tree.querySelector('theme-toggle') as HTMLElement;
    const button = await untilToggleButton(toggle);
    const content = () => shadow(toggle).querySelector('.cf-root');
    expect(label(button)).to.equal('Donkere modus');
    expect(content()?.getAttribute('dir')).to.equal('rtl');
    // The change is in the outer shadow tree: neither the document nor the toggle's own shadow root holds it.
    const wrapper = tree.firstElementChild as HTMLElement;
    wrapper.setAttribute('lang', 'en');
    wrapper.setAttribute('dir', 'ltr');
    await until(() => label(button) === 'Dark mode', 'English after the wrapper’s change');
    await until(() => content()?.getAttribute('dir') === 'ltr', 'ltr after the wrapper’s change');
  });

  it('strings overrides one instance’s words, by attribute and by property', async () => {
    const form = await place(`<login-form strings='{"loginButton":"Sign in"}'></login-form>`, 'login-form');
    await untilForm(form);
    // The strings checks load the first time an element has strings: the page's words follow within a tick.
    await until(() => formPart(form, 'submit')?.textContent === 'Sign in', 'the attribute’s words');
    (form as HTMLElement & { strings: unknown }).strings = { loginButton: 'Log me in', passwordLabel: 'Passphrase' };
    await until(() => formPart(form, 'submit')?.textContent === 'Log me in', 'the property’s words');
    expect(form.querySelectorAll('label')[1]?.textContent).to.equal('Passphrase');
    const toggle = await place(
      `<theme-toggle lang="nl" strings='{"darkModeLabel":"Nachtmodus"}'></theme-toggle>`,
      'theme-toggle',
    );
    const button = await untilToggleButton(toggle);
    await until(() => label(button) === 'Nachtmodus', 'strings over the registered Dutch');
  });

  it('bad strings are warnings naming the element and the attribute or key; nothing throws, English stays', async () => {
    const errors = watchPageErrors();
    const logs = spyConsole();
    try {
      const form = await place(`<login-form strings='{"loginButton": oops'></login-form>`, 'login-form');
      await untilForm(form);
      expect(formPart(form, 'submit')?.textContent).to.equal('Login Now');
      form.setAttribute('strings', '{"loginButon":"Sign in","passwordLabel":5,"emailLabel":"E-mail"}');
      await until(() => form.querySelector('label')?.textContent === 'E-mail', 'the valid key applied');
      expect(formPart(form, 'submit')?.textContent).to.equal('Login Now');
      (form as HTMLElement & { strings: unknown }).strings = 42;
      await until(() => logs.warn.some((m) => m.includes('expected an object')), 'the not-an-object warning');
      expect(form.querySelector('label')?.textContent).to.equal('Email');
    } finally {
      logs.restore();
      errors.stop();
    }
    expect(logs.error).to.deep.equal([]);
    expect(errors.messages).to.deep.equal([]);
    expect(logs.warn[0]).to.match(/^<login-form> attribute "strings": is not valid JSON \(.*\); ignored$/);
    expect(logs.warn.slice(1)).to.deep.equal([
      '<login-form> strings.loginButon: no such message; ignored.',
      '<login-form> strings.passwordLabel: expected text; ignored.',
      '<login-form> strings: expected an object of messages by key; ignored.',
    ]);
  });
});

describe('languages: the catalog and the grid', () => {
  const catalogLabel = (el: Element) => part(el, 'catalog')?.getAttribute('aria-label');
  const fieldLabel = (el: Element, name: string) => shadow(el).querySelector(`label[for$="-${name}"]`)?.textContent;
  const courses = JSON.stringify([course(1, { image: undefined }), course(2)]);
  const apps = JSON.stringify([app(1), app(2, { enable: false })]);

  before(async () => {
    ({ registerTranslation } = (await import(/* @vite-ignore */ ROOT_MODULE)) as Root);
    await Promise.all([loadCatalog(), loadGrid()]);
    registerTranslation('de', {
      catalogLabel: 'Kurskatalog',
      searchLabel: 'Kurse durchsuchen',
      sortLabel: 'Sortieren nach',
      courseCount: { one: '{total} Kurs', other: '{total} Kurse' },
      courseMatchCount: { one: '{total} Kurs gefunden', other: '{total} Kurse gefunden' },
      coverFallbackLabel: 'Kurs',
      syllabusLink: 'Lehrplan',
      gridLabel: 'Apps im Ökosystem',
      exploreLink: 'Entdecken',
      comingSoonBadge: 'Demnächst',
      comingSoonGroupLabel: 'Demnächst verfügbar',
    });
  });
  afterEach(() => {
    if (originalLang === null) root.removeAttribute('lang');
    else root.setAttribute('lang', originalLang);
  });

  it('a German page: the catalog’s and the grid’s words from the translation, plural counts, the data as given', async () => {
    root.setAttribute('lang', 'de');
    const catalog = await place(`<course-catalog courses='${courses}'></course-catalog>`, 'course-catalog');
    await untilCards(catalog, 2);
    expect(catalogLabel(catalog)).to.equal('Kurskatalog');
    expect(fieldLabel(catalog, 'search')).to.equal('Kurse durchsuchen');
    expect(fieldLabel(catalog, 'sort')).to.equal('Sortieren nach');
    expect(part(catalog, 'status')?.textContent).to.equal('2 Kurse');
    expect(part(catalog, 'button-syllabus')?.firstChild?.textContent).to.equal('Lehrplan');
    expect(shadow(catalog).querySelector('svg[part="card-image"] text')?.textContent).to.equal('Kurs');
    expect(part(catalog, 'card-title')?.textContent).to.equal('Course 1');
    const search = part<HTMLInputElement>(catalog, 'search') as HTMLInputElement;
    typeInto(search, 'Course 2');
    await until(() => part(catalog, 'status')?.textContent === '1 Kurs gefunden', 'the singular of the count');

    const grid = await place(`<ecosystem-grid items='${apps}'></ecosystem-grid>`, 'ecosystem-grid');
    await untilCards(grid, 2);
    expect(part(grid, 'grid')?.getAttribute('aria-label')).to.equal('Apps im Ökosystem');
    expect(part(grid, 'button-explore')?.firstChild?.textContent).to.equal('Entdecken');
    expect(part(grid, 'badge-coming-soon')?.textContent).to.equal('Demnächst');
    expect(part(grid, 'group-label')?.textContent).to.equal('Demnächst verfügbar');
    expect(part(grid, 'card-title')?.textContent).to.equal('App 1');
  });

  it('a label the page gives wins; a runtime change of <html lang> keeps the typed search', async () => {
    root.setAttribute('lang', 'en');
    const catalog = await place(`<course-catalog courses='${courses}'></course-catalog>`, 'course-catalog');
    await untilCards(catalog, 2);
    expect(catalogLabel(catalog)).to.equal('Course catalog');
    const search = part<HTMLInputElement>(catalog, 'search') as HTMLInputElement;
    typeInto(search, 'Course 2');
    await until(() => part(catalog, 'status')?.textContent === '1 course found', 'the English count');
    root.setAttribute('lang', 'de');
    await until(() => part(catalog, 'status')?.textContent === '1 Kurs gefunden', 'the German count');
    expect(fieldLabel(catalog, 'search')).to.equal('Kurse durchsuchen');
    expect(search.value).to.equal('Course 2');
    expect(part(catalog, 'search')).to.equal(search);
    catalog.setAttribute('label', 'Unsere Kurse');
    await until(() => catalogLabel(catalog) === 'Unsere Kurse', 'the page’s label');
  });

  it('strings on the catalog and the grid override their words, by attribute and by property', async () => {
    root.setAttribute('lang', 'de');
    const catalog = await place(
      `<course-catalog courses='${courses}' strings='{"searchLabel":"Find a course"}'></course-catalog>`,
      'course-catalog',
    );
    await untilCards(catalog, 2);
    await until(() => fieldLabel(catalog, 'search') === 'Find a course', 'the attribute’s words');
    expect(fieldLabel(catalog, 'sort')).to.equal('Sortieren nach');
    const grid = await place(`<ecosystem-grid items='${apps}'></ecosystem-grid>`, 'ecosystem-grid');
    await untilCards(grid, 2);
    (grid as HTMLElement & { strings: unknown }).strings = { exploreLink: 'Open', gridLabel: 'Our apps' };
    await until(() => part(grid, 'button-explore')?.firstChild?.textContent === 'Open', 'the property’s words');
    expect(part(grid, 'grid')?.getAttribute('aria-label')).to.equal('Our apps');
    expect(part(grid, 'badge-coming-soon')?.textContent).to.equal('Demnächst');
  });
});
