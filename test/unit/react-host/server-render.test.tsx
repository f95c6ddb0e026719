// @vitest-environment node
/**
 * coursify-elements/react rendered on the server (React 19's renderToString and renderToPipeableStream, as a
 * Next.js or Vite SSR page does): each component's host carries a declarative shadow root with the element's sheet
 * and its first render, so the server HTML has the content. Hydration: server-hydrate.test.tsx; the packed package
 * in React 18/19 pages and browsers: test/package/react-ssr.spec.ts.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { courseCatalogEn } from '../../../src/lib/i18n/en/course-catalog';
import ar from '../../../src/lib/i18n/locales/ar';
import de from '../../../src/lib/i18n/locales/de';
import { CourseCatalog, ThemeToggle } from '../../../src/react-host/index';
import { THREE_COURSES } from './fixtures';

function Page() {
  return (
    <main>
      <h1>Courses</h1>
      <CourseCatalog className="partner" courses={THREE_COURSES} hideFilters={false} />
      <ThemeToggle />
    </main>
  );
}

function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** The catalog's structured data, after its root (what a structured-data parser reads). */
const STRUCTURED_DATA = '<script type="application/ld\\+json" data-cf-structured-data>([^<]*)</script>';

/** The declarative root of the first `<tag …>` host: what the browser's parser makes its shadow root. */
function shadowTemplateOf(html: string, tag: string): string {
  const match = new RegExp(
    `<${tag} [^>]*><template shadowrootmode="open">(.*?)</template>(?:${STRUCTURED_DATA})?</${tag}>`,
  ).exec(html);
  if (!match) throw new Error(`no declarative shadow root in <${tag}>: ${html.slice(0, 400)}`);
  return match[1];
}

describe.each([
  ['renderToString', (element: ReactElement) => Promise.resolve(renderToString(element))],
  ['renderToPipeableStream', streamed],
])('%s', (_name, render) => {
  it('puts the catalog’s cards, styled, in a declarative shadow root inside its host', async () => {
    const html = await render(<Page />);
    expect(html).toMatch(/<course-catalog class="partner" data-cf-element="course-catalog"><template/);
    const root = shadowTemplateOf(html, 'course-catalog');
    // The element's sheet first (its text is empty here: Vitest does not compile CSS; the package test reads it).
    expect(root).toMatch(/^<style>.*<\/style><div class="cf-root"/);
    const cards = [...root.matchAll(/part="card-title"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(cards).toEqual(THREE_COURSES.map((course) => course.title));
    // Every component renders its root, not only the catalog.
    expect(shadowTemplateOf(html, 'theme-toggle')).toContain('part="button"');
    // Nothing of the content is in the host's light DOM, where the browser's hydrating render puts nothing.
    expect(html.match(/<template/g)).toHaveLength(2);
  });
});

it('a component that cannot be rendered on the server leaves its host empty, with one warning, and the page renders', async () => {
  vi.resetModules();
  vi.doMock('../../../src/react-host/server-render', () => ({
    renderOnServer: () => {
      throw new Error('boom');
    },
  }));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { CourseCatalog: Catalog } = await import('../../../src/react-host/index');
  const html = renderToString(
    <main>
      <Catalog courses={THREE_COURSES} />
    </main>,
  );
  vi.doUnmock('../../../src/react-host/server-render');
  vi.resetModules();
  expect(html).toBe('<main><course-catalog data-cf-element="course-catalog"></course-catalog></main>');
  expect(warn.mock.calls).toEqual([
    ['<course-catalog> could not be rendered on the server (boom); it renders in the browser.'],
  ]);
});

describe('the language of the component’s own lang and dir props', () => {
  it('renders a language we ship on the server: German words, and the direction it gives', () => {
    const html = renderToString(<CourseCatalog lang="de-AT" dir="rtl" courses={THREE_COURSES} />);
    // The host keeps its attributes; the content is in German and right to left.
    expect(html).toMatch(/^<course-catalog lang="de-AT" dir="rtl" data-cf-element="course-catalog"><template/);
    const root = shadowTemplateOf(html, 'course-catalog');
    expect(root).toMatch(/^<style>.*<\/style><div class="cf-root" part="root" dir="rtl">/);
    expect(root).toContain(`aria-label="${de.catalogLabel}"`);
    expect(root).toContain(de.searchLabel);
    expect(root).toContain('3 Kurse');
    expect(root).not.toContain(courseCatalogEn.searchLabel);
  });

  it('a right-to-left language we ship: Arabic words, and no dir prop leaves the content left to right', () => {
    const root = shadowTemplateOf(
      renderToString(<CourseCatalog lang="ar" courses={THREE_COURSES} />),
      'course-catalog',
    );
    expect(root).toContain(ar.searchLabel);
    expect(root).toMatch(/<div class="cf-root" part="root" dir="ltr">/);
  });

  it('a language we do not ship, or none: English, as before', () => {
    for (const lang of ['nl', undefined]) {
      const root = shadowTemplateOf(
        renderToString(<CourseCatalog lang={lang} courses={THREE_COURSES} />),
        'course-catalog',
      );
      expect(root).toContain(courseCatalogEn.searchLabel);
      expect(root).toContain('3 courses');
    }
  });
});

describe('the catalog’s structured data', () => {
  const described = (html: string) =>
    [...html.matchAll(new RegExp(`</template>${STRUCTURED_DATA}</course-catalog>`, 'g'))].map((match) =>
      JSON.parse(match[1]),
    );

  it.each([
    ['renderToString', (element: ReactElement) => Promise.resolve(renderToString(element))],
    ['renderToPipeableStream', streamed],
  ])(
    '%s: right after the root, in the host’s light DOM: the courses rendered, the provider, the lang prop',
    async (_, render) => {
      const html = await render(
        <CourseCatalog courses={THREE_COURSES} lang="en-GB" currency="EUR" provider="Coursify" providerUrl="/about" />,
      );
      const [data] = described(html);
      expect(data['@type']).toBe('ItemList');
      expect(data.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual(
        THREE_COURSES.map((course) => course.title),
      );
      expect(data.itemListElement[0].item).toMatchObject({
        inLanguage: 'en-GB',
        provider: { '@type': 'Organization', name: 'Coursify', url: '/about' },
        offers: { priceCurrency: 'EUR' },
      });
    },
  );

  it('none with noStructuredData, none for no courses, and none for the other components', () => {
    expect(renderToString(<CourseCatalog courses={THREE_COURSES} noStructuredData />)).not.toContain('ld+json');
    expect(renderToString(<CourseCatalog courses={[]} />)).not.toContain('ld+json');
    expect(renderToString(<ThemeToggle />)).not.toContain('ld+json');
  });
});
