import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerServiceWorker } from './register-sw';
import { routes } from './routes';
import './styles.css';

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const container = document.getElementById('root') as HTMLElement;

// The landing page is prerendered at build time (scripts/prerender-plugin.ts): take over its HTML instead of
// replacing it. Every other route arrives as an empty shell and renders here.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorker();
