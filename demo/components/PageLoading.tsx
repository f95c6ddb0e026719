/**
 * What the shell shows on a first load while the router loads the page's module or runs a redirect (the root
 * route's `HydrateFallback`): the page as before, blank for those few milliseconds, with a status for screen
 * readers. Without a fallback React Router rendered the same nothing and warned on every such load. The landing
 * page is prerendered and has no module to wait for, so it never shows this.
 */
export function PageLoading() {
  return (
    <p role="status" className="sr-only">
      Loading…
    </p>
  );
}
