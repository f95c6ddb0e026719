/// <reference types="mocha" />
import { waitUntil } from '@open-wc/testing';
import type * as CourseCatalogModule from '../../src/elements/course-catalog';
import type * as EcosystemGridModule from '../../src/elements/ecosystem-grid';
import type { CourseInput } from '../../src/lib/courses';
import type { EcosystemItemInput } from '../../src/lib/ecosystem-items';

/**
 * Which build the suite runs on: '/dist/elements' (React inside) or '/dist/cdn' (the lite build on preact/compat).
 * web-test-runner.config.mjs sets it on the test page from `ELEMENT_BUILD` (react by default); every module path
 * below is built from it, so the one suite proves both builds.
 */
export const ELEMENTS_DIR: string =
  (globalThis as { __COURSIFY_ELEMENTS_DIR__?: string }).__COURSIFY_ELEMENTS_DIR__ ?? '/dist/elements';

/** Whether the suite runs on the lite build (for the few facts that differ by build, e.g. which chunks exist). */
export const LITE_BUILD = ELEMENTS_DIR === '/dist/cdn';

/** The built module partners load, not the source. */
export const CATALOG_MODULE = `${ELEMENTS_DIR}/course-catalog.js`;
/** The built <course-catalog> module that registers nothing by itself: `define(tag?)` only. */
export const DEFINE_MODULE = `${ELEMENTS_DIR}/define/course-catalog.js`;

export async function loadCatalog(): Promise<typeof CourseCatalogModule> {
  return import(/* @vite-ignore */ CATALOG_MODULE);
}

export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root`);
  return el.shadowRoot;
}

export function cards(el: Element): HTMLElement[] {
  return [...shadow(el).querySelectorAll<HTMLElement>('[part~="card"]')];
}

export function titles(el: Element): string[] {
  return [...shadow(el).querySelectorAll('[part~="card-title"]')].map((node) => node.textContent ?? '');
}

/** Whether a part exists. Tests assert on this, never on DOM nodes: chai's failure message walks React's
 *  fiber properties on a node and can hang the browser. */
export function has(el: Element, name: string): boolean {
  return shadow(el).querySelector(`[part~="${name}"]`) !== null;
}

export function part<T extends Element = HTMLElement>(el: Element, name: string): T | null {
  return shadow(el).querySelector<T>(`[part~="${name}"]`);
}

/** Waits for React to commit: the element shows `count` cards (or any, by default). */
export async function untilCards(el: Element, count?: number): Promise<HTMLElement[]> {
  await waitUntil(
    () => (count === undefined ? cards(el).length > 0 : cards(el).length === count),
    `expected ${count ?? 'some'} cards`,
    {
      timeout: 3000,
    },
  );
  return cards(el);
}

export async function until(predicate: () => unknown, message: string): Promise<void> {
  await waitUntil(predicate, message, { timeout: 3000 });
}

export function course(n: number, overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    id: `c${n}`,
    title: `Course ${n}`,
    description: `Description of course ${n}`,
    instructor: 'Ada Lovelace',
    duration: `${(n % 12) + 1} Weeks`,
    difficulty: ['Beginner', 'Intermediate', 'Advanced'][n % 3],
    price: n % 2 === 0 ? 0 : 10 + n,
    syllabus: `#syllabus-${n}`,
    content: `#content-${n}`,
    ...overrides,
  };
}

/** Records console.warn/console.error calls while `run` executes. */
export async function captureConsole(run: () => Promise<void> | void): Promise<{ warn: string[]; error: string[] }> {
  const logs = { warn: [] as string[], error: [] as string[] };
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => logs.warn.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => logs.error.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  return logs;
}

/**
 * `location.hash` after a click on a same-page link has had its effect. Firefox follows such a link one task
 * after the click, Chromium and WebKit during it; reading after a task is right in all three, and also proves a
 * cancelled link really stayed put.
 */
export async function hashAfterClick(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return location.hash;
}

/** Types a value into a React-controlled input the way a user's keystroke reaches it. */
export function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Like captureConsole, for tests that wait on the messages themselves: call `restore()` in a finally block. */
export function spyConsole(): { warn: string[]; error: string[]; restore(): void } {
  const { warn, error } = console;
  const logs = {
    warn: [] as string[],
    error: [] as string[],
    restore() {
      console.warn = warn;
      console.error = error;
    },
  };
  console.warn = (...args: unknown[]) => logs.warn.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => logs.error.push(args.map(String).join(' '));
  return logs;
}

/**
 * Records errors reported to the window (uncaught exceptions, including those thrown by event listeners).
 * With `handle`, they are marked handled (preventDefault) and mocha's window.onerror, which would fail the
 * running test, is set aside until `stop()`: for tests that provoke such an error on purpose and assert on it.
 */
export function watchPageErrors(options: { handle?: boolean } = {}): { messages: string[]; stop(): void } {
  const messages: string[] = [];
  const listener = (event: ErrorEvent) => {
    messages.push(String(event.error?.message ?? event.message));
    if (options.handle) event.preventDefault();
  };
  const runnerHandler = window.onerror;
  if (options.handle) window.onerror = null;
  window.addEventListener('error', listener);
  return {
    messages,
    stop() {
      window.removeEventListener('error', listener);
      if (options.handle) window.onerror = runnerHandler;
    },
  };
}

/** Replaces window.fetch with a pass-through that records each URL asked for; `restore()` in a finally block. */
export function spyFetch(options: { hold?: Promise<unknown> } = {}): { urls: string[]; restore(): void } {
  const realFetch = window.fetch;
  const urls: string[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : String(input));
    await options.hold;
    return realFetch(input, init);
  };
  return {
    urls,
    restore() {
      window.fetch = realFetch;
    },
  };
}

/** The built <ecosystem-grid> module, as partners load it. */
export const GRID_MODULE = `${ELEMENTS_DIR}/ecosystem-grid.js`;

export async function loadGrid(): Promise<typeof EcosystemGridModule> {
  return import(/* @vite-ignore */ GRID_MODULE);
}

/** One ecosystem card's data; `enable: false` cards get no link. */
export function app(n: number, overrides: Partial<EcosystemItemInput> = {}): EcosystemItemInput {
  const enabled = overrides.enable !== false;
  return {
    id: `app${n}`,
    icon: 'timer',
    title: `App ${n}`,
    description: `Description of app ${n}.`,
    color: 'teal',
    ...(enabled ? { link: `https://app${n}.coursify.example/` } : {}),
    enable: enabled,
    ...overrides,
  };
}

/** Whether a shadow root holds an element with role="alert". */
export function hasAlertIn(el: Element): boolean {
  return shadow(el).querySelector('[role="alert"]') !== null;
}

/** The text of the element's alert ('' without one). */
export function alertText(el: Element): string {
  return shadow(el).querySelector('[role="alert"]')?.textContent ?? '';
}

/** What a keyboard can reach (tab stops), as a selector. */
export const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"]), [contenteditable]:not([contenteditable="false"])';

/** The tag's cards as [title, whether it is coming soon]. */
export function cardSummary(el: Element): string[] {
  return cards(el).map(
    (card) =>
      `${card.querySelector('[part~="card-title"]')?.textContent ?? ''}${card.matches('[part~="card-coming-soon"]') ? ' (soon)' : ''}`,
  );
}

/** The built <site-navbar> module partners load. */
export const NAVBAR_MODULE = `${ELEMENTS_DIR}/site-navbar.js`;

export async function loadNavbar(): Promise<typeof import('../../src/elements/site-navbar')> {
  return import(/* @vite-ignore */ NAVBAR_MODULE);
}

/** Waits for React to commit the navbar's bar (its `<nav>`), and returns it. */
export async function untilBar(el: Element): Promise<HTMLElement> {
  await until(() => part(el, 'bar'), `<${el.localName}> rendered its bar`);
  return part(el, 'bar') as HTMLElement;
}

/** The built <theme-toggle> module partners load. */
export const TOGGLE_MODULE = `${ELEMENTS_DIR}/theme-toggle.js`;

export async function loadToggle(): Promise<typeof import('../../src/elements/theme-toggle')> {
  return import(/* @vite-ignore */ TOGGLE_MODULE);
}

/** The theme store's key (src/lib/theme-store.ts), as the built bundle stores it. */
export const THEME_KEY = 'coursify:theme';

/**
 * Another tab wrote `value` (a stored JSON word like '"dark"', or null: removed) under the theme key: the
 * `storage` event this page then gets. The built bundle's theme store listens to it; it is also how a test puts
 * the page-level store back to its default (value null) without reaching into the bundle.
 */
export function themeFromOtherTab(value: string | null): void {
  if (value === null) localStorage.removeItem(THEME_KEY);
  else localStorage.setItem(THEME_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: value }));
}

/** Waits for React to commit the toggle's button, and returns it. */
export async function untilToggleButton(el: Element): Promise<HTMLButtonElement> {
  await until(() => part(el, 'button'), `<${el.localName}> rendered its button`);
  return part<HTMLButtonElement>(el, 'button') as HTMLButtonElement;
}

/** The built <accessibility-panel> module partners load. */
export const PANEL_MODULE = `${ELEMENTS_DIR}/accessibility-panel.js`;

export async function loadPanel(): Promise<typeof import('../../src/elements/accessibility-panel')> {
  return import(/* @vite-ignore */ PANEL_MODULE);
}

/** The focused element, followed into open shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** What has focus, as text a test can compare: `part` or `role` + name, `id`, or the tag. */
export function describeFocus(): string {
  const active = deepActiveElement();
  if (!active) return 'nothing';
  const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
  const what = active.getAttribute('part') ?? active.getAttribute('role') ?? active.id ?? active.localName;
  return `${what || active.localName}: ${name}`;
}

/** Returns every accessibility setting to its default, as a user would: Reset in a (temporary) panel. */
export async function resetA11yThroughPanel(): Promise<void> {
  const panel = document.createElement('accessibility-panel');
  document.body.append(panel);
  try {
    await until(() => part(panel, 'reset'), 'the panel’s Reset button');
    (part(panel, 'reset') as HTMLElement).click();
  } finally {
    panel.remove();
  }
}

/** The built <install-prompt> module partners load. */
export const INSTALL_MODULE = `${ELEMENTS_DIR}/install-prompt.js`;

export async function loadInstallPrompt(): Promise<typeof import('../../src/elements/install-prompt')> {
  return import(/* @vite-ignore */ INSTALL_MODULE);
}

/** A synthetic `beforeinstallprompt`, as Chromium fires it, dispatched on window; `prompted` counts prompt() calls. */
export function dispatchInstallOffer(outcome: 'accepted' | 'dismissed' = 'accepted'): Event & { prompted: number } {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompted: number };
  Object.assign(event, {
    prompted: 0,
    prompt: () => {
      event.prompted++;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  window.dispatchEvent(event);
  return event;
}

/** Forgets the offer the page's shared install capture keeps, and any remembered dismissal: a clean page. */
export function resetInstallState(): void {
  const capture = (globalThis as unknown as Record<symbol, { offer(): unknown; consume(offer: unknown): void }>)[
    Symbol.for('coursify-elements.install-capture')
  ];
  const offer = capture?.offer();
  if (offer) capture.consume(offer);
  localStorage.removeItem('coursify-elements.install-prompt.dismissed');
}

/** Whether the element's install dialog is open (the native `<dialog>`'s own state). */
export function dialogOpen(el: Element): boolean {
  return part<HTMLDialogElement>(el, 'dialog')?.open === true;
}

/** The built <login-form> module partners load. */
export const LOGIN_MODULE = `${ELEMENTS_DIR}/login-form.js`;

export async function loadLoginForm(): Promise<typeof import('../../src/elements/login-form')> {
  return import(/* @vite-ignore */ LOGIN_MODULE);
}

/**
 * A piece of <login-form>'s form by its `data-part`. The form lives in the element's light DOM (for autofill),
 * so this searches the element's children, not its shadow root.
 */
export function formPart<T extends Element = HTMLElement>(el: Element, name: string): T | null {
  return el.querySelector<T>(`[data-part="${name}"]`);
}

/** Waits for React to render the login or registration form into the element's light DOM; returns the form. */
export async function untilForm(el: Element): Promise<HTMLFormElement> {
  await until(() => formPart(el, 'form'), `<${el.localName}> rendered its form`);
  return formPart(el, 'form') as HTMLFormElement;
}

/** The text of everything a field's aria-describedby points at, as a screen reader reads its description. */
export function describedText(field: Element): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}
