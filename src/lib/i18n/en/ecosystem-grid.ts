/** <ecosystem-grid>'s English messages. The apps (names, descriptions, links) are the page's data: never translated. */
import { commonEn, retryEn } from './common';

export const ecosystemGridEn = {
  ...commonEn,
  ...retryEn,
  /** The grid region's name when the page gives no `label`. */
  gridLabel: 'Ecosystem apps',
  /** The name of the list of live apps. */
  availableAppsLabel: 'Available apps',
  /** Above the list of apps not available yet. */
  comingSoonGroupLabel: 'Coming soon',
  /** On each card of an app not available yet (also read as part of the card's name). */
  comingSoonBadge: 'Coming soon',
  noAppsMessage: 'No apps to show yet.',
  exploreLink: 'Explore',
  /** Read by screen readers only, after Explore: “Explore Todo (opens in a new tab)”; `{title}`: the app’s name. */
  exploreLinkContext: '{title} (opens in a new tab)',
  /** Shown instead of Explore when the app's link was missing or unsafe. */
  exploreUnavailable: 'Link unavailable',
  loadingApps: 'Loading apps…',
  appsLoadErrorTitle: 'Apps could not be loaded',
  /** Under that title when the built-in list of apps failed to load (a network problem). */
  defaultAppsLoadError: 'The default apps could not be loaded.',
  /** The notice when the page’s app data is not a list at all. */
  appsDataErrorTitle: 'Apps could not be shown',
  appsDataErrorMessage: 'The app data is not a list of apps.',
  /**
   * The error notice's text (under `inputErrorTitle`) when the element holds text but no JSON script child: what an
   * HTML sanitizer leaves of the inline data (src/lib/child-text.ts). The catalog's catalogue has the same message.
   */
  childTextError: 'It holds text but no JSON data script (a sanitizer may have removed it).',
};
