import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetStoresForTests } from '../../src/lib/stored-store';
import { failOnRefusedRequests, installNetworkGuard } from './network-guard';

/**
 * Test files share a worker's window and module registry (vitest.config.ts: `isolate: false`). Each file must still
 * start as if alone: when a file ends, the registry is reset (the next file imports fresh store modules, with fresh
 * state), every listener the finished file's modules added to the page-wide targets is removed (a store listens on
 * the window for `storage` and colour-scheme changes and would otherwise write to the root element during the next
 * file's tests), and the page is left as a fresh one: empty storage, a bare root element and body.
 */
type Added = [EventTarget, string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined];

const PATCHED = Symbol.for('coursify.unit.listenerLog');
type PatchedTarget = typeof EventTarget.prototype & { [PATCHED]?: Added[] };
const proto = EventTarget.prototype as PatchedTarget;

const hasPage = typeof window !== 'undefined'; // files in the node environment have none

if (hasPage && !proto[PATCHED]) {
  const log: Added[] = [];
  proto[PATCHED] = log;
  const add = proto.addEventListener;
  proto.addEventListener = function (this: EventTarget, type, listener, options) {
    if (listener && isPageWide(this)) log.push([this, type, listener, options]);
    return add.call(this, type, listener, options);
  };
}

/** Targets that outlive a test file: the window, its document and root, and media queries. */
function isPageWide(target: EventTarget): boolean {
  return (
    target === window ||
    target === document ||
    target === document.documentElement ||
    ('matches' in target && 'media' in target) // a MediaQueryList (happy-dom does not expose its class)
  );
}

// No request leaves a unit test: any attempt is refused, and the test (or, if it came late, the file) fails naming it.
const network = installNetworkGuard();

// After each test: unmount first (components unsubscribe), then every localStorage store forgets its value and
// removes its window listeners, so no test inherits another's theme, settings or progress.
afterEach(() => {
  cleanup();
  resetStoresForTests();
  failOnRefusedRequests(network, 'this test');
});

afterAll(() => {
  failOnRefusedRequests(network, 'this file, after its last test,');
  if (!hasPage) return;
  const log = proto[PATCHED] ?? [];
  for (const [target, type, listener, options] of log.splice(0)) target.removeEventListener(type, listener, options);
  localStorage.clear();
  sessionStorage.clear();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
  // Page-wide singletons kept on globalThis (the install offer's capture, the page-view count) listened through
  // the listeners just removed: the next file's modules start their own.
  for (const name of ['coursify-elements.install-capture', 'coursify-elements.page-views']) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  }
  vi.resetModules();
});
