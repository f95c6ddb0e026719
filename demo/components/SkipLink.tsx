/** First focusable thing on every page: jumps over the navigation bar. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-indigo-800 focus:shadow"
    >
      Skip to content
    </a>
  );
}
