/**
 * coursify-elements/react hydrating its own server render (server-render.test.tsx has the server side): the
 * host's declarative shadow root (emulated here as the parser leaves it: happy-dom does not parse
 * `shadowrootmode`) is hydrated in place as a root of its own. No React error or warning, the server's nodes stay,
 * later renders and events are live, strict mode keeps it, a mismatch falls back with one warning.
 */
import { act, waitFor } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseCatalogEn } from '../../../src/lib/i18n/en/course-catalog';
import ar from '../../../src/lib/i18n/locales/ar';
import de from '../../../src/lib/i18n/locales/de';
import type * as ReactHost from '../../../src/react-host/index';
import { THREE_COURSES } from './fixtures';

type Catalog = typeof ReactHost.CourseCatalog;
type AppProps = { Catalog: Catalog; count?: number; onNavigate?: (title: string) => void; lang?: string; dir?: string };

function App({ Catalog, count = 3, onNavigate, lang, dir }: AppProps) {
  return (
    <main>
      <h1>Courses</h1>
      <Catalog
        className="partner"
        lang={lang}
        dir={dir}
        courses={THREE_COURSES.slice(0, count)}
        onCourseNavigate={(event) => {
          event.preventDefault();
          onNavigate?.(event.detail.course.title);
        }}
      />
    </main>
  );
}

/** The page's server HTML: the components imported as on a server (no `document`), rendered by renderToString. */
async function serverHtml(
  props: Omit<AppProps, 'Catalog'>,
  registered?: [code: string, words: Record<string, string>],
): Promise<string> {
  vi.resetModules();
  vi.stubGlobal('document', undefined);
  try {
    const server = await import('../../../src/react-host/index');
    // The page's own words, registered on the server as the page's shared code would.
    if (registered) server.registerTranslation(...registered);
    return renderToString(<App {...props} Catalog={server.CourseCatalog} />);
  } finally {
    vi.unstubAllGlobals();
    vi.resetModules();
  }
}

/** What the HTML parser makes of the markup: each `<template shadowrootmode="open">` becomes its parent's root. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const template of container.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode]')) {
    const shadow = (template.parentElement as HTMLElement).attachShadow({ mode: 'open' });
    shadow.append(template.content);
    template.remove();
  }
  document.body.append(container);
  return container;
}

const shadowOf = (container: HTMLElement) => container.querySelector('course-catalog')?.shadowRoot as ShadowRoot;
const titleNodes = (container: HTMLElement) => [...shadowOf(container).querySelectorAll('[part~="card-title"]')];
const titles = (container: HTMLElement) => titleNodes(container).map((node) => node.textContent);

// The first import of the components' module graph transforms it (seconds on a fresh clone beside other test
// stages); the tests re-import it after each module reset, which then costs little. Paid once here, with room.
beforeAll(async () => {
  await serverHtml({});
  await import('../../../src/react-host/index');
}, 60_000);

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function hydrate(container: HTMLElement, app: React.ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, app);
  });
}

describe.each([
  ['', (app: React.ReactNode) => app],
  [' (strict mode)', (app: React.ReactNode) => <StrictMode>{app}</StrictMode>],
])('server-rendered <CourseCatalog>%s', (_mode, wrap) => {
  it('hydrates in place: no React error or warning, the server’s nodes kept, its style swapped for the sheets', async () => {
    const container = parse(await serverHtml({}));
    const { CourseCatalog } = await import('../../../src/react-host/index');
    // This module graph's sheet (serverHtml reset the modules).
    const { sharedSheet } = await import('../../../src/styles/sheet');
    const serverNodes = titleNodes(container);
    expect(serverNodes).toHaveLength(3);
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');

    await hydrate(container, wrap(<App Catalog={CourseCatalog} />));

    expect(error.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
    expect(titleNodes(container)).toEqual(serverNodes);
    expect(titleNodes(container).every((node, index) => node === serverNodes[index])).toBe(true);
    expect(shadowOf(container).querySelector('style')).toBeNull();
    expect(shadowOf(container).adoptedStyleSheets).toContain(sharedSheet());
    // One tree in the root: the hydrated one, not a second client render beside it.
    expect(shadowOf(container).querySelectorAll('.cf-root')).toHaveLength(1);
  });

  it('is live after hydration: a new prop renders, an event reaches the handler', async () => {
    const container = parse(await serverHtml({}));
    const { CourseCatalog } = await import('../../../src/react-host/index');
    const navigated: string[] = [];
    const onNavigate = (title: string) => navigated.push(title);
    await hydrate(container, wrap(<App Catalog={CourseCatalog} onNavigate={onNavigate} />));

    await act(async () => root?.render(wrap(<App Catalog={CourseCatalog} count={2} onNavigate={onNavigate} />)));
    expect(titles(container)).toEqual(['Go in Practice', 'Rust for Services']);

    await act(async () => {
      (shadowOf(container).querySelector('[part~="button-syllabus"]') as HTMLElement).click();
    });
    expect(navigated).toEqual(['Go in Practice']);
  });

  it.each([
    ['de', undefined, de, 'ltr'],
    ['ar', 'rtl', ar, 'rtl'],
  ] as const)(
    'a server render in its lang="%s" (dir %s) waits for that language here, then hydrates with no warning, the same nodes, live',
    async (lang, dir, words, direction) => {
      const container = parse(await serverHtml({ lang, dir }));
      const searchLabel = () => shadowOf(container).querySelector('label[for]')?.textContent;
      const cfRoot = () => shadowOf(container).querySelector('.cf-root');
      expect(searchLabel()).toBe(words.searchLabel);
      expect(cfRoot()?.getAttribute('dir')).toBe(direction);
      const { CourseCatalog } = await import('../../../src/react-host/index');
      // This page has not loaded the language yet: the hydration has to wait for it.
      const { catalogues } = await import('../../../src/lib/i18n/registry');
      expect(catalogues.has(lang)).toBe(false);
      const serverNodes = [...titleNodes(container), cfRoot()];
      const error = vi.spyOn(console, 'error');
      const warn = vi.spyOn(console, 'warn');
      const navigated: string[] = [];
      const onNavigate = (title: string) => navigated.push(title);
      // Every text the content shows on the way, to catch a frame in English between the server's and the end.
      const shown: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          shown.push(record.oldValue ?? '', record.target.textContent ?? '');
          for (const node of [...record.addedNodes, ...record.removedNodes]) shown.push(node.textContent ?? '');
        }
      });
      observer.observe(shadowOf(container), {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
      });

      await hydrate(container, wrap(<App Catalog={CourseCatalog} lang={lang} dir={dir} onNavigate={onNavigate} />));
      await waitFor(() => expect(catalogues.has(lang)).toBe(true));
      await act(async () => {});
      observer.disconnect();
      expect(shown.filter((text) => text.includes(courseCatalogEn.searchLabel))).toEqual([]);

      expect(error.mock.calls).toEqual([]);
      expect(warn.mock.calls).toEqual([]);
      expect([...titleNodes(container), cfRoot()].every((node, index) => node === serverNodes[index])).toBe(true);
      expect(shadowOf(container).querySelectorAll('.cf-root')).toHaveLength(1);
      expect(searchLabel()).toBe(words.searchLabel);
      expect(cfRoot()?.getAttribute('dir')).toBe(direction);

      await act(async () =>
        root?.render(wrap(<App Catalog={CourseCatalog} lang={lang} dir={dir} count={2} onNavigate={onNavigate} />)),
      );
      expect(titles(container)).toEqual(['Go in Practice', 'Rust for Services']);
      await act(async () => {
        (shadowOf(container).querySelector('[part~="button-syllabus"]') as HTMLElement).click();
      });
      expect(navigated).toEqual(['Go in Practice']);
    },
  );
});

describe('the catalog’s structured data, server-rendered', () => {
  const described = (container: HTMLElement) => [
    ...(container.querySelector('course-catalog') as HTMLElement).querySelectorAll(
      ':scope > script[type="application/ld+json"][data-cf-structured-data]',
    ),
  ];
  const names = (script: Element | undefined) =>
    JSON.parse(script?.textContent ?? '{"itemListElement":[]}').itemListElement.map(
      (entry: { item: { name: string } }) => entry.item.name,
    );

  it('hydrates with the server’s script in the host’s light DOM: kept (one, the same node), then kept current', async () => {
    const container = parse(await serverHtml({}));
    const [script] = described(container);
    expect(names(script)).toEqual(THREE_COURSES.map((course) => course.title));
    const text = script.textContent;
    const { CourseCatalog } = await import('../../../src/react-host/index');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const serverNodes = titleNodes(container);

    await hydrate(container, <App Catalog={CourseCatalog} />);
    // The structured-data chunk loads, then adopts the script (the same text: nothing written).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(error.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
    expect(titleNodes(container).every((node, index) => node === serverNodes[index])).toBe(true);
    expect(described(container)).toEqual([script]);
    expect(script.textContent).toBe(text);

    await act(async () => root?.render(<App Catalog={CourseCatalog} count={1} />));
    await waitFor(() => expect(names(described(container)[0])).toEqual([THREE_COURSES[0].title]));
    expect(described(container)).toEqual([script]);
    await act(async () => root?.render(<App Catalog={CourseCatalog} count={0} />));
    await waitFor(() => expect(described(container)).toEqual([]));
  });
});

it('a component unmounted while its language loads is not hydrated after', async () => {
  const container = parse(await serverHtml({ lang: 'de' }));
  const host = container.querySelector('course-catalog') as HTMLElement;
  const serverNodes = titleNodes(container);
  const { CourseCatalog } = await import('../../../src/react-host/index');
  const { catalogues } = await import('../../../src/lib/i18n/registry');
  expect(catalogues.has('de')).toBe(false);
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  // Synchronous acts: the component mounts (its content waiting for German) and unmounts before German can arrive.
  act(() => {
    root = hydrateRoot(container, <App Catalog={CourseCatalog} lang="de" />);
  });
  act(() => root?.render(<main />));
  expect(host.isConnected).toBe(false);
  expect(catalogues.has('de')).toBe(false);
  await waitFor(() => expect(catalogues.has('de')).toBe(true));
  await act(async () => {});
  expect(serverNodes.some((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
  expect(error.mock.calls).toEqual([]);
  expect(warn.mock.calls).toEqual([]);
});

it('the page’s own words for a language we ship: the server renders them over the whole language, and the browser waits for the rest of it', async () => {
  const words = { searchLabel: 'Kurs finden' };
  const container = parse(await serverHtml({ lang: 'de' }, ['de', words]));
  const searchLabel = () => shadowOf(container).querySelector('label[for]')?.textContent;
  expect(searchLabel()).toBe(words.searchLabel);
  expect(shadowOf(container).querySelector('[part~="status"]')?.textContent).toBe('3 Kurse');
  const serverNodes = titleNodes(container);
  const { CourseCatalog, registerTranslation } = await import('../../../src/react-host/index');
  // Registered here before German arrives: the catalogue holds that one word only until then.
  registerTranslation('de', words);
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  await hydrate(container, <App Catalog={CourseCatalog} lang="de" />);
  await waitFor(() =>
    expect(Object.keys(titleNodes(container)[0]).some((key) => key.startsWith('__reactFiber$'))).toBe(true),
  );
  await act(async () => {});
  expect(error.mock.calls).toEqual([]);
  expect(warn.mock.calls).toEqual([]);
  expect(titleNodes(container).every((node, index) => node === serverNodes[index])).toBe(true);
  expect(searchLabel()).toBe(words.searchLabel);
  expect(shadowOf(container).querySelector('[part~="status"]')?.textContent).toBe('3 Kurse');
});

it('a language the page registers itself (not one we ship): rendered on the server, hydrated at once', async () => {
  const words = { searchLabel: 'Cursussen zoeken' };
  const container = parse(await serverHtml({ lang: 'nl' }, ['nl', words]));
  const searchLabel = () => shadowOf(container).querySelector('label[for]')?.textContent;
  expect(searchLabel()).toBe(words.searchLabel);
  const serverNodes = titleNodes(container);
  const { CourseCatalog, registerTranslation } = await import('../../../src/react-host/index');
  registerTranslation('nl', words);
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  await hydrate(container, <App Catalog={CourseCatalog} lang="nl" />);
  expect(Object.keys(titleNodes(container)[0]).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  expect(error.mock.calls).toEqual([]);
  expect(warn.mock.calls).toEqual([]);
  expect(titleNodes(container).every((node, index) => node === serverNodes[index])).toBe(true);
  expect(searchLabel()).toBe(words.searchLabel);
});

it('without a lang prop the server renders English (it knows no ancestors), hydrated at once; <html lang="de"> turns it German after', async () => {
  const container = parse(await serverHtml({}));
  const searchLabel = () => shadowOf(container).querySelector('label[for]')?.textContent;
  expect(searchLabel()).toBe(courseCatalogEn.searchLabel);
  const serverNodes = titleNodes(container);
  document.documentElement.setAttribute('lang', 'de');
  try {
    const { CourseCatalog } = await import('../../../src/react-host/index');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    await hydrate(container, <App Catalog={CourseCatalog} />);
    // Hydrated: React has claimed the server's nodes (not rendered new ones).
    expect(Object.keys(serverNodes[0]).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    await waitFor(() => expect(searchLabel()).toBe(de.searchLabel));
    expect(error.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
    expect(titleNodes(container).every((node, index) => node === serverNodes[index])).toBe(true);
  } finally {
    document.documentElement.removeAttribute('lang');
  }
});

it('a server render that does not match falls back to a client render, with one warning naming the element', async () => {
  const container = parse(await serverHtml({ count: 3 }));
  const { CourseCatalog } = await import('../../../src/react-host/index');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await hydrate(container, <App Catalog={CourseCatalog as ComponentType as Catalog} count={1} />);
  await act(async () => {});
  expect(titles(container)).toEqual(['Go in Practice']);
  expect(shadowOf(container).querySelectorAll('.cf-root')).toHaveLength(1);
  expect(warn.mock.calls).toEqual([
    ['<course-catalog> server-rendered content did not match its first render here; rendered again.'],
  ]);
});

describe('every component', () => {
  const NAMES = [
    'AccessibilityPanel',
    'CourseCatalog',
    'EcosystemGrid',
    'InstallPrompt',
    'LoginForm',
    'SiteNavbar',
    'ThemeToggle',
  ] as const;

  it.each(NAMES)(
    '<%s> server-renders a declarative root and hydrates it with no React error or warning',
    async (name) => {
      vi.resetModules();
      vi.stubGlobal('document', undefined);
      let html: string;
      try {
        const server = await import('../../../src/react-host/index');
        const Component = server[name] as ComponentType;
        html = renderToString(
          <main>
            <Component />
          </main>,
        );
      } finally {
        vi.unstubAllGlobals();
        vi.resetModules();
      }
      expect(html).toContain('<template shadowrootmode="open">');
      const container = parse(html);
      const host = container.querySelector('[data-cf-element]') as HTMLElement;
      const serverNodes = [...(host.shadowRoot as ShadowRoot).querySelectorAll('*')].filter(
        (node) => node.localName !== 'style',
      );
      const client = await import('../../../src/react-host/index');
      const Component = client[name] as ComponentType;
      const error = vi.spyOn(console, 'error');
      const warn = vi.spyOn(console, 'warn');
      await hydrate(
        container,
        <main>
          <Component />
        </main>,
      );
      expect(error.mock.calls).toEqual([]);
      expect(warn.mock.calls).toEqual([]);
      expect(serverNodes.length).toBeGreaterThan(0);
      expect(serverNodes.every((node) => node.isConnected)).toBe(true);
    },
  );
});
