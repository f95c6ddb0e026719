/// <reference types="mocha" />
/**
 * <course-catalog> loading its data from a URL (the src attribute), on the built module in a real browser:
 * the loading state, fetch errors with Retry, unsafe URLs, recovery, and the courses property winning over src.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import {
  alert,
  button,
  DEFAULT_TITLES,
  errored,
  expectTitles,
  FIXTURE,
  FIXTURE_TITLES,
  hasAlert,
  MISSING,
  text,
} from './catalog-fixtures';
import { cards, course, loadCatalog, shadow, spyConsole, spyFetch, titles, until, untilCards } from './helpers';

describe('<course-catalog>', () => {
  before(async () => {
    await loadCatalog();
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

    it('setting courses to null clears it: src applies again, and without src the default courses', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<CourseCatalogElement>(
          html`<course-catalog src=${FIXTURE} .courses=${[course(1, { title: 'From the property' })]}></course-catalog>`,
        );
        await untilCards(el, 1);
        (el as { courses?: unknown }).courses = null;
        await expectTitles(el, FIXTURE_TITLES);
        el.removeAttribute('src');
        await expectTitles(el, DEFAULT_TITLES);
        expect(hasAlert(el), 'no error state').to.equal(false);
        expect(logs.error).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });
  });
});
