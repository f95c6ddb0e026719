import type { CatalogQuery, PriceFilter, SortKey } from '../../lib/catalog-query';
import type { CatalogMessages } from './messages';

type Props = {
  t: CatalogMessages;
  idPrefix: string;
  query: CatalogQuery;
  difficulties: readonly string[];
  onChange: (change: Partial<CatalogQuery>) => void;
  showSearch: boolean;
  showFilters: boolean;
  showSort: boolean;
};

// Each option's message key.
const PRICE_OPTIONS = { all: 'anyPrice', free: 'priceFree', paid: 'pricePaid' } as const satisfies Record<
  PriceFilter,
  string
>;
const SORT_OPTIONS = {
  featured: 'sortFeatured',
  title: 'sortTitle',
  duration: 'sortDuration',
  price: 'sortPrice',
} as const satisfies Record<SortKey, string>;

const FIELD = 'flex flex-col gap-1 text-sm font-medium';
const INPUT =
  'rounded-md border border-line bg-surface px-3 py-2 text-base font-normal text-fg shadow-sm focus-visible:border-focus focus-visible:ring-4 focus-visible:ring-focus/30';

/** Native controls (labelled input and selects): keyboard, screen reader and mobile behaviour for free. */
export function CatalogControls({
  t,
  idPrefix,
  query,
  difficulties,
  onChange,
  showSearch,
  showFilters,
  showSort,
}: Props) {
  if (!showSearch && !showFilters && !showSort) return null;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <search part="controls" className="mb-4 flex flex-wrap items-end gap-3">
      {showSearch && (
        <div className={`${FIELD} min-w-48 flex-[2_1_16rem]`}>
          <label htmlFor={id('search')}>{t('searchLabel')}</label>
          <input
            id={id('search')}
            part="search"
            type="search"
            value={query.search}
            onChange={(event) => onChange({ search: event.currentTarget.value })}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className={INPUT}
          />
        </div>
      )}
      {showFilters && (
        <>
          <div className={`${FIELD} flex-[1_1_9rem]`}>
            <label htmlFor={id('difficulty')}>{t('difficultyFilterLabel')}</label>
            <select
              id={id('difficulty')}
              part="filter"
              value={query.difficulty}
              onChange={(event) => onChange({ difficulty: event.currentTarget.value })}
              className={INPUT}
            >
              <option value="all">{t('anyDifficulty')}</option>
              {difficulties.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficulty}
                </option>
              ))}
            </select>
          </div>
          <div className={`${FIELD} flex-[1_1_9rem]`}>
            <label htmlFor={id('price')}>{t('priceFilterLabel')}</label>
            <select
              id={id('price')}
              part="filter"
              value={query.price}
              onChange={(event) => onChange({ price: event.currentTarget.value as PriceFilter })}
              className={INPUT}
            >
              {Object.entries(PRICE_OPTIONS).map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {showSort && (
        <div className={`${FIELD} flex-[1_1_10rem]`}>
          <label htmlFor={id('sort')}>{t('sortLabel')}</label>
          <select
            id={id('sort')}
            part="sort"
            value={query.sort}
            onChange={(event) => onChange({ sort: event.currentTarget.value as SortKey })}
            className={INPUT}
          >
            {Object.entries(SORT_OPTIONS).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      )}
    </search>
  );
}
