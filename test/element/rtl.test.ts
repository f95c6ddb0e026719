/// <reference types="mocha" />
/**
 * Right to left on the built modules in a real browser: a page with all seven elements is laid out left to right and
 * right to left (the same words in both, so only the direction differs), and every measured part of the rtl page is
 * the mirror image of its ltr place (first card rightmost, the banner in the other corner, the dialogs' close buttons
 * on the left…) within 2px. Icons that point somewhere (the grid's external-link arrow, the login select's chevron)
 * are mirrored; those that do not (sun/moon, close X, menu) are not. A runtime switch of <html dir> mirrors the page
 * in place: a typed search stays. No element handles arrow keys itself (native controls follow the browser), so
 * there is no key order to check here. axe finds nothing on an Arabic and on a German page, light and dark.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { en } from '../../src/lib/i18n/en';
import ar from '../../src/lib/i18n/locales/ar';
import de from '../../src/lib/i18n/locales/de';
import { axeViolations } from './axe';
import { type FramePage, framePage, pageWith } from './frame';
import {
  cards,
  ELEMENTS_DIR,
  formPart,
  part,
  resetInstallState,
  shadow,
  typeInto,
  until,
  untilCards,
  untilForm,
} from './helpers';

const WIDTH = 1280;
const PHONE = 375;
const HEIGHT = 2600;
const TAGS = [
  'site-navbar',
  'theme-toggle',
  'accessibility-panel',
  'install-prompt',
  'login-form',
  'course-catalog',
  'ecosystem-grid',
];
/**
 * Symmetric page styles: margins and padding alike on both sides; no scrollbar (its side differs by engine). The
 * catalog is laid out even where the frame is off the test page's screen (its documented page override).
 */
const STYLE =
  '<style>html{overflow:hidden}body{margin:0}main{padding:16px 24px}login-form{max-width:28rem}' +
  'course-catalog{content-visibility:visible}</style>';
const BODY =
  '<site-navbar variant="landing" brand="Coursify"></site-navbar><main>' +
  '<theme-toggle></theme-toggle> <accessibility-panel></accessibility-panel> ' +
  '<install-prompt min-page-views="1" app-name="Coursify"></install-prompt>' +
  '<login-form></login-form><course-catalog></course-catalog><ecosystem-grid></ecosystem-grid></main>';

/** The page, `<html>` with `htmlAttributes` (its lang and dir), or its content in a `<div dir>` when `wrapperDir`. */
function page(htmlAttributes: string, wrapperDir?: string, width = WIDTH): Promise<FramePage> {
  const modules = TAGS.map((tag) => `${ELEMENTS_DIR}/${tag}.js`);
  const body = wrapperDir ? `<div dir="${wrapperDir}">${BODY}</div>` : BODY;
  const markup = pageWith(modules, STYLE + body).replace('<html lang="en">', `<html ${htmlAttributes}>`);
  return framePage(width, HEIGHT, markup);
}

type Elements = Record<(typeof TAGS)[number], HTMLElement>;
const elements = (p: FramePage) =>
  Object.fromEntries(TAGS.map((tag) => [tag, p.doc.querySelector(tag) as HTMLElement])) as Elements;

/** Waits for every element to render its content. */
async function rendered(p: FramePage): Promise<Elements> {
  const el = elements(p);
  await until(() => part(el['site-navbar'], 'brand'), 'the navbar');
  await until(() => part(el['theme-toggle'], 'button'), 'the toggle');
  await until(() => part(el['accessibility-panel'], 'trigger'), 'the panel trigger');
  await until(() => part(el['install-prompt'], 'dialog'), 'the install prompt');
  await untilForm(el['login-form']);
  await untilCards(el['course-catalog']);
  await until(() => cards(el['ecosystem-grid']).length > 1, 'the grid cards');
  // An Arabic page shows English until the Arabic module arrives: measure the words the page ends with, in both
  // directions (each element re-renders when the module registers; the frames let the last of them paint).
  const words = p.doc.documentElement.lang === 'ar' ? ar : en;
  const showPassword = () => formPart(el['login-form'], 'password-toggle')?.textContent === words.showPasswordButton;
  await until(
    () => part(el['theme-toggle'], 'button')?.getAttribute('aria-label') === words.darkModeLabel && showPassword(),
    `the page's words (${p.doc.documentElement.lang})`,
  );
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return el;
}

type Box = { left: number; right: number; top: number; bottom: number; width: number };
type Parts = Record<string, Element | null | undefined>;

function box(node: Element): Box {
  const r = node.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
}

/** The parts measured on the page as laid out now (nothing open). */
function layoutParts(el: Elements): Parts {
  const grid = cards(el['ecosystem-grid']);
  const catalog = cards(el['course-catalog']);
  const form = el['login-form'];
  return {
    'navbar brand': part(el['site-navbar'], 'brand'),
    'navbar menu': part(el['site-navbar'], 'menu'),
    'navbar first link': part(el['site-navbar'], 'menu')?.querySelector('a'),
    'toggle button': part(el['theme-toggle'], 'button'),
    'panel trigger': part(el['accessibility-panel'], 'trigger'),
    'login heading': formPart(form, 'heading'),
    'login email field': formPart(form, 'email'),
    'login password field': formPart(form, 'password'),
    'login password toggle': formPart(form, 'password-toggle'),
    'login user type': formPart(form, 'user-type-select'),
    'login button': formPart(form, 'submit'),
    'catalog search field': part(el['course-catalog'], 'search'),
    'catalog sort': part(el['course-catalog'], 'sort'),
    'catalog first card': catalog[0],
    'catalog second card': catalog[1],
    'grid first card': grid[0],
    'grid second card': grid[1],
    'grid first card icon': grid[0]?.querySelector('[part~="card-icon"]'),
    'grid first card explore link': grid[0]?.querySelector('[part~="button-explore"]'),
    'grid first card explore arrow': grid[0]?.querySelector('[part~="button-explore"] svg'),
  };
}

function measure(parts: Parts): Record<string, Box> {
  const out: Record<string, Box> = {};
  for (const [name, node] of Object.entries(parts)) {
    if (!node) throw new Error(`${name}: not found`);
    const b = box(node);
    if (b.width <= 0) throw new Error(`${name}: not laid out`);
    out[name] = b;
  }
  return out;
}

/**
 * Each rtl box is the ltr one mirrored about the middle of the viewport: both edges, the same width, and
 * (`vertical`) at the same height on the page. The install banner is compared across only: its English sentence in a right-to-left paragraph
 * may break into one more line (Chromium), which moves its top, not its sides.
 */
function expectMirrored(ltr: Record<string, Box>, rtl: Record<string, Box>, vertical = true, viewport = WIDTH): void {
  const off: string[] = [];
  for (const [name, l] of Object.entries(ltr)) {
    const r = rtl[name];
    const fmt = (b: Box) => `${Math.round(b.left)}–${Math.round(b.right)} at ${Math.round(b.top)}`;
    // 2px, or 2.5% of the width for wide parts: Arabic words are shaped a little differently in a right-to-left
    // line than in a left-to-right one (a few pixels over a button's label), which widens or narrows a part and
    // moves its neighbour by as much.
    const slack = Math.max(2, 0.025 * l.width);
    const mirrored =
      Math.abs(r.left - (viewport - l.right)) <= slack &&
      Math.abs(r.right - (viewport - l.left)) <= slack &&
      Math.abs(r.width - l.width) <= slack &&
      (!vertical || Math.abs(r.top - l.top) <= 2);
    if (!mirrored) off.push(`${name}: ltr ${fmt(l)}, rtl ${fmt(r)} (mirror ${Math.round(viewport - l.right)})`);
  }
  expect(off, 'parts that are not the mirror image').to.deep.equal([]);
}

/** The horizontal scale an element is drawn with (its `scale` and `transform` together): -1 when mirrored. */
function xScale(node: Element): number {
  const style = getComputedStyle(node);
  const scale = style.scale && style.scale !== 'none' ? Number.parseFloat(style.scale) : 1;
  const matrix = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
  return Math.sign(scale * matrix.a);
}

/** Which way a `::after` is turned: 1 clockwise, -1 counter-clockwise, 0 not at all. */
function turn(node: Element): number {
  const transform = getComputedStyle(node, '::after').transform;
  return Math.sign(new DOMMatrix(transform === 'none' ? undefined : transform).b);
}

/** A `beforeinstallprompt` in the frame's window, as Chromium fires it. */
function offerInstall(p: FramePage): void {
  const offer = new p.win.Event('beforeinstallprompt', { cancelable: true });
  Object.assign(offer, {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
  p.win.dispatchEvent(offer);
}

const dirOf = (el: Element) => shadow(el).querySelector('.cf-root')?.getAttribute('dir');

/** Everything measured on one page: the layout, then the install banner, the panel's dialog, the install dialog. */
async function measurePage(p: FramePage) {
  // The previous page's closed install dialog is remembered as a dismissal (the storage is shared): forget it.
  resetInstallState();
  const el = await rendered(p);
  const layout = measure(layoutParts(el));
  offerInstall(p);
  const install = el['install-prompt'];
  await until(() => part(install, 'banner')?.checkVisibility(), 'the install banner');
  const banner = measure({
    'install banner': part(install, 'banner'),
    'install banner action': part(install, 'banner-action'),
    'install banner close': part(install, 'banner-close'),
  });

  const panel = el['accessibility-panel'];
  (part(panel, 'trigger') as HTMLElement).click();
  const panelDialog = part<HTMLDialogElement>(panel, 'dialog') as HTMLDialogElement;
  await until(() => panelDialog.open, 'the panel open');
  const firstSwitch = part(panel, 'switch') as HTMLElement;
  const thumb = () => firstSwitch.querySelector('[aria-hidden="true"] > span:last-child > span') as Element;
  const panelParts = measure({
    'panel dialog': panelDialog,
    'panel title': part(panel, 'title'),
    'panel close': part(panel, 'close'),
    'panel reset': part(panel, 'reset'),
    'panel first switch': firstSwitch,
    'panel switch thumb, off': thumb(),
  });
  const panelIcons = { close: xScale(part(panel, 'close')?.querySelector('svg') as Element) };
  firstSwitch.click();
  await until(() => firstSwitch.getAttribute('aria-checked') === 'true', 'the switch on');
  // Wait out the thumb's slide.
  await until(() => thumb().getAnimations().length === 0, 'the thumb at rest');
  Object.assign(panelParts, measure({ 'panel switch thumb, on': thumb() }));
  firstSwitch.click();
  await until(() => firstSwitch.getAttribute('aria-checked') === 'false', 'the switch off again');
  panelDialog.close();

  (install as HTMLElement & { open(): void }).open();
  const installDialog = part<HTMLDialogElement>(install, 'dialog') as HTMLDialogElement;
  await until(() => installDialog.open, 'the install dialog open');
  const dialog = measure({
    'install dialog': installDialog,
    'install dialog title': part(install, 'title'),
    'install dialog close': part(install, 'close-button'),
  });
  installDialog.close();

  const form = el['login-form'];
  const select = form.querySelector('.clf-select') as Element;
  const icons = {
    explore: xScale(layoutParts(el)['grid first card explore arrow'] as Element),
    chevronTurn: turn(select),
    chevronDrawnSide: getComputedStyle(select, '::after').borderLeftWidth === '0px' ? 'right' : 'left',
    toggle: xScale(part(el['theme-toggle'], 'icon') as Element),
    menu: xScale(part(el['site-navbar'], 'menu-button')?.querySelector('svg') as Element),
    ...panelIcons,
  };
  return { el, boxes: { ...layout, ...panelParts, ...dialog }, banner, icons };
}

describe('right to left: every element mirrors', () => {
  const pages: FramePage[] = [];
  beforeEach(() => resetInstallState());
  afterEach(() => {
    for (const p of pages.splice(0)) p.frame.remove();
    resetInstallState();
  });

  for (const [name, ltrPage, rtlPage] of [
    ['<html lang="ar" dir="rtl">', () => page('lang="ar" dir="ltr"'), () => page('lang="ar" dir="rtl"')],
    ['a dir="rtl" wrapper on an English page', () => page('lang="en"'), () => page('lang="en"', 'rtl')],
  ] as const) {
    it(`${name}: each part is the mirror image of its ltr place; pointing icons flip, others do not`, async () => {
      const ltr = await measurePage(pages[pages.push(await ltrPage()) - 1]);
      const rtl = await measurePage(pages[pages.push(await rtlPage()) - 1]);
      for (const tag of TAGS) expect(dirOf(rtl.el[tag]), `<${tag}> resolved`).to.equal('rtl');
      for (const tag of TAGS) expect(dirOf(ltr.el[tag]), `<${tag}> resolved`).to.equal('ltr');
      expectMirrored(ltr.boxes, rtl.boxes);
      expectMirrored(ltr.banner, rtl.banner, false);
      expect(rtl.banner['install banner'].bottom, 'the banner docked at the bottom').to.be.closeTo(
        ltr.banner['install banner'].bottom,
        1,
      );
      // Read the way the issue says it: the first card is the rightmost, the banner and close buttons on the left…
      const b = rtl.boxes;
      expect(b['grid first card'].left, 'grid: first card right of the second').to.be.greaterThan(
        b['grid second card'].left,
      );
      expect(b['catalog first card'].left, 'catalog: first card right of the second').to.be.greaterThan(
        b['catalog second card'].left,
      );
      expect(b['navbar brand'].right, 'brand at the right edge').to.be.greaterThan(b['navbar menu'].right);
      expect(b['panel close'].right, 'panel close at the left').to.be.lessThan(b['panel title'].left);
      expect(b['panel switch thumb, on'].left, 'a switch on: thumb at the left').to.be.lessThan(
        b['panel switch thumb, off'].left,
      );
      expect(rtl.banner['install banner close'].left, 'banner close left of its action').to.be.lessThan(
        rtl.banner['install banner action'].left,
      );
      expect(rtl.banner['install banner'].left, 'the banner in the bottom left corner').to.be.lessThan(WIDTH / 2);
      expect(ltr.icons, 'ltr icons').to.deep.equal({
        explore: 1,
        chevronTurn: 1,
        chevronDrawnSide: 'right',
        toggle: 1,
        menu: 1,
        close: 1,
      });
      expect(rtl.icons, 'rtl: the arrow and the chevron mirrored, the rest not').to.deep.equal({
        explore: -1,
        chevronTurn: -1,
        chevronDrawnSide: 'left',
        toggle: 1,
        menu: 1,
        close: 1,
      });
    });
  }

  it('on a phone (375px): the navbar, its open menu, the login form and the bottom sheets mirror too', async () => {
    const narrow = async (htmlAttributes: string) => {
      resetInstallState();
      const p = await page(htmlAttributes, undefined, PHONE);
      pages.push(p);
      const el = await rendered(p);
      const navbar = el['site-navbar'];
      (part(navbar, 'menu-button') as HTMLElement).click();
      await until(() => part(navbar, 'mobile-menu')?.checkVisibility(), 'the mobile menu open');
      const form = el['login-form'];
      const boxes = measure({
        'navbar brand': part(navbar, 'brand'),
        'navbar menu button': part(navbar, 'menu-button'),
        'mobile menu first link': part(navbar, 'mobile-menu')?.querySelector('a'),
        'toggle button': part(el['theme-toggle'], 'button'),
        'login email field': formPart(form, 'email'),
        'login password toggle': formPart(form, 'password-toggle'),
        'login button': formPart(form, 'submit'),
        'catalog search field': part(el['course-catalog'], 'search'),
        'grid first card icon': cards(el['ecosystem-grid'])[0]?.querySelector('[part~="card-icon"]'),
      });
      offerInstall(p);
      const install = el['install-prompt'];
      (install as HTMLElement & { open(): void }).open();
      await until(() => part<HTMLDialogElement>(install, 'dialog')?.open, 'the install dialog open');
      Object.assign(
        boxes,
        measure({ 'install sheet': part(install, 'dialog'), 'install sheet close': part(install, 'close-button') }),
      );
      part<HTMLDialogElement>(install, 'dialog')?.close();
      return boxes;
    };
    const ltr = await narrow('lang="ar" dir="ltr"');
    const rtl = await narrow('lang="ar" dir="rtl"');
    expectMirrored(ltr, rtl, true, PHONE);
    expect(rtl['navbar menu button'].left, 'the menu button at the left').to.be.lessThan(rtl['navbar brand'].left);
    expect(rtl['install sheet close'].left, 'the sheet closes at the left').to.be.lessThan(PHONE / 2);
  });

  it('a runtime switch of <html dir> mirrors every element in place: a typed search stays', async () => {
    const p = await page('lang="en"');
    pages.push(p);
    const el = await rendered(p);
    const search = part<HTMLInputElement>(el['course-catalog'], 'search') as HTMLInputElement;
    const before = measure(layoutParts(el));
    typeInto(search, 'zz-no-such-course');
    await until(() => cards(el['course-catalog']).length === 0, 'the search applied');
    p.doc.documentElement.setAttribute('dir', 'rtl');
    await until(() => TAGS.every((tag) => dirOf(el[tag]) === 'rtl'), 'every element rtl');
    expect(part(el['course-catalog'], 'search'), 'the same field').to.equal(search);
    expect(search.value).to.equal('zz-no-such-course');
    typeInto(search, '');
    await until(() => cards(el['course-catalog']).length > 1, 'the cards back');
    expectMirrored(before, measure(layoutParts(el)));
  });

  // The words of each language (its module, loaded by the elements themselves) and both themes.
  for (const [lang, dir, words] of [
    ['ar', 'rtl', ar],
    ['de', 'ltr', de],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`axe finds nothing on ${lang === 'ar' ? 'an Arabic right-to-left' : 'a German'} page, ${theme}, with all seven elements`, async () => {
        await Promise.all(TAGS.map((tag) => import(/* @vite-ignore */ `${ELEMENTS_DIR}/${tag}.js`)));
        if (theme === 'dark') document.documentElement.classList.add('dark');
        try {
          const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang} dir=${dir}></div>`);
          wrapper.innerHTML = BODY.replace('<main>', '<div>').replace('</main>', '</div>');
          const el = Object.fromEntries(
            TAGS.map((tag) => [tag, wrapper.querySelector(tag) as HTMLElement]),
          ) as Elements;
          await until(() => part(el['site-navbar'], 'brand'), 'the navbar');
          await untilForm(el['login-form']);
          await untilCards(el['course-catalog']);
          await until(() => cards(el['ecosystem-grid']).length > 1, 'the grid cards');
          await until(
            () => part(el['theme-toggle'], 'button')?.getAttribute('aria-label') === words.darkModeLabel,
            `the ${lang} words`,
          );
          expect(TAGS.map((tag) => dirOf(el[tag]))).to.deep.equal(TAGS.map(() => dir));
          // Transitions (a theme switch fades colours) end before axe reads the contrast.
          await Promise.all(TAGS.flatMap((tag) => el[tag].getAnimations({ subtree: true }).map((a) => a.finished)));
          expect(await axeViolations(wrapper)).to.deep.equal([]);
        } finally {
          document.documentElement.classList.remove('dark');
        }
      });
    }
  }
});
