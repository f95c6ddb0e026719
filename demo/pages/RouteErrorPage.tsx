import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';

/** "404 Not Found" for a route error response; "Error" for anything thrown that is not one. */
export function errorStatus(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText || (error.status === 404 ? 'Not Found' : 'Error')}`.trim();
  return error ? 'Error' : '404 Not Found';
}

/**
 * Routing failures (unknown URL, unknown user type, a thrown loader error): a designed screen, not the router's
 * default. It is the content of a shell: each shell's routes carry it as their errorElement inside the shell's
 * outlet, so the failure shows with that shell's navbar and footer. Focus and the announcement after a navigation
 * come from the app frame, as for any page.
 */
export function RouteErrorPage() {
  const status = errorStatus(useRouteError());
  usePageMeta(`${status} · Unexpected Application Error!`);
  return (
    <section aria-labelledby="route-error-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="route-error-title" className="text-3xl font-bold">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg">{status}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {status.startsWith('404')
          ? 'This address does not lead to a page of the site. Check it, or start again from the home page.'
          : 'Something went wrong while opening this page. Try again, or start again from the home page.'}
      </p>
      <Link to="/" className="mt-8 inline-block font-semibold text-indigo-700 underline dark:text-indigo-300">
        Go to the home page
      </Link>
    </section>
  );
}

/** For a shell that failed itself (no navbar to show): the same screen with its own main landmark. */
export function RouteErrorFallback() {
  return (
    <main id="main" tabIndex={-1} className="px-4 focus:outline-none">
      <RouteErrorPage />
    </main>
  );
}
