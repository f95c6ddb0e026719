/**
 * Build-time rendering of a route to HTML (scripts/prerender-plugin.ts), so the prerendered pages paint before any
 * JavaScript runs. No data is loaded on the server: the routes have no loaders. The elements on the page are
 * rendered too (coursify-elements/ssr: declarative shadow roots), from the same inputs the browser's first render
 * has (prerendered-defaults.ts), so each hydrates in place.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderHtml } from '../src/ssr';
import { loadPrerenderedDefaults } from './prerendered-defaults';
import { routes } from './routes';

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect (${context.status})`);
  await loadPrerenderedDefaults(path);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (the shell must run under a strict Content-Security-Policy).
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  // The shell's <html lang="en">: the elements inherit it in the browser.
  return renderHtml(html, { lang: 'en' });
}
