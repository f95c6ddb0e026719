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

/**
 * A field may shrink below its longest option (`min-w-0`, the control `max-w-full`): a long sort option in a long
 * language would push the row out of a 320 px screen. Search box and selects share one height (`h-10`; a search
 * input was 3 px taller than a select), so their labels and boxes line up in one row (languages-fit.spec.ts).
 */
const FIELD = 'flex min-w-0 flex-col gap-1 text-sm font-medium';
const INPUT =
  'h-10 max-w-full rounded-md border border-line bg-surface px-3 py-2 text-base [font-weight:400] text-fg shadow-sm focus-visible:border-focus focus-visible:ring-4 focus-visible:ring-focus/30';

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
  const labels = (options: Record<string, Parameters<CatalogMessages>[0]>) =>
    Object.entries(options).map(([value, key]) => [value, t(key)]);
  // One labelled select: the query field it sets (its id too), its part, label, width and [value, text] options.
  const select = (
    name: 'difficulty' | 'price' | 'sort',
    part: string,
    label: Parameters<CatalogMessages>[0],
    width: string,
    options: string[][],
  ) => (
    <div className={`${FIELD} ${width}`}>
      <label htmlFor={id(name)}>{t(label)}</label>
      <select
        id={id(name)}
        part={part}
        value={query[name]}
        onChange={(event) => onChange({ [name]: event.currentTarget.value } as Partial<CatalogQuery>)}
        className={INPUT}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
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
          {select('difficulty', 'filter', 'difficultyFilterLabel', 'flex-[1_1_9rem]', [
            ['all', t('anyDifficulty')],
            ...difficulties.map((difficulty) => [difficulty, difficulty]),
          ])}
          {select('price', 'filter', 'priceFilterLabel', 'flex-[1_1_9rem]', labels(PRICE_OPTIONS))}
        </>
      )}
      {showSort && select('sort', 'sort', 'sortLabel', 'flex-[1_1_10rem]', labels(SORT_OPTIONS))}
    </search>
  );
}
