/**
 * Unit tests make no network request. Installed by test/unit/setup.ts: every request that would leave the process
 * is refused (the request fails as a network error does) and recorded, and the setup fails the test that made it,
 * naming the URL. Covered: `fetch` and `XMLHttpRequest`, and everything happy-dom loads itself (through its fetch
 * interceptor: frames, scripts, styles, images, navigations, should any be enabled), and Node's own `fetch` in
 * files that run in the node environment.
 *
 * Loopback is refused too: happy-dom's page is `http://localhost:3000/`, so a relative URL would reach whatever
 * listens on port 3000 of the machine. Only `data:` and `blob:` URLs, which never leave the process, load.
 * A test that needs a response stubs `fetch` (`vi.stubGlobal('fetch', …)`) or gives the component data instead.
 */

type Interceptor = {
  beforeAsyncRequest?: (context: { request: { url: string } }) => Promise<unknown>;
  beforeSyncRequest?: (context: { request: { url: string } }) => unknown;
};
type HappyDomWindow = { happyDOM?: { settings: { fetch: { interceptor: Interceptor | null } } } };

export interface NetworkGuard {
  /** The URLs refused since the last call, oldest first; the list is emptied. */
  takeRefused(): string[];
}

/** The URLs refused in this worker and not yet reported, kept on globalThis: the setup runs again for each file. */
const REFUSED = Symbol.for('coursify.unit.networkGuard.refused');
const GUARDED = Symbol.for('coursify.unit.networkGuard.installed');
type Marked = { [GUARDED]?: true };

function staysInProcess(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'data:' || protocol === 'blob:';
  } catch {
    return false; // not an absolute URL: a relative one resolves against the page, an http origin
  }
}

function requestUrl(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  if (input && typeof input === 'object' && 'url' in input) return String((input as { url: unknown }).url);
  return String(input);
}

/**
 * Installs the guard on the current page and `fetch`, where it is not yet there. Run by the setup before every file:
 * files share a worker and its page (vitest.config.ts `isolate: false`), but a file in the node environment gets
 * Node's globals back, and the next happy-dom file may get a new page. One list of refused URLs per worker.
 */
export function installNetworkGuard(): NetworkGuard {
  const holder = globalThis as { [REFUSED]?: string[] };
  holder[REFUSED] ??= [];
  const refused = holder[REFUSED];
  const refuse = (url: string): TypeError => {
    refused.push(url);
    return new TypeError(`unit tests make no network requests: ${url} was refused (test/unit/network-guard.ts)`);
  };

  const page = (globalThis as HappyDomWindow).happyDOM;
  const current = page?.settings.fetch.interceptor as (Interceptor & Marked) | null | undefined;
  if (page && !current?.[GUARDED]) {
    // happy-dom's own loads, and its fetch and XMLHttpRequest (the globals in a happy-dom file), all pass here.
    const interceptor: Interceptor & Marked = {
      [GUARDED]: true,
      async beforeAsyncRequest({ request }) {
        if (!staysInProcess(request.url)) throw refuse(request.url);
      },
      beforeSyncRequest({ request }) {
        if (!staysInProcess(request.url)) throw refuse(request.url);
      },
    };
    page.settings.fetch.interceptor = interceptor;
  }

  // Whatever `fetch` the file starts with (Node's in the node environment): resolve the URL, refuse before it goes.
  const originalFetch = globalThis.fetch as (typeof fetch & Marked) | undefined;
  if (typeof originalFetch === 'function' && !originalFetch[GUARDED]) {
    const guardedFetch = function (this: unknown, input: Parameters<typeof fetch>[0], init?: RequestInit) {
      let url = requestUrl(input);
      try {
        url = new URL(url, typeof location === 'undefined' ? undefined : location.href).href;
      } catch {
        // left as given: refused below, as not in-process
      }
      if (!staysInProcess(url)) return Promise.reject(refuse(url));
      return originalFetch.call(this, input, init);
    } as typeof fetch & Marked;
    guardedFetch[GUARDED] = true;
    globalThis.fetch = guardedFetch;
  }
  return { takeRefused: () => refused.splice(0) };
}

/** Throws, naming every URL refused since the last check: a test that tried the network fails. */
export function failOnRefusedRequests(guard: NetworkGuard, when: string): void {
  const urls = guard.takeRefused();
  if (urls.length > 0) {
    throw new Error(`${when} tried the network (unit tests make none; stub fetch instead): ${urls.join(', ')}`);
  }
}
