/**
 * Registers the shell's service worker (built by vite-plugin-pwa) after the page has loaded, so it never competes
 * with the first paint. An external module, not an inline script: the shell runs under a strict CSP, which also
 * requires Trusted Types — the worker's URL passes through a policy that accepts exactly that one URL.
 */
const WORKER_URL = '/sw.js';

type TrustedTypesLike = {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
};

function workerUrl(): string {
  const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes) return WORKER_URL;
  const policy = trustedTypes.createPolicy('coursify-service-worker', {
    createScriptURL: (url) => {
      if (url !== WORKER_URL) throw new TypeError(`Refusing to register ${url} as a service worker`);
      return url;
    },
  });
  // A TrustedScriptURL, which register() accepts where a plain string is refused.
  return policy.createScriptURL(WORKER_URL) as string;
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register(workerUrl(), { scope: '/' }).catch((error: unknown) => {
      console.warn('Coursify: the offline service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
