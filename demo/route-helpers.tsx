import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';
import { usePageMeta } from './components/usePageMeta';
import { RouteErrorFallback, RouteErrorPage } from './pages/RouteErrorPage';

/** A routing failure with the status the error screen shows. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

/** Any other path below a branch: the error screen, inside that branch's shell (the loader always throws). */
export const NOT_FOUND: RouteObject = { path: '*', element: null, loader: notFound };

/**
 * A shell (layout route) around its pages. The pages sit in a pathless route whose errorElement renders in the
 * shell's <Outlet/>, so a failure below shows with the shell's navbar and footer; the shell's own errorElement is
 * for the shell itself failing.
 */
export function shell(layout: Omit<NonIndexRouteObject, 'children'>, children: RouteObject[]): RouteObject {
  return {
    ...layout,
    errorElement: <RouteErrorFallback />,
    children: [{ errorElement: <RouteErrorPage />, children }],
  };
}

/** A page of the shell, loaded on demand. */
export function page(path: string | undefined, load: () => Promise<RouteObject['Component']>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** A path that leads elsewhere, keeping the query string. */
export function redirectTo(to: string) {
  return ({ request }: Pick<LoaderFunctionArgs, 'request'>) => redirect(`${to}${new URL(request.url).search}`);
}

/** `/public/<rest>` → `/public/features/<rest>`, query kept: every public page lives under `/public/features/`. */
export function redirectIntoFeatures({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  return redirectTo(`/public/features/${params['*'] ?? ''}`)({ request });
}

/**
 * A page whose own module is another team's (the progress tracker's pages): the route gives it its document title,
 * so every route has one whatever the page sets. The page's own usePageMeta, if any, runs first and may refine it
 * later (its effects with changed values run after this one's).
 */
export function titled(Component: ComponentType, title: string, description?: string): ComponentType {
  function TitledPage() {
    usePageMeta(title, description);
    return <Component />;
  }
  return TitledPage;
}
