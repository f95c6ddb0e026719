/// <reference types="mocha" />
/**
 * <course-catalog> as partners use it, on the built module in a real browser: the three default courses, their
 * details, links and cover images.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { CourseCatalogElement } from '../../src/elements/course-catalog';
import { DEFAULT_TITLES, drawnCovers, text } from './catalog-fixtures';
import { cards, course, loadCatalog, shadow, titles, untilCards } from './helpers';

describe('<course-catalog>', () => {
  before(async () => {
    await loadCatalog();
  });

  describe('default data', () => {
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

    it('draws the default covers in the cards: no image URL, sized as an image, decorative', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      await untilCards(el, 3);
      expect(shadow(el).querySelectorAll('img')).to.have.length(0);
      const covers = drawnCovers(el);
      expect(covers).to.have.length(3);
      expect(covers.map((svg) => text(svg))).to.deep.equal(['Java', 'Spring Boot', 'MySQL']);
      for (const svg of covers) expect(svg.getAttribute('aria-hidden')).to.equal('true');
      // Each card its own gradient: ids unique in the shadow root.
      const gradients = covers.map((svg) => svg.querySelector('linearGradient')?.id ?? '');
      expect(new Set(gradients).size).to.equal(3);
      for (const id of gradients) expect(shadow(el).querySelectorAll(`[id="${id}"]`)).to.have.length(1);
    });

    it('cover images are sized (no layout shift) and lazy', async () => {
      const el = await fixture<CourseCatalogElement>(html`<course-catalog></course-catalog>`);
      el.courses = [course(1, { image: '/test/fixtures/cover.svg', imageAlt: 'A violet cover' })];
      await untilCards(el, 1);
      const img = shadow(el).querySelector('img[part~="card-image"]');
      expect(img?.getAttribute('alt')).to.equal('A violet cover');
      expect(Number(img?.getAttribute('width'))).to.be.greaterThan(0);
      expect(Number(img?.getAttribute('height'))).to.be.greaterThan(0);
      expect(img?.getAttribute('loading')).to.equal('lazy');
    });
  });
});
