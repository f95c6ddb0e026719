/**
 * The same hydration on preact/compat (React aliased to it, as a preact app does): the component finds a
 * declarative root and hydrates it with compat's hydrateRoot (preact's hydrate), keeping the nodes, with no
 * fallback warning, and stays live. preact-render-to-string is not installed here, so the server's content is made
 * by preact itself: the component rendered once without server content, its root's markup taken as the server's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseCatalogEn } from '../../../src/lib/i18n/en/course-catalog';
import de from '../../../src/lib/i18n/locales/de';
import type * as ReactHost from '../../../src/react-host/index';
import { THREE_COURSES } from './fixtures';

// Files share a worker's modules (vitest.config.ts, isolate: false): the aliases are set for this file's imports
// only, and undone after it, so the next file gets React again.
const ALIASES: [string, string][] = [
  ['react', 'preact/compat'],
  ['react-dom', 'preact/compat'],
  ['react-dom/client', 'preact/compat/client'],
  ['react/jsx-runtime', 'preact/compat/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'],
];
let CourseCatalog: typeof ReactHost.CourseCatalog;
let createElement: typeof import('preact/compat').createElement;
let createRoot: typeof import('preact/compat/client').createRoot;
let hydrateRoot: typeof import('preact/compat/client').hydrateRoot;

/** A fresh module graph (no language loaded yet), on preact/compat. */
async function load(): Promise<void> {
  vi.resetModules();
  ({ CourseCatalog } = await import('../../../src/react-host/index'));
  ({ createElement } = await import('preact/compat'));
  ({ createRoot, hydrateRoot } = await import('preact/compat/client'));
}

beforeAll(async () => {
  for (const [name, target] of ALIASES) vi.doMock(name, () => import(/* @vite-ignore */ target));
  await load();
});

afterAll(() => {
  for (const [name] of ALIASES) vi.doUnmock(name);
  vi.resetModules();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** preact's own render of the catalog's root, as markup (what a preact server would send), once it shows `text`. */
async function preactMarkup(props: Record<string, unknown>, text = ''): Promise<string> {
  const scratch = document.createElement('div');
  document.body.append(scratch);
  const root = createRoot(scratch);
  root.render(createElement(CourseCatalog as never, props));
  await flush();
  const host = scratch.querySelector('course-catalog') as HTMLElement;
  await vi.waitFor(() => expect(host.shadowRoot?.textContent).toContain(text));
  const markup = (host.shadowRoot as ShadowRoot).innerHTML;
  root.unmount();
  scratch.remove();
  return markup;
}

describe('preact/compat', () => {
  it('hydrates the declarative root in place, live, with no warning', async () => {
    const navigated: string[] = [];
    const props = {
      courses: THREE_COURSES,
      onCourseNavigate: (event: CustomEvent<{ course: { title: string } }>) => {
        event.preventDefault();
        navigated.push(event.detail.course.title);
      },
    };
    const markup = await preactMarkup(props);
    const container = document.createElement('div');
    container.innerHTML = '<course-catalog data-cf-element="course-catalog"></course-catalog>';
    const host = container.firstElementChild as HTMLElement;
    host.attachShadow({ mode: 'open' }).innerHTML = `<style></style>${markup}`;
    document.body.append(container);
    const serverTitles = [...(host.shadowRoot as ShadowRoot).querySelectorAll('[part~="card-title"]')];
    expect(serverTitles).toHaveLength(3);
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');

    const root = hydrateRoot(container, createElement(CourseCatalog as never, props));
    await flush();

    const titles = [...(host.shadowRoot as ShadowRoot).querySelectorAll('[part~="card-title"]')];
    expect(titles.every((node, index) => node === serverTitles[index])).toBe(true);
    expect(titles).toHaveLength(3);
    // Rendered by preact, not React (React marks its nodes with __react* keys).
    expect(Object.keys(titles[0]).some((key) => key.startsWith('__react'))).toBe(false);
    expect((host.shadowRoot as ShadowRoot).querySelector('style')).toBeNull();
    expect(warn.mock.calls).toEqual([]);
    expect(error.mock.calls).toEqual([]);

    ((host.shadowRoot as ShadowRoot).querySelector('[part~="button-syllabus"]') as HTMLElement).click();
    expect(navigated).toEqual(['Go in Practice']);
    root.render(createElement(CourseCatalog as never, { ...props, courses: THREE_COURSES.slice(0, 1) }));
    await flush();
    await flush();
    expect((host.shadowRoot as ShadowRoot).querySelectorAll('[part~="card-title"]')).toHaveLength(1);
    root.unmount();
    container.remove();
  });

  it('hydrates a German root once German has loaded here, with no English on the way and no warning', async () => {
    const navigated: string[] = [];
    const props = {
      lang: 'de',
      courses: THREE_COURSES,
      onCourseNavigate: (event: CustomEvent<{ course: { title: string } }>) => {
        event.preventDefault();
        navigated.push(event.detail.course.title);
      },
    };
    const markup = await preactMarkup(props, de.searchLabel);
    await load();
    const { catalogues } = await import('../../../src/lib/i18n/registry');
    expect(catalogues.has('de')).toBe(false);
    const container = document.createElement('div');
    container.innerHTML = '<course-catalog lang="de" data-cf-element="course-catalog"></course-catalog>';
    const host = container.firstElementChild as HTMLElement;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<style></style>${markup}`;
    document.body.append(container);
    const serverTitles = [...shadow.querySelectorAll('[part~="card-title"]')];
    const shown: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        shown.push(record.oldValue ?? '', record.target.textContent ?? '');
        for (const node of [...record.addedNodes, ...record.removedNodes]) shown.push(node.textContent ?? '');
      }
    });
    observer.observe(shadow, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');

    const root = hydrateRoot(container, createElement(CourseCatalog as never, props));
    await vi.waitFor(() => expect(catalogues.has('de')).toBe(true));
    await flush();
    await flush();
    observer.disconnect();

    expect(shown.filter((text) => text.includes(courseCatalogEn.searchLabel))).toEqual([]);
    const titles = [...shadow.querySelectorAll('[part~="card-title"]')];
    expect(titles.every((node, index) => node === serverTitles[index])).toBe(true);
    expect(titles).toHaveLength(3);
    expect(shadow.textContent).toContain(de.searchLabel);
    expect(warn.mock.calls).toEqual([]);
    expect(error.mock.calls).toEqual([]);
    (shadow.querySelector('[part~="button-syllabus"]') as HTMLElement).click();
    expect(navigated).toEqual(['Go in Practice']);
    root.unmount();
    container.remove();
  });
});
