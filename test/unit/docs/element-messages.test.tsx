/**
 * The builder's messages (demo/docs/element-messages.ts) are the ones the elements log: compared here with what
 * the real components (and the inline JSON watcher) write to the console for the same data.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  captureConsole,
  problemIndex,
  validateCatalogAttribute,
  validateEcosystemChild,
  validateGridAttribute,
} from '../../../demo/docs/element-messages';
import { watchJsonChild } from '../../../src/elements/kit/features/watch-json-child';
import { parseJsonChild } from '../../../src/lib/json-child';
import { CourseCatalog } from '../../../src/react/course-catalog/CourseCatalog';
import { EcosystemGrid } from '../../../src/react/ecosystem-grid/EcosystemGrid';

const app = (overrides: Record<string, unknown> = {}) => ({
  title: 'Todo',
  description: 'Lists.',
  link: '/todo',
  ...overrides,
});
const course = (overrides: Record<string, unknown> = {}) => ({
  title: 'Go',
  description: 'Goroutines.',
  instructor: 'Ken',
  duration: '6 Weeks',
  difficulty: 'Beginner',
  price: 0,
  syllabus: '/go/syllabus',
  content: '/go/content',
  ...overrides,
});

/** What the grid component logs when its inline JSON child holds `text` (as the element hands it over). */
const gridLogs = (text: string) =>
  captureConsole(() => {
    render(<EcosystemGrid jsonChild={parseJsonChild(text, false)} />);
  });

describe("<ecosystem-grid>'s inline JSON child", () => {
  it('nothing for good data', () => {
    const validation = validateEcosystemChild(JSON.stringify([app(), app({ enable: false, link: undefined })]));
    expect(validation).toEqual({ messages: [], itemProblems: [], usable: true });
  });

  it.each([
    ['an empty title', [app({ title: '' }), app()]],
    [
      'an unsafe link, an unknown icon, a bad colour',
      [app({ link: 'javascript:alert(1)', icon: 'nope', color: 'bleu' })],
    ],
    ['not an object', [42, app()]],
    ['more problems than are logged', Array.from({ length: 30 }, () => ({}))],
    ['not a list', { title: 'x' }],
  ])('%s: the same lines as the component logs', (_what, data) => {
    const text = JSON.stringify(data);
    const validation = validateEcosystemChild(text);
    expect(validation.messages.length).toBeGreaterThan(0);
    expect(validation.messages).toEqual(gridLogs(text));
  });

  it('invalid JSON: the error the element logs (kit/features/watch-json-child.ts), and the element shows its error state', () => {
    const host = document.createElement('ecosystem-grid');
    const script = document.createElement('script');
    script.setAttribute('type', 'application/json');
    script.textContent = '[{"title": "Todo",]';
    host.append(script);
    document.body.append(host);
    const logged = captureConsole(() => watchJsonChild(host, () => {}).stop());
    host.remove();
    const validation = validateEcosystemChild('[{"title": "Todo",]');
    expect(validation.usable).toBe(false);
    expect(validation.messages).toEqual(logged);
    expect(validation.messages[0]).toEqual({
      level: 'error',
      text: expect.stringMatching(/^<ecosystem-grid> inline <script type="application\/json">: is not valid JSON \(/),
    });
  });

  it('problems point at their entries', () => {
    const { itemProblems } = validateEcosystemChild(JSON.stringify([app(), app({ title: '' }), app({ link: 5 })]));
    expect(itemProblems.map(problemIndex)).toEqual([1, 2]);
    expect(problemIndex({ where: 'items', message: '' })).toBeUndefined();
  });
});

describe("<course-catalog>'s courses attribute", () => {
  // The element's own lines only: React's development build warns once about the <search> element in happy-dom.
  const catalogLogs = (data: unknown) =>
    captureConsole(() => {
      render(<CourseCatalog courses={data} />);
    }).filter((message) => message.text.startsWith('<course-catalog>'));

  it('nothing for good data', () => {
    expect(validateCatalogAttribute(JSON.stringify([course()])).messages).toEqual([]);
  });

  it.each([
    ['a bad price', [course({ price: -1 }), course()]],
    ['a missing link and an unsafe image', [course({ syllabus: undefined }), course({ image: 'javascript:x' })]],
    ['not a list', 'courses'],
  ])('%s: the same lines as the component logs', (_what, data) => {
    const validation = validateCatalogAttribute(JSON.stringify(data));
    expect(validation.messages.length).toBeGreaterThan(0);
    expect(validation.messages).toEqual(catalogLogs(data));
  });

  it('invalid JSON: the attribute error, and nothing rendered from it', () => {
    const validation = validateCatalogAttribute('[{');
    expect(validation.usable).toBe(false);
    expect(validation.messages).toEqual([
      { level: 'error', text: expect.stringMatching(/^<course-catalog> attribute "courses": is not valid JSON \(/) },
    ]);
  });
});

describe('the grid’s items attribute (the builder’s default form)', () => {
  it('the same lines as the component logs for the same data given as `items`', () => {
    const data = [app(), app({ title: '' }), app({ link: 5 })];
    const validation = validateGridAttribute(JSON.stringify(data));
    expect(validation.usable).toBe(true);
    expect(validation.itemProblems.map((problem) => problem.where)).toEqual(['items[1].title', 'items[2].link']);
    expect(validation.messages).toEqual(captureConsole(() => render(<EcosystemGrid items={data} />)));
  });

  it('invalid JSON: the attribute error', () => {
    const validation = validateGridAttribute('[{');
    expect(validation.usable).toBe(false);
    expect(validation.messages).toEqual([
      { level: 'error', text: expect.stringMatching(/^<ecosystem-grid> attribute "items": is not valid JSON \(/) },
    ]);
  });
});

describe('captureConsole', () => {
  it('collects warn and error lines and puts the console back, even when the code throws', () => {
    const { warn, error } = console;
    expect(
      captureConsole(() => {
        console.warn('a', 1);
        console.error('b');
      }),
    ).toEqual([
      { level: 'warn', text: 'a 1' },
      { level: 'error', text: 'b' },
    ]);
    expect(() =>
      captureConsole(() => {
        throw new Error('x');
      }),
    ).toThrow('x');
    expect(console.warn).toBe(warn);
    expect(console.error).toBe(error);
  });
});
