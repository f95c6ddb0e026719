import type { CatalogMessages } from './messages';

type Props = {
  page: number;
  pageCount: number;
  /** `page` and `pageCount` as the catalog shows them (the page's `locale`, else the element's language). */
  pages: { page: string; pageCount: string };
  onPage: (page: number) => void;
  t: CatalogMessages;
};

const BUTTON =
  'rounded-md border-2 border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-muted disabled:cursor-not-allowed disabled:border-line disabled:text-fg-muted disabled:hover:bg-transparent';

/**
 * Previous / page x of y / next. Always the same handful of nodes, whatever the number of pages, so the DOM
 * does not grow with the data (10 courses or 10,000).
 */
export function CatalogPager({ page, pageCount, pages, onPage, t }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav part="pager" aria-label={t('pagerLabel')} className="mt-6 flex items-center justify-center gap-4">
      <button
        type="button"
        className={BUTTON}
        aria-label={t('previousPageLabel')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previousPageButton')}
      </button>
      <p className="text-sm text-fg-muted">{t('pageStatus', pages)}</p>
      <button
        type="button"
        className={BUTTON}
        aria-label={t('nextPageLabel')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('nextPageButton')}
      </button>
    </nav>
  );
}
