import { useId, useLayoutEffect, useMemo } from 'react';
import { type EcosystemItem, groupItems, parseEcosystemItems } from '../../lib/ecosystem-items';
import { JSON_CHILD_SOURCE, type JsonChildState } from '../../lib/json-child';
import { reportError, warnProblems } from '../../lib/report';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useElementTag } from '../shared/element-tag';
import { type HeadingLevel, toHeadingLevel } from '../shared/heading-level';
import { useJsonSource } from '../shared/useJsonSource';
import { ComingSoonCard, EcosystemCard } from './EcosystemCard';
import type { AppOpenDetail } from './types';
import { useDefaultApps } from './useDefaultApps';

export type EcosystemGridProps = {
  /** Card data (an array). Takes precedence over `src` and the inline JSON child; null, like undefined, is absent. */
  items?: unknown;
  /** URL of a JSON array of cards; takes precedence over the inline JSON child. */
  src?: string;
  /** What the element's inline `<script type="application/json">` child holds (set by the element). */
  jsonChild?: JsonChildState;
  /** Accessible name of the grid region. */
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
// The defaults the element declares (src/elements/ecosystem-grid.ts): each value is written once, here.
export const DEFAULT_LABEL = 'Ecosystem apps';
export const DEFAULT_HEADING_LEVEL: HeadingLevel = 3;

/**
 * Where the cards come from, first that is given: the `items` property or attribute, then `src`, then the
 * inline JSON child, then the default apps (a chunk of their own, fetched only then: useDefaultApps.ts).
 */
export function EcosystemGrid({ items, src, jsonChild, ...view }: EcosystemGridProps) {
  const tag = useElementTag(NAME);
  // null (a property reset) and undefined both mean absent, as for <site-navbar>'s items.
  const remote = items == null && Boolean(src);
  const [source, retry] = useJsonSource(remote ? src : undefined, tag);
  const [defaults, retryDefaults] = useDefaultApps(items == null && !remote && jsonChild === undefined, tag);
  if (items != null) return <ParsedGrid {...view} data={items} source="items" />;
  if (remote) {
    if (source.status === 'error') {
      return <ErrorNotice title="Apps could not be loaded" message={source.message} onRetry={retry} />;
    }
    if (source.status !== 'ready') return <GridLoading label={view.label} />;
    return <ParsedGrid {...view} data={source.data} source='attribute "src"' />;
  }
  if (jsonChild?.status === 'pending') return <GridLoading label={view.label} />;
  if (jsonChild?.status === 'error') {
    // The element has logged it (console.error); the same words as a malformed attribute, on screen.
    const { where, message } = jsonChild.problem;
    return <ErrorNotice title="This content could not be shown" message={`<${tag}> ${where} ${message}.`} />;
  }
  if (jsonChild?.status === 'ready') return <ParsedGrid {...view} data={jsonChild.value} source={JSON_CHILD_SOURCE} />;
  if (defaults === 'failed') {
    return (
      <ErrorNotice
        title="Apps could not be loaded"
        message="The default apps could not be loaded."
        onRetry={retryDefaults}
      />
    );
  }
  // Until they arrive, nothing: no loading flash for a chunk that usually takes one round trip, and the same empty
  // box the page had before the element ran, so the grid appears in one step as it always did.
  if (!defaults) return null;
  return <ParsedGrid {...view} data={defaults} source="items" />;
}

function ParsedGrid({ data, source, ...view }: ViewProps & { data: unknown; source: string }) {
  const tag = useElementTag(NAME);
  const parsed = useMemo(() => parseEcosystemItems(data, source), [data, source]);
  // A layout effect: the warning comes with the render that found the problem, in React and Preact alike (Preact
  // runs plain effects only after the next paint).
  useLayoutEffect(() => {
    if (parsed.ok) warnProblems(tag, parsed.problems);
    else reportError(tag, parsed.problems[0]);
  }, [parsed, tag]);
  if (!parsed.ok) {
    return <ErrorNotice title="Apps could not be shown" message="The data is not a list of apps." />;
  }
  return <GridView {...view} items={parsed.items} />;
}

/**
 * Columns by the grid's own width (container queries), not the viewport's: 1, then 2 from 640px, 3 from
 * 1024px, 4 from 1280px. Cards flow in DOM order (no CSS reordering), so Tab follows what the eye reads.
 */
const GRID = 'grid grid-cols-1 gap-6 @min-[640px]:grid-cols-2 @5xl:grid-cols-3 @7xl:grid-cols-4';

function GridView({ items, label, headingLevel, hideComingSoon, onAppOpen }: ViewProps & { items: EcosystemItem[] }) {
  const id = useId();
  const level = toHeadingLevel(headingLevel, DEFAULT_HEADING_LEVEL);
  const { enabled, comingSoon } = groupItems(items);
  const soon = hideComingSoon ? [] : comingSoon;
  const titleId = (index: number) => `${id}-app-${index}`;
  return (
    <section part="grid" aria-label={label ?? DEFAULT_LABEL} className="@container">
      {enabled.length === 0 && soon.length === 0 && (
        <p part="empty" className="rounded-card border-2 border-dashed border-line p-8 text-center font-semibold">
          No apps to show yet.
        </p>
      )}
      {enabled.length > 0 && (
        <ul part="list" aria-label="Available apps" className={GRID}>
          {enabled.map((item, index) => (
            <li key={item.id}>
              <EcosystemCard item={item} titleId={titleId(index)} headingLevel={level} onOpen={onAppOpen} />
            </li>
          ))}
        </ul>
      )}
      {soon.length > 0 && (
        <>
          <div className={`flex items-center gap-4 ${enabled.length > 0 ? 'mt-10' : ''} mb-6`}>
            <p id={`${id}-soon`} part="group-label" className="text-sm font-semibold tracking-wide text-fg-muted">
              Coming soon
            </p>
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
          </div>
          <ul part="list list-coming-soon" aria-labelledby={`${id}-soon`} className={GRID}>
            {soon.map((item, index) => (
              <li key={item.id}>
                <ComingSoonCard item={item} titleId={titleId(enabled.length + index)} headingLevel={level} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function GridLoading({ label }: { label?: string }) {
  return (
    <section part="grid" aria-label={label ?? DEFAULT_LABEL} aria-busy="true" className="@container">
      <p role="status" part="status" className="mb-3 text-sm text-fg-muted">
        Loading apps…
      </p>
      <ul aria-hidden="true" className={GRID}>
        {[0, 1, 2].map((n) => (
          <li
            key={n}
            className="h-56 rounded-card bg-linear-to-br from-muted via-surface to-muted motion-safe:animate-pulse"
          />
        ))}
      </ul>
    </section>
  );
}
