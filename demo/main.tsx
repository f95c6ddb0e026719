import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { loadPrerenderedDefaults } from './prerendered-defaults';
import { registerServiceWorker } from './register-sw';
import { routes } from './routes';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;

// The landing page and the course grid are prerendered at build time (scripts/prerender-plugin.ts): take over
// their HTML instead of replacing it. Every other route arrives as an empty shell and renders here.
if (container.firstElementChild) {
  // A chunk that cannot be fetched must not keep the page from hydrating: the element concerned then renders
  // afresh, with its one warning, and the page works.
  await prepareHydration(window.location.pathname).catch((error: unknown) =>
    console.warn('Coursify: the prerendered page could not load what its first render needs', error),
  );
}
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// Hydrated as a transition: React then works in slices of a few milliseconds and lets the browser handle input
// between them (a click on a part not hydrated yet hydrates that part first), instead of one long task that blocks
// the page it already shows. Nothing renders into this root again, so no update can race the hydration.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

registerServiceWorker();

/**
 * What the first client render must have to match the server's HTML: the page's lazy modules (else the router
 * renders its loading screen, not the page), and the default content its elements show, loaded before the page's
 * module defines them (prerendered-defaults.ts). The defaults first: the page module's import upgrades its elements.
 */
async function prepareHydration(path: string): Promise<void> {
  await loadPrerenderedDefaults(path);
  const lazy = (matchRoutes(routes, path) ?? []).map(({ route }) => route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const resolved = await (route.lazy as () => Promise<object>)();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
