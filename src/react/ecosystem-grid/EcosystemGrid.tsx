import { useId } from 'react';
import { type EcosystemItem, groupItems, parseEcosystemItems } from '../../lib/ecosystem-items';
import { JSON_CHILD_SOURCE, type JsonChildState } from '../../lib/json-child';
import { dataSpec, useElementData } from '../element-data/useElementData';
import { useElementTag } from '../shared/element-tag';
import { type HeadingLevel, toHeadingLevel } from '../shared/heading-level';
import { ComingSoonCard, EcosystemCard } from './EcosystemCard';
import { addIcons } from './icons';
import { type GridMessages, useGridMessages } from './messages';
import type { AppOpenDetail } from './types';

export type EcosystemGridProps = {
  /** Card data (an array). Takes precedence over `src` and the inline JSON child; null, like undefined, is absent. */
  items?: unknown;
  /** URL of a JSON array of cards; takes precedence over the inline JSON child. */
  src?: string;
  /** What the element's inline `<script type="application/json">` child holds (set by the element). */
  jsonChild?: JsonChildState;
  /** Accessible name of the grid region; absent or empty, the `gridLabel` message. */
  label?: string;
  /** Heading level (2–6) of the card titles. Default 3: the landing page has them under an h2. */
  headingLevel?: number;
  /** Shows only the live apps. */
  hideComingSoon?: boolean;
  /** Told when an Explore link is activated. */
  onAppOpen?: (detail: AppOpenDetail) => boolean;
};

type ViewProps = Pick<EcosystemGridProps, 'label' | 'headingLevel' | 'hideComingSoon' | 'onAppOpen'>;

const NAME = 'ecosystem-grid';
// The defaults the element declares (src/elements/ecosystem-grid.ts): each value is written once, here. The label's
// is a message (`gridLabel`), in the page's language.
export const DEFAULT_HEADING_LEVEL: HeadingLevel = 3;

/**
 * Columns by the grid's own width (container queries), not the viewport's: 1, then 2 from 640px, 3 from
 * 1024px, 4 from 1280px. Cards flow in DOM order (no CSS reordering), so Tab follows what the eye reads.
 */
const GRID = 'grid grid-cols-1 gap-6 @min-[640px]:grid-cols-2 @5xl:grid-cols-3 @7xl:grid-cols-4';

/**
 * Where the cards come from (useElementData.ts), first that is given: the `items` property or attribute, then
 * `src`, then the inline JSON child, then the company's own apps (src/data/ecosystem.ts), a chunk of their own
 * fetched only then, which brings the drawings of their icons (default-apps.ts): no icon request follows. A page's
 * own cards load their icons as they render (icons.ts): the text does not wait.
 */
const APPS = dataSpec({
  nouns: 'Apps',
  prop: 'items',
  parse: parseEcosystemItems,
  childSource: JSON_CHILD_SOURCE,
  load: async () => {
    const { DEFAULT_ECOSYSTEM, DEFAULT_APP_ICONS } = await import('./default-apps');
    addIcons(DEFAULT_APP_ICONS);
    return DEFAULT_ECOSYSTEM;
  },
  part: 'grid',
  grid: GRID,
  card: 'h-56',
});

export function EcosystemGrid({ items, src, jsonChild, ...view }: EcosystemGridProps) {
  const tag = useElementTag(NAME);
  const t = useGridMessages();
  // The page's label is its data and wins; without one, the region's name is in the page's language.
  const label = view.label || t('gridLabel');
  const [parsed, instead] = useElementData({ value: items, src, jsonChild }, APPS, tag, label, t);
  return parsed ? <GridView {...view} label={label} t={t} items={parsed.items} /> : instead;
}

function GridView({
  items,
  label,
  headingLevel,
  hideComingSoon,
  onAppOpen,
  t,
}: ViewProps & { items: EcosystemItem[]; label: string; t: GridMessages }) {
  const id = useId();
  const level = toHeadingLevel(headingLevel, DEFAULT_HEADING_LEVEL);
  const { enabled, comingSoon } = groupItems(items);
  const soon = hideComingSoon ? [] : comingSoon;
  const titleId = (index: number) => `${id}-app-${index}`;
  return (
    <section part="grid" aria-label={label} className="@container">
      {enabled.length === 0 && soon.length === 0 && (
        <p part="empty" className="rounded-card border-2 border-dashed border-line p-8 text-center font-semibold">
          {t('noAppsMessage')}
        </p>
      )}
      {enabled.length > 0 && (
        <ul part="list" aria-label={t('availableAppsLabel')} className={GRID}>
          {enabled.map((item, index) => (
            <li key={item.id}>
              <EcosystemCard item={item} titleId={titleId(index)} headingLevel={level} onOpen={onAppOpen} t={t} />
            </li>
          ))}
        </ul>
      )}
      {soon.length > 0 && (
        <>
          <div className={`flex items-center gap-4 ${enabled.length > 0 ? 'mt-10' : ''} mb-6`}>
            <p id={`${id}-soon`} part="group-label" className="text-sm font-semibold tracking-wide text-fg-muted">
              {t('comingSoonGroupLabel')}
            </p>
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
          </div>
          <ul part="list list-coming-soon" aria-labelledby={`${id}-soon`} className={GRID}>
            {soon.map((item, index) => (
              <li key={item.id}>
                <ComingSoonCard item={item} titleId={titleId(enabled.length + index)} headingLevel={level} t={t} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
