import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Routing failures: unknown URL or a thrown loader error. Designed, not the router's default. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error
      ? 'Error'
      : '404 Not Found';
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{status}</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-indigo-700 underline dark:text-indigo-300">
        Go to the home page
      </Link>
    </section>
  );
}
