/// <reference types="mocha" />
/**
 * What a <course-catalog>'s first render writes to the DOM, counted in a real browser (the work 100 catalogs on one
 * page multiply; bench/ times it, against a Lit baseline): each cover image's src is set once (React sets an img's
 * src prop twice on mount, and each set is a new request: CourseImage.tsx), and each element's class once (Preact
 * with compat set both the attribute and `className`: src/lite/class-once.ts).
 */
import { expect } from '@open-wc/testing';
import { generated } from './catalog-fixtures';
import { cards, loadCatalog, untilCards } from './helpers';

type Writes = { src: number; classAttribute: number; className: number };

/** Counts src and class writes while `run` renders, then restores the prototypes. */
async function countWrites(run: () => Promise<void>): Promise<Writes> {
  const writes: Writes = { src: 0, classAttribute: 0, className: 0 };
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src') as PropertyDescriptor;
  const className = Object.getOwnPropertyDescriptor(Element.prototype, 'className') as PropertyDescriptor;
  const { setAttribute } = Element.prototype;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...src,
    set(value: string) {
      writes.src++;
      src.set?.call(this, value);
    },
  });
  Object.defineProperty(Element.prototype, 'className', {
    ...className,
    set(value: string) {
      writes.className++;
      className.set?.call(this, value);
    },
  });
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name === 'src' && this instanceof HTMLImageElement) writes.src++;
    if (name === 'class') writes.classAttribute++;
    setAttribute.call(this, name, value);
  };
  try {
    await run();
  } finally {
    Object.defineProperty(HTMLImageElement.prototype, 'src', src);
    Object.defineProperty(Element.prototype, 'className', className);
    Element.prototype.setAttribute = setAttribute;
  }
  return writes;
}

describe('<course-catalog> first render: DOM writes', () => {
  before(async () => {
    await loadCatalog();
  });

  it('sets each cover image’s src once and each element’s class once', async () => {
    const el = document.createElement('course-catalog');
    let classed = 0;
    const writes = await countWrites(async () => {
      // Each with an image (a course without one has its cover drawn, no img).
      (el as { courses?: unknown }).courses = generated(3).map((course) => ({
        ...course,
        image: '/test/fixtures/cover.svg',
      }));
      document.body.append(el);
      await untilCards(el, 3);
      classed = (el.shadowRoot as ShadowRoot).querySelectorAll('[class]').length;
    });
    try {
      expect(cards(el)).to.have.length(3);
      expect(classed, 'elements with a class').to.be.greaterThan(50);
      expect(writes.src, 'src writes for 3 cover images').to.equal(3);
      expect(writes.classAttribute + writes.className, `class writes for ${classed} elements with a class`).to.equal(
        classed,
      );
    } finally {
      el.remove();
    }
  });
});
