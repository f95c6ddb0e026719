type Props = {
  page: number;
  pageCount: number;
  label: string;
  formatNumber: (n: number) => string;
  onPage: (page: number) => void;
};

const BUTTON =
  'rounded-md border-2 border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-muted disabled:cursor-not-allowed disabled:border-line disabled:text-fg-muted disabled:hover:bg-transparent';

/**
 * Previous / page x of y / next. Always the same handful of nodes, whatever the number of pages, so the DOM
 * does not grow with the data (10 courses or 10,000).
 */
export function CatalogPager({ page, pageCount, label, formatNumber, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav part="pager" aria-label={label} className="mt-6 flex items-center justify-center gap-4">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<span className="sr-only"> page</span>
      </button>
      <p className="text-sm text-fg-muted">{`Page ${formatNumber(page)} of ${formatNumber(pageCount)}`}</p>
      <button type="button" className={BUTTON} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next<span className="sr-only"> page</span>
      </button>
    </nav>
  );
}
