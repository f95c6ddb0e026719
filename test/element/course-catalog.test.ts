/// <reference types="mocha" />
/**
 * <course-catalog> as partners use it, on the built module in a real browser: the SPEC's cards, data by
 * property, attribute and URL, the controls inside the shadow root, scale, locale, and every bad input of
 * DESIGN.md's element contract (rule 8): nothing throws, bad items are skipped with a warning naming the field,
 * unusable input shows an accessible error, text stays text, and unsafe URLs never reach the DOM.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import type { CourseInput } from '../../src/lib/courses';
import {
  cards,
  course,
  has,
  loadCatalog,
  part,
  shadow,
  spyConsole,
  spyFetch,
  titles,
  typeInto,
  until,
  untilCards,
  watchPageErrors,
} from './helpers';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const FIXTURE = '/test/fixtures/courses.json';
const MISSING = '/test/fixtures/missing.json';
const FIXTURE_TITLES = ['Rust for Backend Developers', 'Go in Practice'];
const DEFAULT_TITLES = ['Java Programming', 'Spring Boot', 'MySQL'];

const text = (node: Node | null | undefined) => node?.textContent ?? '';
const alert = (el: Element) => shadow(el).querySelector<HTMLElement>('[role="alert"]');
const hasAlert = (el: Element) => alert(el) !== null;
const statusText = (el: Element) => text(part(el, 'status'));
const hrefs = (el: Element) => [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
const imageSources = (el: Element) =>
  [...shadow(el).querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
const cardTexts = (el: Element) => cards(el).map((card) => text(card));
const warned = (logs: { warn: string[] }, where: string) =>
  logs.warn.find((message) => message.includes(where)) ?? `(no warning mentions ${where})`;
const errored = (logs: { error: string[] }, what: string) =>
  logs.error.find((message) => message.includes(what)) ?? `(no error mentions ${what})`;

/** A button inside the shadow root by its accessible text ("Retry", "Next page"). */
function button(el: Element, name: string): HTMLButtonElement | null {
  return [...shadow(el).querySelectorAll('button')].find((node) => text(node).trim() === name) ?? null;
}

/** A form control by the text of its <label>: the way a user finds it. */
function control<T extends HTMLInputElement | HTMLSelectElement>(el: Element, label: string): T {
  const labelNode = [...shadow(el).querySelectorAll('label')].find((node) => text(node) === label);
  const target = labelNode ? shadow(el).getElementById(labelNode.htmlFor) : null;
  if (!target) throw new Error(`no control labelled "${label}"`);
  return target as T;
}

/** Every node in the shadow root (elements, text, comments). */
function nodeCount(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
}

/** Waits for the titles, then asserts them (so a failure shows what was there instead). */
async function expectTitles(el: Element, expected: string[]): Promise<void> {
  await until(() => titles(el).join('|') === expected.join('|'), `titles ${expected.join(', ')}`).catch(() => {});
  expect(titles(el)).to.deep.equal(expected);
}

async function catalogWith(data: unknown): Promise<CourseCatalogElement> {
  const el = await fixture<CourseCatalogElement>(html`<course-catalog locale="en-US"></course-catalog>`);
  (el as { courses?: unknown }).courses = data;
  return el;
}

const generated = (count: number) => Array.from({ length: count }, (_, i) => course(i + 1));

/** Four courses that every filter and sort orders differently (featured order is the data's). */
const MIXED: CourseInput[] = [
  course(1, { title: 'Kotlin Basics', difficulty: 'Beginner', price: 0, duration: '3 Weeks' }),
  course(2, { title: 'Algorithms', difficulty: 'Advanced', price: 30, duration: '10 Weeks' }),
  course(3, { title: 'Docker', difficulty: 'Advanced', price: 'Free', duration: '2 Days' }),
  course(4, { title: 'Big Data', difficulty: 'Intermediate', price: 15, duration: '6 Months' }),
];

describe('<course-catalog>', () => {
  before(async () => {
    await loadCatalog();
  });

  describe('default data (SPEC §3)', () => {
    it('shows three cards: Java Programming, Spring Boot, MySQL', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      expect(titles(el)).to.deep.equal(DEFAULT_TITLES);
    });

    it('each is Free, 12 Weeks and Advanced, taught by the same instructor', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      for (const card of cards(el)) {
        const chips = [...card.querySelectorAll('dd')].map((dd) => text(dd));
        expect(chips).to.include('12 Weeks');
        expect(chips).to.include('Advanced');
        expect(text(card.querySelector('[part~="card-price"]'))).to.equal('Free');
      }
      const instructors = cards(el).map((card) => text(card.querySelector('dd')));
      expect(new Set(instructors).size, `one instructor: ${instructors.join(', ')}`).to.equal(1);
      expect(instructors[0]).to.equal('Daniel Brooks');
    });

    it('Syllabus and Course links point to each course’s pages', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      const links = (name: string) =>
        [...shadow(el).querySelectorAll(`[part~="${name}"]`)].map((a) => a.getAttribute('href'));
      const subjects = ['java', 'spring-boot', 'mysql'];
      expect(links('button-syllabus')).to.deep.equal(subjects.map((s) => `/public/features/courses/syllabus/${s}`));
      expect(links('button-content')).to.deep.equal(subjects.map((s) => `/public/features/courses/content/${s}`));
      // Each link's accessible name says which course it is for (not just "Syllabus" three times).
      cards(el).forEach((card, index) => {
        for (const [name, label] of [
          ['button-syllabus', 'Syllabus'],
          ['button-content', 'Course'],
        ]) {
          const linkText = text(card.querySelector(`[part~="${name}"]`));
          expect(linkText.startsWith(label), linkText).to.equal(true);
          expect(linkText).to.contain(DEFAULT_TITLES[index]);
        }
      });
    });

    it('cover images are sized (no layout shift) and lazy', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      const images = [...shadow(el).querySelectorAll('img[part~="card-image"]')];
      expect(images).to.have.length(3);
      for (const img of images) {
        expect(Number(img.getAttribute('width'))).to.be.greaterThan(0);
        expect(Number(img.getAttribute('height'))).to.be.greaterThan(0);
        expect(img.getAttribute('loading')).to.equal('lazy');
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
      expect(imageSources(el)).to.have.length(1); // the card's own cover image only
      expect(imageSources(el)[0]).not.to.equal('x');
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

  describe('src: data from a URL', () => {
    it('shows a busy loading state, then the fetched courses', async () => {
      let release = () => {};
      const fetches = spyFetch({
        hold: new Promise<void>((resolve) => {
          release = resolve;
        }),
      });
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog src=${FIXTURE}></course-catalog>`);
        await until(() => shadow(el).querySelector('[part~="catalog"][aria-busy="true"]'), 'a busy catalog region');
        expect(text(shadow(el).querySelector('[role="status"]'))).to.equal('Loading courses…');
        expect(cards(el)).to.have.length(0);
        release();
        await untilCards(el, 2);
        expect(titles(el)).to.deep.equal(FIXTURE_TITLES);
        expect(shadow(el).querySelector('[aria-busy="true"]') === null, 'no longer busy').to.equal(true);
        expect(fetches.urls).to.deep.equal([FIXTURE]);
      } finally {
        release();
        fetches.restore();
      }
    });

    it('formats the fetched prices: 49 as $49.00 and "Free" as Free', async () => {
      const el = await fixture<CourseCatalogElement>(
        html`<course-catalog locale="en-US" src=${FIXTURE}></course-catalog>`,
      );
      await untilCards(el, 2);
      const prices = [...shadow(el).querySelectorAll('[part~="card-price"]')].map((node) => text(node));
      expect(prices).to.deep.equal(['$49.00', 'Free']);
    });

    it('a 404 shows an alert mentioning 404 with a Retry button, and logs console.error naming src', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog src=${MISSING}></course-catalog>`);
        await until(() => hasAlert(el), 'an alert');
        expect(text(alert(el))).to.contain('404');
        expect(button(el, 'Retry') !== null, 'a Retry button').to.equal(true);
        const message = errored(logs, '404');
        expect(message).to.contain('<course-catalog>');
        expect(message).to.contain('attribute "src"');
      } finally {
        logs.restore();
      }
    });

    it('Retry fetches again', async () => {
      const logs = spyConsole();
      const fetches = spyFetch();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog src=${MISSING}></course-catalog>`);
        await until(() => button(el, 'Retry'), 'a Retry button');
        expect(fetches.urls).to.deep.equal([MISSING]);
        button(el, 'Retry')?.click();
        await until(() => logs.error.length === 2, 'the second attempt failed too');
        expect(fetches.urls).to.deep.equal([MISSING, MISSING]);
        await until(() => button(el, 'Retry'), 'the Retry button again');
      } finally {
        fetches.restore();
        logs.restore();
      }
    });

    it('a response that is not JSON shows the error state', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(
          html`<course-catalog src="/test/fixtures/partner.html"></course-catalog>`,
        );
        await until(() => hasAlert(el), 'an alert');
        expect(cards(el)).to.have.length(0);
        expect(text(alert(el))).to.contain('JSON');
        expect(errored(logs, 'partner.html')).to.contain('attribute "src"');
      } finally {
        logs.restore();
      }
    });

    it('an unsafe src shows the error state and fetches nothing', async () => {
      const logs = spyConsole();
      const fetches = spyFetch();
      try {
        const el = await fixture<CourseCatalogElement>(
          html`<course-catalog src="javascript:alert(1)"></course-catalog>`,
        );
        await until(() => hasAlert(el), 'an alert');
        await nextFrame();
        expect(fetches.urls).to.deep.equal([]);
        const message = errored(logs, 'attribute "src"');
        expect(message).to.contain('<course-catalog>');
        expect(message).to.contain('javascript:alert(1)');
      } finally {
        fetches.restore();
        logs.restore();
      }
    });

    it('changing src after an error recovers', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(html`<course-catalog src=${MISSING}></course-catalog>`);
        await until(() => hasAlert(el), 'an alert');
        el.setAttribute('src', FIXTURE);
        await untilCards(el, 2);
        expect(titles(el)).to.deep.equal(FIXTURE_TITLES);
        expect(hasAlert(el), 'alert gone').to.equal(false);
      } finally {
        logs.restore();
      }
    });

    it('the courses property wins over src', async () => {
      const fetches = spyFetch();
      try {
        const data = [course(1, { title: 'From the property' })];
        const el = await fixture<CourseCatalogElement>(
          html`<course-catalog src=${FIXTURE} .courses=${data}></course-catalog>`,
        );
        await untilCards(el, 1);
        await nextFrame();
        expect(titles(el)).to.deep.equal(['From the property']);
        expect(fetches.urls).to.deep.equal([]);
      } finally {
        fetches.restore();
      }
    });
  });

  describe('search, filters and sort through the real controls', () => {
    it('searching "spring" leaves one card and the status says "1 course found"', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      expect(statusText(el)).to.equal('3 courses');
      typeInto(control<HTMLInputElement>(el, 'Search courses'), 'spring');
      await expectTitles(el, ['Spring Boot']);
      expect(statusText(el)).to.equal('1 course found');
    });

    it('the difficulty filter', async () => {
      const el = await catalogWith(MIXED);
      await untilCards(el, 4);
      const difficulty = control<HTMLSelectElement>(el, 'Difficulty');
      expect([...difficulty.options].map((option) => option.value)).to.deep.equal([
        'all',
        'Beginner',
        'Advanced',
        'Intermediate',
      ]);
      typeInto(difficulty, 'Advanced');
      await expectTitles(el, ['Algorithms', 'Docker']);
      typeInto(difficulty, 'Intermediate');
      await expectTitles(el, ['Big Data']);
      typeInto(difficulty, 'all');
      await expectTitles(el, ['Kotlin Basics', 'Algorithms', 'Docker', 'Big Data']);
    });

    it('the price filter: free and paid', async () => {
      const el = await catalogWith(MIXED);
      await untilCards(el, 4);
      const price = control<HTMLSelectElement>(el, 'Price');
      typeInto(price, 'free');
      await expectTitles(el, ['Kotlin Basics', 'Docker']);
      typeInto(price, 'paid');
      await expectTitles(el, ['Algorithms', 'Big Data']);
    });

    it('sorting by title, duration and price reorders the cards', async () => {
      const el = await catalogWith(MIXED);
      await untilCards(el, 4);
      const sort = control<HTMLSelectElement>(el, 'Sort by');
      typeInto(sort, 'title');
      await expectTitles(el, ['Algorithms', 'Big Data', 'Docker', 'Kotlin Basics']);
      typeInto(sort, 'duration');
      await expectTitles(el, ['Docker', 'Kotlin Basics', 'Algorithms', 'Big Data']);
      typeInto(sort, 'price');
      await expectTitles(el, ['Kotlin Basics', 'Docker', 'Big Data', 'Algorithms']);
      typeInto(sort, 'featured');
      await expectTitles(el, ['Kotlin Basics', 'Algorithms', 'Docker', 'Big Data']);
    });

    it('a search without match shows the empty state, whose button restores every card', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      const search = control<HTMLInputElement>(el, 'Search courses');
      typeInto(search, 'quantum basket weaving');
      await until(() => has(el, 'empty'), 'the empty state');
      expect(cards(el)).to.have.length(0);
      expect(statusText(el)).to.equal('0 courses found');
      button(el, 'Clear search and filters')?.click();
      await untilCards(el, 3);
      expect(titles(el)).to.deep.equal(DEFAULT_TITLES);
      expect(has(el, 'empty'), 'no empty state').to.equal(false);
      expect(control<HTMLInputElement>(el, 'Search courses').value).to.equal('');
    });
  });

  describe('attributes that hide controls', () => {
    it('hide-search removes the search box only', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog hide-search></course-catalog>`);
      await untilCards(el, 3);
      expect(has(el, 'search'), 'no search').to.equal(false);
      expect(has(el, 'filter'), 'filters').to.equal(true);
      expect(has(el, 'sort'), 'sort').to.equal(true);
    });

    it('hide-filters removes both filters only', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog hide-filters></course-catalog>`);
      await untilCards(el, 3);
      expect(shadow(el).querySelectorAll('[part~="filter"]')).to.have.length(0);
      expect(has(el, 'search'), 'search').to.equal(true);
      expect(has(el, 'sort'), 'sort').to.equal(true);
    });

    it('hide-sort removes the sort menu only', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog hide-sort></course-catalog>`);
      await untilCards(el, 3);
      expect(has(el, 'sort'), 'no sort').to.equal(false);
      expect(has(el, 'search'), 'search').to.equal(true);
      expect(shadow(el).querySelectorAll('[part~="filter"]')).to.have.length(2);
    });

    it('all three remove the controls bar', async () => {
      const el = await fixture<CourseCatalogElement>(
        html`<course-catalog hide-search hide-filters hide-sort></course-catalog>`,
      );
      await untilCards(el, 3);
      expect(has(el, 'controls'), 'no controls').to.equal(false);
      expect(shadow(el).querySelectorAll('input, select')).to.have.length(0);
    });
  });

  describe('pagination and scale', () => {
    const MANY = generated(10_000);

    it('10,000 courses show 9 cards, "Showing 1–9 of 10,000 courses" and a pager with Previous disabled', async () => {
      const el = await catalogWith(MANY);
      await untilCards(el, 9);
      expect(titles(el)).to.deep.equal(MANY.slice(0, 9).map((c) => c.title));
      expect(statusText(el)).to.equal('Showing 1–9 of 10,000 courses');
      expect(has(el, 'pager'), 'a pager').to.equal(true);
      expect(button(el, 'Previous page')?.disabled).to.equal(true);
      expect(button(el, 'Next page')?.disabled).to.equal(false);
    });

    it('Next shows courses 10–18 and moves focus to the results list', async () => {
      const el = await catalogWith(MANY);
      await untilCards(el, 9);
      button(el, 'Next page')?.click();
      await expectTitles(
        el,
        MANY.slice(9, 18).map((c) => c.title),
      );
      expect(statusText(el)).to.equal('Showing 10–18 of 10,000 courses');
      expect(shadow(el).activeElement?.localName).to.equal('ul');
      expect(button(el, 'Previous page')?.disabled).to.equal(false);
    });

    it('the shadow root holds as many nodes for 10,000 courses as for 10', async () => {
      const few = await catalogWith(generated(10));
      const many = await catalogWith(MANY);
      await untilCards(few, 9);
      await untilCards(many, 9);
      expect(nodeCount(shadow(many))).to.equal(nodeCount(shadow(few)));
    });

    it('the page-size attribute sets the number of cards per page', async () => {
      const el = await fixture<CourseCatalogElement>(
        html`<course-catalog locale="en-US" page-size="4"></course-catalog>`,
      );
      el.courses = generated(10);
      await untilCards(el, 4);
      expect(statusText(el)).to.equal('Showing 1–4 of 10 courses');
      el.setAttribute('page-size', '20');
      await untilCards(el, 10);
      expect(has(el, 'pager'), 'no pager when everything fits').to.equal(false);
    });
  });

  describe('locale and currency', () => {
    it('locale="de-DE" currency="EUR" formats 12 as 12,00 €', async () => {
      const el = await fixture<CourseCatalogElement>(
        html`<course-catalog locale="de-DE" currency="EUR"></course-catalog>`,
      );
      el.courses = [course(1, { price: 12 })];
      await untilCards(el, 1);
      const price = text(part(el, 'card-price'));
      expect(price).to.contain('12,00');
      expect(price).to.contain('€');
    });
  });

  describe('cover images', () => {
    it('an image that fails to load is replaced by drawn art', async () => {
      const el = await catalogWith([course(1, { image: '/test/fixtures/no-such-image.png' })]);
      await untilCards(el, 1);
      await until(
        () => part(el, 'card-image')?.getAttribute('src')?.startsWith('data:image/svg+xml'),
        'the fallback drawing',
      );
      expect(imageSources(el)).to.have.length(1);
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
        const sources = imageSources(el);
        expect(sources).to.have.length(2);
        for (const src of sources) expect(src.startsWith('data:image/svg+xml'), src.slice(0, 40)).to.equal(true);
        expect(warned(logs, 'courses[0].image')).to.contain('<course-catalog>');
        expect(warned(logs, 'courses[1].image')).to.contain('<course-catalog>');
      } finally {
        logs.restore();
      }
    });
  });

  describe('host listeners', () => {
    it('a course-navigate listener that throws does not break the element', async () => {
      const el = await catalogWith([course(1), course(2)]);
      await untilCards(el, 2);
      // The runner's own error listener logs the reported error with console.error: keep the output clean.
      const logs = spyConsole();
      const errors = watchPageErrors({ handle: true });
      const seen: string[] = [];
      const throwing = () => {
        throw new Error('partner listener bug');
      };
      const recording = (event: Event) => seen.push((event as CustomEvent).detail.target);
      el.addEventListener('course-navigate', throwing);
      el.addEventListener('course-navigate', recording);
      history.replaceState(null, '', '#start');
      try {
        part(el, 'button-syllabus')?.click();
        expect(errors.messages).to.deep.equal(['partner listener bug']);
        expect(seen).to.deep.equal(['syllabus']);
        expect(location.hash, 'the link was followed').to.equal('#syllabus-1');

        typeInto(control<HTMLInputElement>(el, 'Search courses'), 'course 2');
        await expectTitles(el, ['Course 2']);
        part(el, 'button-content')?.click();
        expect(errors.messages).to.have.length(2);
        expect(seen).to.deep.equal(['syllabus', 'content']);
        expect(location.hash).to.equal('#content-2');
      } finally {
        el.removeEventListener('course-navigate', throwing);
        el.removeEventListener('course-navigate', recording);
        errors.stop();
        logs.restore();
        history.replaceState(null, '', location.pathname + location.search);
      }
    });
  });
});
