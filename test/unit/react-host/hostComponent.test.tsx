/**
 * coursify-elements/react's components in happy-dom: the shadow host and its sheets, props (null = default),
 * events as real CustomEvents from the host, the theme, methods on the ref, and a server render that hydrates
 * without a mismatch. The packed package in real React 18/19 apps: test/package.
 */
import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDefaultCourses } from '../../../src/react/course-catalog/CourseCatalog';
import { CourseCatalog, type HostHandle, InstallPrompt } from '../../../src/react-host/index';
import { sharedSheet } from '../../../src/styles/sheet';

const COURSE = {
  title: 'Go in Practice',
  description: 'Goroutines and channels.',
  instructor: 'Ken Thompson',
  duration: '6 Weeks',
  difficulty: 'Beginner',
  price: 0,
  syllabus: '#go-syllabus',
  content: '#go-course',
};

function host(container: HTMLElement): HTMLElement {
  return container.querySelector('[data-cf-element]') as HTMLElement;
}

// happy-dom has no ElementInternals: a stand-in that keeps each host's custom states, as a browser's would.
const statesOf = new WeakMap<HTMLElement, Set<string>>();
beforeAll(() => {
  HTMLElement.prototype.attachInternals = function attachInternals(this: HTMLElement) {
    const states = new Set<string>();
    statesOf.set(this, states);
    return { states } as unknown as ElementInternals;
  };
});
const hasState = (el: HTMLElement, state: string) => statesOf.get(el)?.has(state) ?? false;
const titles = (el: HTMLElement) =>
  [...(el.shadowRoot?.querySelectorAll('[part~="card-title"]') ?? [])].map((node) => node.textContent);

afterEach(() => {
  document.documentElement.classList.remove('dark');
});

/** A browser's install offer, as Chromium fires it (`beforeinstallprompt` with prompt() and userChoice). */
function installOffer(): Event {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    platforms: [],
  });
}

// A catalog without courses shows the default ones, a chunk of their own: loaded first, they render at once.
beforeAll(async () => {
  await loadDefaultCourses();
});

describe('a coursify-elements/react component', () => {
  it('renders into an open shadow root of its own tag, a defined custom element, that adopts the shared sheet first', () => {
    const { container } = render(<CourseCatalog courses={[COURSE]} />);
    const el = host(container);
    expect(el.localName).toBe('course-catalog');
    expect(customElements.get('course-catalog')).toBe(el.constructor);
    expect(el.getAttribute('data-cf-element')).toBe('course-catalog');
    expect(el.shadowRoot?.adoptedStyleSheets[0]).toBe(sharedSheet());
    expect(titles(el)).toEqual(['Go in Practice']);
  });

  it('takes the element’s props in camelCase; null is the default, like an absent attribute', () => {
    const { container, rerender } = render(<CourseCatalog courses={[COURSE]} label="Partner courses" />);
    const region = () => host(container).shadowRoot?.querySelector('[part~="catalog"]');
    expect(region()?.getAttribute('aria-label')).toBe('Partner courses');
    rerender(<CourseCatalog courses={[COURSE]} label={null} />);
    expect(region()?.getAttribute('aria-label')).toBe('Course catalog');
    rerender(<CourseCatalog courses={null} />);
    expect(titles(host(container))).toHaveLength(3);
  });

  it('passes host attributes (id, className) to the host element', () => {
    const { container } = render(<CourseCatalog id="courses" className="wide" />);
    expect(host(container).id).toBe('courses');
    expect(host(container).className).toBe('wide');
  });

  it('emits each event as a CustomEvent from the host: the handler can cancel it, the page sees it', () => {
    const seen: string[] = [];
    const onPage = (event: Event) => seen.push(`document ${(event as CustomEvent).detail.target}`);
    document.addEventListener('course-navigate', onPage);
    try {
      const { container } = render(
        <CourseCatalog
          courses={[COURSE]}
          onCourseNavigate={(event) => {
            seen.push(
              `handler ${event.detail.target} ${event.detail.course.title} ${event.target === host(container)}`,
            );
            event.preventDefault();
          }}
        />,
      );
      const link = host(container).shadowRoot?.querySelector('[part~="button-content"]') as HTMLAnchorElement;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
      link.dispatchEvent(click);
      expect(seen).toEqual(['handler content Go in Practice true', 'document content']);
      expect(click.defaultPrevented, 'the link did not navigate').toBe(true);
    } finally {
      document.removeEventListener('course-navigate', onPage);
    }
  });

  it('follows the page’s dark class, or its own theme prop', () => {
    const { container, rerender } = render(<CourseCatalog />);
    expect(hasState(host(container), 'dark')).toBe(false);
    act(() => document.documentElement.classList.add('dark'));
    return vi.waitFor(() => {
      expect(hasState(host(container), 'dark')).toBe(true);
      rerender(<CourseCatalog theme="light" />);
      expect(hasState(host(container), 'dark')).toBe(false);
    });
  });

  it('with theme="system" follows the system colour scheme live, not the page’s dark class', async () => {
    // The system setting as a test sets it: one list, as a browser gives for the same query.
    const list = Object.assign(new EventTarget(), { media: '(prefers-color-scheme: dark)', matches: true });
    vi.stubGlobal('matchMedia', () => list);
    const system = (matches: boolean) =>
      act(() => {
        list.matches = matches;
        list.dispatchEvent(new Event('change'));
      });
    try {
      const { container, rerender } = render(<CourseCatalog theme="system" />);
      expect(hasState(host(container), 'dark')).toBe(true);
      system(false);
      expect(hasState(host(container), 'dark')).toBe(false);
      act(() => document.documentElement.classList.add('dark'));
      await new Promise((resolve) => setTimeout(resolve, 0)); // the class observer's turn: still light
      expect(hasState(host(container), 'dark')).toBe(false);
      system(true);
      expect(hasState(host(container), 'dark')).toBe(true);
      // Without `theme` the same component follows the page's class again, whatever the system says.
      act(() => document.documentElement.classList.remove('dark'));
      rerender(<CourseCatalog />);
      expect(hasState(host(container), 'dark')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an offer that came before the component rendered is announced to its handler', async () => {
    const offer = installOffer();
    window.dispatchEvent(offer); // the browser's offer, before anything renders
    const seen: string[] = [];
    render(<InstallPrompt manual onInstallAvailable={(event) => seen.push(JSON.stringify(event.detail))} />);
    await vi.waitFor(() => expect(seen).toEqual(['{"platforms":[]}']));
  });

  it('sets the declared states as custom states of its host: offer while the browser holds one', async () => {
    const { container } = render(<InstallPrompt trigger />);
    await vi.waitFor(() => expect(host(container).shadowRoot).not.toBeNull());
    const offer = installOffer();
    act(() => {
      window.dispatchEvent(offer);
    });
    await vi.waitFor(() => expect(hasState(host(container), 'offer')).toBe(true));
    expect(host(container).shadowRoot?.querySelector('[part~="trigger-button"]')?.textContent).toBe('Install app');
    act(() => {
      window.dispatchEvent(new Event('appinstalled')); // the offer is gone
    });
    await vi.waitFor(() => expect(hasState(host(container), 'offer')).toBe(false));
  });

  it('gives the ref the host element and the declared methods', () => {
    const ref = createRef<HostHandle<typeof import('../../../src/elements/install-prompt').installPromptApi>>();
    const { container } = render(<InstallPrompt ref={ref} manual />);
    expect(ref.current?.element).toBe(host(container));
    expect(typeof ref.current?.open).toBe('function');
    expect(() => ref.current?.open()).not.toThrow();
  });

  it('server-renders the empty host, and hydrates without a mismatch; the content appears on the client', async () => {
    const markup = renderToString(<CourseCatalog courses={[COURSE]} />);
    expect(markup).toBe('<course-catalog data-cf-element="course-catalog"></course-catalog>');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, <CourseCatalog courses={[COURSE]} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await vi.waitFor(() => expect(titles(host(container))).toEqual(['Go in Practice']));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
