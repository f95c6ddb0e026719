/// <reference types="mocha" />
/**
 * <course-catalog> given every bad input of the element contract's rule on bad input (docs/architecture.md), on the built module in a real
 * browser: nothing throws, bad items are skipped with a warning naming the field, unusable input shows an
 * accessible error, text stays text, and unsafe URLs never reach the DOM.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import {
  alert,
  cardTexts,
  catalogWith,
  DEFAULT_TITLES,
  drawnCovers,
  errored,
  hasAlert,
  hrefs,
  imageSources,
  text,
  warned,
} from './catalog-fixtures';
import {
  cards,
  course,
  loadCatalog,
  part,
  shadow,
  spyConsole,
  titles,
  until,
  untilCards,
  watchPageErrors,
} from './helpers';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

describe('<course-catalog>', () => {
  before(async () => {
    await loadCatalog();
  });

  describe('text but no courses (what a CMS sanitizer leaves of a pasted snippet)', () => {
    const CHILD_TEXT_WARNING =
      '<course-catalog> content: holds text but no <script type="application/json"> (removed by a sanitizer?); the default data is not shown';
    /** Inserts markup the way a CMS page holds it (the element upgrades with its content in place). */
    async function paste(markup: string): Promise<CourseCatalogElement> {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.innerHTML = markup;
      return host.firstElementChild as CourseCatalogElement;
    }

    for (const [name, content] of [
      ['raw JSON text', '[{"id": 1, "title": "Stripped", "price": 0}]'],
      ['text in a paragraph (a CMS’s automatic paragraphs)', '<p>[{"id": 1, "title": "Stripped"}]</p>'],
    ]) {
      it(`${name}: a visible error naming what happened, one warning naming the element, no default courses`, async () => {
        const logs = spyConsole();
        const errors = watchPageErrors();
        try {
          const el = await paste(`<course-catalog>${content}</course-catalog>`);
          await until(() => hasAlert(el), 'an alert in the shadow root');
          const notice = alert(el) as HTMLElement;
          expect(notice.checkVisibility(), 'alert is visible').to.equal(true);
          expect(text(notice)).to.contain('This content could not be shown');
          expect(text(notice)).to.contain('no JSON data script');
          await nextFrame();
          await nextFrame();
          expect(cards(el)).to.have.length(0);
          expect(logs.warn).to.deep.equal([CHILD_TEXT_WARNING]);
          expect(logs.error).to.deep.equal([]);
          expect(errors.messages).to.deep.equal([]);
        } finally {
          logs.restore();
          errors.stop();
        }
      });
    }

    it('whitespace only: the default courses, as with no content at all', async () => {
      const logs = spyConsole();
      try {
        const el = await paste('<course-catalog>\n  \n</course-catalog>');
        await untilCards(el, 3);
        expect(titles(el)).to.deep.equal(DEFAULT_TITLES);
        expect(hasAlert(el)).to.equal(false);
        expect(logs.warn).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });

    it('a courses attribute wins over leftover text: its cards, no alert, no warning', async () => {
      const logs = spyConsole();
      try {
        const el = await paste(
          `<course-catalog courses='${JSON.stringify([course(1, { title: 'Given' })])}'>leftover</course-catalog>`,
        );
        await untilCards(el, 1);
        expect(titles(el)).to.deep.equal(['Given']);
        expect(hasAlert(el)).to.equal(false);
        expect(logs.warn).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });
  });

  describe('a courses attribute that is not JSON', () => {
    it('shows a visible alert, logs console.error naming the element and attribute, and throws nothing', async () => {
      const logs = spyConsole();
      const errors = watchPageErrors();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog courses="[{oops"></course-catalog>`);
        await until(() => hasAlert(el), 'an alert in the shadow root');
        const notice = alert(el) as HTMLElement;
        expect(notice.checkVisibility(), 'alert is visible').to.equal(true);
        expect(notice.getBoundingClientRect().height).to.be.greaterThan(0);
        expect(text(notice)).to.contain('courses');
        expect(cards(el)).to.have.length(0);
        const message = errored(logs, 'courses');
        expect(message).to.contain('<course-catalog>');
        expect(message).to.contain('attribute "courses"');
        expect(errors.messages).to.deep.equal([]);
      } finally {
        logs.restore();
        errors.stop();
      }
    });

    it('a valid JSON attribute set afterwards recovers and shows the cards', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog courses="[{oops"></course-catalog>`);
        await until(() => hasAlert(el), 'an alert');
        el.setAttribute('courses', JSON.stringify([course(1, { title: 'Fixed' }), course(2)]));
        await untilCards(el, 2);
        expect(titles(el)).to.deep.equal(['Fixed', 'Course 2']);
        expect(hasAlert(el), 'alert gone').to.equal(false);
      } finally {
        logs.restore();
      }
    });

    it('a valid courses property set afterwards clears the error', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog courses="[{oops"></course-catalog>`);
        await until(() => hasAlert(el), 'an alert');
        el.courses = [course(5, { title: 'From a property' })];
        await untilCards(el, 1);
        expect(titles(el)).to.deep.equal(['From a property']);
        expect(hasAlert(el), 'alert gone').to.equal(false);
      } finally {
        logs.restore();
      }
    });
  });

  describe('data that is not a list of courses', () => {
    it('the property {} shows the error state and logs console.error naming the element', async () => {
      const logs = spyConsole();
      const errors = watchPageErrors();
      try {
        const el = await catalogWith({});
        await until(() => hasAlert(el), 'an alert');
        await until(() => logs.error.length > 0, 'console.error');
        expect(cards(el)).to.have.length(0);
        expect(errored(logs, 'courses')).to.contain('<course-catalog>');
        expect(errors.messages).to.deep.equal([]);
      } finally {
        logs.restore();
        errors.stop();
      }
    });

    it('the attribute "42" shows the error state and logs console.error naming the element', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog courses="42"></course-catalog>`);
        await until(() => hasAlert(el), 'an alert');
        await until(() => logs.error.length > 0, 'console.error');
        expect(cards(el)).to.have.length(0);
        expect(errored(logs, 'courses')).to.contain('<course-catalog>');
      } finally {
        logs.restore();
      }
    });
  });

  describe('invalid items are skipped with a warning; the rest still show', () => {
    it('a missing title warns about courses[1].title', async () => {
      const logs = spyConsole();
      try {
        const noTitle: Record<string, unknown> = { ...course(2) };
        delete noTitle.title;
        const el = await catalogWith([course(1), noTitle, course(3)]);
        await untilCards(el, 2);
        await until(() => logs.warn.length > 0, 'a warning');
        expect(titles(el)).to.deep.equal(['Course 1', 'Course 3']);
        expect(warned(logs, 'courses[1].title')).to.contain('<course-catalog>');
        expect(logs.warn).to.have.length(1);
      } finally {
        logs.restore();
      }
    });

    it('wrong-typed or blank fields warn with their index and field', async () => {
      const logs = spyConsole();
      try {
        const el = await catalogWith([
          course(1),
          { ...course(2), price: true },
          { ...course(3), instructor: 42 },
          course(4, { title: '   ' }),
          { ...course(5), syllabus: undefined },
          course(6, { price: -5 }),
          course(7),
        ]);
        await untilCards(el, 2);
        await until(() => logs.warn.length >= 5, 'five warnings');
        expect(titles(el)).to.deep.equal(['Course 1', 'Course 7']);
        for (const where of [
          'courses[1].price',
          'courses[2].instructor',
          'courses[3].title',
          'courses[4].syllabus',
          'courses[5].price',
        ]) {
          expect(warned(logs, where)).to.contain('<course-catalog>');
        }
      } finally {
        logs.restore();
      }
    });

    it('items that are not objects warn with their index', async () => {
      const logs = spyConsole();
      try {
        const el = await catalogWith([null, 'a string', [course(9)], course(4)]);
        await untilCards(el, 1);
        await until(() => logs.warn.length >= 3, 'three warnings');
        expect(titles(el)).to.deep.equal(['Course 4']);
        for (const where of ['courses[0]', 'courses[1]', 'courses[2]']) {
          expect(warned(logs, `${where}:`)).to.contain('<course-catalog>');
        }
      } finally {
        logs.restore();
      }
    });
  });

  describe('text is always text', () => {
    afterEach(() => {
      delete window.__pwned;
    });

    it('HTML in the title is shown literally, creates no element and runs nothing', async () => {
      const title = '<img src=x onerror="window.__pwned=1">';
      const el = await catalogWith([course(1, { title })]);
      await untilCards(el, 1);
      await new Promise((resolve) => setTimeout(resolve, 100)); // time for a would-be <img src=x> to fail
      expect(titles(el)).to.deep.equal([title]);
      expect(imageSources(el)).to.deep.equal([]); // no img at all: the card's cover is drawn
      expect(window.__pwned).to.equal(undefined);
    });

    it('HTML in the description and every other text field is shown literally', async () => {
      const el = await catalogWith([
        course(1, {
          description: '<b>bold</b>',
          instructor: '<i>Ada</i>',
          duration: '<u>3 Weeks</u>',
          difficulty: '<script>window.__pwned=2</script>',
        }),
      ]);
      await untilCards(el, 1);
      const card = cardTexts(el)[0];
      for (const literal of ['<b>bold</b>', '<i>Ada</i>', '<u>3 Weeks</u>', '<script>window.__pwned=2</script>']) {
        expect(card).to.contain(literal);
      }
      expect(shadow(el).querySelectorAll('b, i, u, script')).to.have.length(0);
      expect(window.__pwned).to.equal(undefined);
    });
  });

  describe('unsafe link URLs never become links', () => {
    const UNSAFE = [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '  JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
    ];
    for (const url of UNSAFE) {
      it(`${JSON.stringify(url)} as syllabus or content`, async () => {
        const logs = spyConsole();
        try {
          const el = await catalogWith([course(1, { syllabus: url }), course(2, { content: url })]);
          await untilCards(el, 2);
          await until(() => logs.warn.length >= 2, 'two warnings');
          // The only anchors left are the two safe links.
          expect(hrefs(el)).to.deep.equal(['#content-1', '#syllabus-2']);
          const [first, second] = cardTexts(el);
          expect(first).to.contain('Syllabus unavailable');
          expect(second).to.contain('Course unavailable');
          expect(shadow(el).querySelectorAll('[part~="button-unavailable"]')).to.have.length(2);
          expect(warned(logs, 'courses[0].syllabus')).to.contain('<course-catalog>');
          expect(warned(logs, 'courses[1].content')).to.contain('<course-catalog>');
        } finally {
          logs.restore();
        }
      });
    }
  });
  describe('cover images', () => {
    it('an image that fails to load is replaced by a drawing in the same box, and no data: URL', async () => {
      const el = await catalogWith([
        course(1, { image: '/test/fixtures/no-such-image.png' }),
        course(2, { image: '/test/fixtures/cover.svg' }),
      ]);
      await untilCards(el, 2);
      await until(() => drawnCovers(el).length === 1, 'the drawing, 16:9 across the card');
      expect(imageSources(el)).to.deep.equal(['/test/fixtures/cover.svg']);
      // The drawing takes the box the loaded image of the other card takes.
      const [drawn, loaded] = cards(el).map((card) =>
        card.querySelector('[part~="card-image"]')?.getBoundingClientRect(),
      );
      expect(drawn?.height).to.be.closeTo(loaded?.height ?? 0, 1);
      expect(drawn?.width).to.be.closeTo(loaded?.width ?? 0, 1);
      expect(part(el, 'card-image')?.getAttribute('aria-hidden')).to.equal('true');
    });

    it('an unsafe image URL never becomes an img src', async () => {
      const logs = spyConsole();
      try {
        const el = await catalogWith([
          course(1, { image: 'javascript:alert(1)' }),
          course(2, { image: 'data:text/html,<script>alert(1)</script>' }),
        ]);
        await untilCards(el, 2);
        await until(() => logs.warn.length >= 2, 'two warnings');
        // No img at all: both covers are drawn in the cards.
        expect(imageSources(el)).to.deep.equal([]);
        expect(drawnCovers(el)).to.have.length(2);
        expect(warned(logs, 'courses[0].image')).to.contain('<course-catalog>');
        expect(warned(logs, 'courses[1].image')).to.contain('<course-catalog>');
      } finally {
        logs.restore();
      }
    });
  });
});
