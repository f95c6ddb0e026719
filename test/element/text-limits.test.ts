/// <reference types="mocha" />
/**
 * Displayed text has a limit (src/lib/text-cap.ts, docs/guides/security.md, "Text limits"): every element that shows text from
 * data or attributes cuts a huge unbroken word at its field's limit, ending in "…", and warns naming the element,
 * the item and the field. Without the cap, one such word froze the page for seconds (line breaking of a run of
 * kerned capitals); with it the element renders as fast as usual (figures in `npm run bench`, not asserted here).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import type { SiteNavbarElement } from '../../src/elements/site-navbar';
import { TEXT_LIMITS } from '../../src/lib/text-cap';
import {
  app,
  cards,
  course,
  dispatchInstallOffer,
  formPart,
  loadCatalog,
  loadGrid,
  loadInstallPrompt,
  loadLoginForm,
  loadNavbar,
  part,
  resetInstallState,
  shadow,
  spyConsole,
  until,
  untilCards,
  untilForm,
} from './helpers';

/** A word with no break opportunity: what a pasted token or a broken export looks like. */
const word = (length: number) => 'A'.repeat(length);
const text = (node: Element | null | undefined) => node?.textContent ?? '';

/** The one warning starting with `<tag> where:`, or a message saying there was none. */
const warning = (logs: { warn: string[] }, tag: string, where: string) =>
  logs.warn.find((line) => line.startsWith(`<${tag}> ${where}:`)) ?? `(no warning for ${where})`;

/** Text cut at `limit`: that many characters, the last an ellipsis. */
function expectCut(shown: string, limit: number) {
  expect(shown.length, 'length of the shown text').to.equal(limit);
  expect(shown.endsWith('A…'), 'ends in an ellipsis').to.equal(true);
}

/** The element, given its data before it is connected (so no default data shows first), in the page. */
async function connected<T extends HTMLElement>(tag: string, set: (el: T) => void): Promise<T> {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement(tag) as T;
  set(el);
  wrapper.append(el);
  return el;
}

const limitMessage = (length: number, limit: number) =>
  `text of ${length.toLocaleString('en-US')} characters is longer than the limit of ${limit.toLocaleString('en-US')} characters; shown cut at the limit`;

describe('text limits', () => {
  before(async () => {
    await Promise.all([loadCatalog(), loadGrid(), loadNavbar(), loadLoginForm(), loadInstallPrompt()]);
  });

  describe('<course-catalog>', () => {
    it('cuts a 1 MB description and a 100k instructor at their limits, warning per item and field', async () => {
      const logs = spyConsole();
      try {
        const el = await connected<CourseCatalogElement>('course-catalog', (catalog) => {
          catalog.courses = [
            course(1, { description: word(1_000_000) }),
            course(2, { instructor: word(100_000), title: word(5_000) }),
            course(3),
          ];
        });
        const [first, second, third] = await untilCards(el, 3);
        await until(() => logs.warn.length === 3, 'three warnings');
        const { description, instructor, title } = TEXT_LIMITS.course;
        expectCut(text(first.querySelector('p')), description);
        expectCut(text(second.querySelector('dd')), instructor);
        expectCut(text(second.querySelector('[part~="card-title"]')), title);
        expect(text(third.querySelector('p'))).to.equal('Description of course 3');
        expect(warning(logs, 'course-catalog', 'courses[0].description')).to.equal(
          `<course-catalog> courses[0].description: ${limitMessage(1_000_000, description)}`,
        );
        expect(warning(logs, 'course-catalog', 'courses[1].instructor')).to.contain(limitMessage(100_000, instructor));
        expect(warning(logs, 'course-catalog', 'courses[1].title')).to.contain(limitMessage(5_000, title));
      } finally {
        logs.restore();
      }
    });

    it('text within the limits is shown whole and warns nothing', async () => {
      const logs = spyConsole();
      try {
        const limit = TEXT_LIMITS.course.description;
        const el = await connected<CourseCatalogElement>('course-catalog', (catalog) => {
          catalog.courses = [course(1, { description: word(limit) })];
        });
        const [card] = await untilCards(el, 1);
        await new Promise((resolve) => setTimeout(resolve, 50)); // a warning would be logged by now (an effect)
        expect(text(card.querySelector('p'))).to.equal(word(limit));
        expect(logs.warn).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });
  });

  describe('<ecosystem-grid>', () => {
    it('cuts a title and a description at their limits, warning per item and field', async () => {
      const logs = spyConsole();
      try {
        const el = await connected<EcosystemGridElement>('ecosystem-grid', (grid) => {
          grid.items = [app(1), app(2, { title: word(100_000), description: word(1_000_000) })];
        });
        await until(() => cards(el).length === 2, 'two cards');
        await until(() => logs.warn.length === 2, 'two warnings');
        const card = cards(el)[1];
        const { title, description } = TEXT_LIMITS.ecosystemItem;
        expectCut(text(card.querySelector('[part~="card-title"]')), title);
        expectCut(text(card.querySelector('[part~="card-description"]')), description);
        expect(warning(logs, 'ecosystem-grid', 'items[1].title')).to.contain(limitMessage(100_000, title));
        expect(warning(logs, 'ecosystem-grid', 'items[1].description')).to.contain(
          limitMessage(1_000_000, description),
        );
      } finally {
        logs.restore();
      }
    });
  });

  describe('<site-navbar>', () => {
    it('cuts a menu label at its limit, in the bar and in the mobile menu, warning per item and field', async () => {
      const logs = spyConsole();
      try {
        const el = await connected<SiteNavbarElement>('site-navbar', (navbar) => {
          navbar.items = [
            { label: 'Courses', href: '/courses' },
            { label: word(100_000), href: '/long' },
          ];
        });
        await until(() => part(el, 'menu')?.querySelectorAll('a').length === 2, 'two menu links');
        await until(() => logs.warn.length === 1, 'one warning');
        const limit = TEXT_LIMITS.menuItem.label;
        for (const list of ['menu', 'mobile-menu']) {
          const links = [...(part(el, list)?.querySelectorAll('a') ?? [])];
          expect(text(links[0]), list).to.equal('Courses');
          expectCut(text(links[1]), limit);
        }
        expect(warning(logs, 'site-navbar', 'items[1].label')).to.equal(
          `<site-navbar> items[1].label: ${limitMessage(100_000, limit)}`,
        );
      } finally {
        logs.restore();
      }
    });
  });

  describe('<login-form>', () => {
    it('cuts a heading attribute at its limit, warning once naming the attribute', async () => {
      const logs = spyConsole();
      try {
        const el = await connected('login-form', (form) => form.setAttribute('heading', word(100_000)));
        await untilForm(el);
        const limit = TEXT_LIMITS.attribute.heading;
        const heading = formPart(el, 'heading');
        expectCut(text(heading), limit);
        await until(() => logs.warn.length > 0, 'a warning');
        expect(logs.warn).to.deep.equal([`<login-form> attribute "heading": ${limitMessage(100_000, limit)}`]);
        expect(shadow(el).querySelector('[part~="error"]') === null, 'no error state').to.equal(true);
      } finally {
        logs.restore();
      }
    });
  });

  describe('<install-prompt>', () => {
    it('cuts an app-name attribute at its limit in the title, warning once naming the attribute', async () => {
      resetInstallState();
      const logs = spyConsole();
      try {
        const el = await connected('install-prompt', (prompt) => {
          prompt.setAttribute('manual', '');
          prompt.setAttribute('app-name', word(100_000));
        });
        dispatchInstallOffer();
        await until(() => part(el, 'dialog'), 'rendered');
        (el as HTMLElement & { open(): void }).open();
        await until(() => part(el, 'title')?.textContent, 'the dialog title');
        const limit = TEXT_LIMITS.attribute.appName;
        // "Install " + the name, cut at its limit.
        expectCut(text(part(el, 'title')).replace(/^Install /, ''), limit);
        expect(logs.warn).to.deep.equal([`<install-prompt> attribute "app-name": ${limitMessage(100_000, limit)}`]);
      } finally {
        logs.restore();
        resetInstallState();
      }
    });
  });
});
