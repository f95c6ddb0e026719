/**
 * The server renderer run in a page (a document present: the docs' Server HTML view renders in the browser, and a
 * Web Worker or edge runtime may look like either): the catalog's structured data is written all the same, since
 * the renderer's sink takes the report while rendering, not from an effect (which no server render runs).
 */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/ssr/render-html';
import courses from '../fixtures/courses.json';

describe('renderHtml with a document present', () => {
  it('writes the catalog’s structured data after its template', () => {
    expect(typeof document).toBe('object');
    const attr = JSON.stringify(courses).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    const html = renderHtml(`<course-catalog courses='${attr}'></course-catalog>`);
    const match =
      /<\/template><script type="application\/ld\+json" data-cf-structured-data>([^<]*)<\/script><\/course-catalog>$/.exec(
        html,
      );
    expect(match).not.toBeNull();
    expect(JSON.parse((match as RegExpExecArray)[1]).itemListElement).toHaveLength(2);
  });
});
