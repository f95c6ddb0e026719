/**
 * <ecosystem-grid>: the company's app cards (live apps with Explore, then "coming soon"), for any page, and
 * usable from HTML alone: a CMS editor pastes the tag with an inline JSON child.
 *
 *   <script type="module" src="…/elements/ecosystem-grid.js"></script>
 *   <ecosystem-grid heading-level="3">
 *     <script type="application/json">[{ "title": "Todo", "description": "…", "link": "https://…" }]</script>
 *   </ecosystem-grid>
 */

import { DEFAULT_HEADING_LEVEL, EcosystemGrid } from '../react/ecosystem-grid/EcosystemGrid';
import type { AppOpenDetail, EcosystemItemInput } from '../react/ecosystem-grid/types';
import styles from '../styles/elements/ecosystem-grid.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';
import { watchJsonChild } from './kit/features/watch-json-child';

/** The data and event types, for host pages written in TypeScript. */
export type { AppOpenDetail, EcosystemItemInput };

export const ecosystemGridApi = {
  tag: 'ecosystem-grid',
  styles,
  description:
    'A responsive grid of app cards (icon, title, description, Explore link in a new tab), live apps first, then greyed "coming soon" cards.',
  props: {
    items: prop.json<EcosystemItemInput[]>({
      description:
        'Card data: an array (property) or a JSON array (attribute); `null` clears it. Takes precedence over `src` and the inline JSON child.',
    }),
    src: prop.string({
      description:
        'URL of a JSON array of cards, fetched with loading and error states; takes precedence over the inline JSON child.',
    }),
    label: prop.string({
      description: 'Accessible name of the grid region. Absent or empty: the `gridLabel` message ("Ecosystem apps").',
    }),
    headingLevel: prop.number({
      default: DEFAULT_HEADING_LEVEL,
      description: 'Heading level (2–6) of the card titles, to fit under the host page’s own headings.',
    }),
    hideComingSoon: prop.boolean({ description: 'Shows only the live apps, without the "coming soon" cards.' }),
  },
  jsonChild: 'items',
  events: {
    'app-open': event<AppOpenDetail>({
      description:
        'An Explore link was activated by a click or a middle click (the app opens in a new tab; not cancelable). `detail`: `{item}`, the validated card. For analytics.',
    }),
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    grid: 'The grid region.',
    list: 'Each list of cards (live apps; coming soon).',
    'list-coming-soon': 'The list of coming-soon cards.',
    'group-label': 'The "Coming soon" label above that list.',
    card: 'Each card.',
    'card-coming-soon': 'A coming-soon card.',
    'card-icon': 'The coloured icon badge of a card.',
    'card-title': 'The title of a card.',
    'card-description': 'The description of a card.',
    'button-explore': 'The Explore link of a live app.',
    'button-unavailable': 'Shown instead of Explore when the link was unsafe.',
    'badge-coming-soon': 'The "Coming soon" badge of a card.',
    status: 'The loading message.',
    empty: 'The empty state (no cards).',
    error: 'The error state.',
  },
  cssProperties: {
    ...sharedTokens(
      '--cf-font-size',
      '--cf-font-family',
      '--cf-radius',
      '--cf-color-primary',
      '--cf-color-on-primary',
      '--cf-color-surface',
      '--cf-color-muted',
      '--cf-color-text',
      '--cf-color-text-muted',
      '--cf-color-border',
      '--cf-color-danger',
      '--cf-color-focus',
      '--cf-color-background',
    ),
  },
} as const satisfies ElementApi;

export type EcosystemGridElement = ElementInstance<typeof ecosystemGridApi>;

/**
 * Registers the element (under another tag name for pages where `ecosystem-grid` is taken). This module registers
 * nothing by itself: `coursify-elements/ecosystem-grid` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = ecosystemGridApi.tag) {
  return defineElement(ecosystemGridApi, EcosystemGrid, tag, { watchJsonChild });
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof ecosystemGridApi> {}
  interface HTMLElementTagNameMap {
    'ecosystem-grid': EcosystemGridElement;
  }
}
