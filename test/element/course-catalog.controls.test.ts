/// <reference types="mocha" />
/**
 * <course-catalog> driven through its shadow-root controls, on the built module in a real browser: search,
 * filters and sort, the attributes that hide them, pagination at scale, locale and currency, and host listeners.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import {
  button,
  catalogWith,
  control,
  DEFAULT_TITLES,
  expectTitles,
  generated,
  MIXED,
  nodeCount,
  statusText,
  text,
} from './catalog-fixtures';
import {
  cards,
  course,
  has,
  hashAfterClick,
  loadCatalog,
  part,
  shadow,
  spyConsole,
  titles,
  typeInto,
  until,
  untilCards,
  watchPageErrors,
} from './helpers';

describe('<course-catalog>', () => {
  before(async () => {
    await loadCatalog();
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
        expect(await hashAfterClick(), 'the link was followed').to.equal('#syllabus-1');

        typeInto(control<HTMLInputElement>(el, 'Search courses'), 'course 2');
        await expectTitles(el, ['Course 2']);
        part(el, 'button-content')?.click();
        expect(errors.messages).to.have.length(2);
        expect(seen).to.deep.equal(['syllabus', 'content']);
        expect(await hashAfterClick()).to.equal('#content-2');
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
