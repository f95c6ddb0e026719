/**
 * <site-navbar>: the sticky navigation bar of the landing page and the learning site.
 *
 *   <script type="module" src="…/elements/site-navbar.js"></script>
 *   <site-navbar variant="landing" phone="+1-555-0100" chat="https://chat.example/coursify">
 *     <button slot="theme-toggle">…</button>
 *   </site-navbar>
 *
 * Place it at the top of the page, as a child of the element that scrolls with the page (usually <body> or the
 * page's outer wrapper): the host is `position: sticky; top: 0; z-index: 40`, which the page may override
 * (`site-navbar { position: static }`). Give in-page targets `scroll-margin-top` so the bar does not cover them.
 */
import { DEFAULT_BRAND_HREF, SiteNavbar } from '../react/site-navbar/SiteNavbar';
import type { MenuItemInput, NavbarNavigateDetail } from '../react/site-navbar/types';
import { DEFAULT_VARIANT, type NavbarVariant, VARIANTS } from '../react/site-navbar/variants';
import styles from '../styles/elements/site-navbar.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';

/** The data and event types, for host pages written in TypeScript. */
export type { MenuItemInput, NavbarNavigateDetail };

export const siteNavbarApi = {
  tag: 'site-navbar',
  styles,
  description:
    'The sticky site navigation bar: brand link, menu items (a disclosure menu below 768px of its own width), phone and chat shortcuts, and slots for extra actions (e.g. an install button), the theme toggle and the accessibility button; translucent once the page scrolls past 20px.',
  props: {
    variant: prop.string<NavbarVariant>({
      values: VARIANTS,
      default: DEFAULT_VARIANT,
      description:
        '`landing`: the company brand and the in-page links Home, Categories, Stats, Testimonials; `public`: titled Coursify; `private`: titled Remotelify. Public and private have no items by default.',
    }),
    items: prop.json<MenuItemInput[]>({
      description:
        'Menu items `{label, href, isActive?}`: an array (property) or a JSON array (attribute). Replaces the variant’s default items. `isActive` sets `aria-current` (`page`, or `location` for `#…` links).',
    }),
    phone: prop.string({
      description: 'Phone number of the call shortcut (a `tel:` link: digits and a leading +). Absent: no button.',
    }),
    chat: prop.string({
      description: 'URL of the chat shortcut (http(s), mailto, tel or relative). Absent: no button.',
    }),
    brandHref: prop.string({ default: DEFAULT_BRAND_HREF, description: 'Where the brand (the bar’s title) links to.' }),
    label: prop.string({
      description: 'Accessible name of the navigation landmark. Absent: the `navigationLabel` message ("Main").',
    }),
  },
  events: {
    'navbar-navigate': event<NavbarNavigateDetail>({
      cancelable: true,
      description:
        'Before the brand or a menu link navigates (plain click). `detail`: `{href, label, source: "brand" | "menu"}`. `preventDefault()` cancels the navigation, so an SPA host can route instead.',
    }),
  },
  parts: {
    root: 'The wrapper of everything inside the shadow root.',
    bar: 'The bar (the `<nav>` landmark); also named `translucent` while the page is scrolled past 20px.',
    translucent: 'The bar while the page is scrolled past 20px (`site-navbar::part(translucent)`).',
    brand: 'The brand: title and logo, a link home.',
    menu: 'The row of menu links, from 768px of the element’s width.',
    'mobile-menu': 'The disclosure menu’s list, below 768px.',
    link: 'Each menu link (in both lists).',
    'link-active': 'The menu link whose item has `isActive`.',
    actions:
      'The group on the right, filling the bar’s free space, end-aligned: slotted controls, shortcuts, theme and accessibility slots, menu button.',
    phone: 'The call shortcut.',
    chat: 'The chat shortcut.',
    'menu-button': 'The button that opens and closes the mobile menu.',
    error: 'The error state (unusable `items`).',
  },
  cssProperties: {
    ...sharedTokens('--cf-font-size', '--cf-font-family'),
    '--cf-navbar-max-width': 'Width of the bar’s content, centred (default 80 × the base size, 1280px).',
    ...sharedTokens(
      '--cf-color-primary',
      '--cf-color-on-primary',
      '--cf-color-surface',
      '--cf-color-muted',
      '--cf-color-text',
      '--cf-color-text-muted',
      '--cf-color-border',
      '--cf-color-danger',
      '--cf-color-focus',
    ),
  },
  slots: {
    actions:
      'Extra controls in the bar at every width, first in its group of actions (before the phone and chat shortcuts and the theme toggle): e.g. `<install-prompt trigger>`, whose “Install app” button is there only while the browser offers installation. A control that appears late moves nothing already shown: the group is end-aligned, and this slot is at its start.',
    'theme-toggle': 'The dark-mode toggle, in the bar at every width (next to the menu button when narrow).',
    accessibility: 'The accessibility button, in the bar at every width, after the theme toggle.',
  },
} as const satisfies ElementApi;

export type SiteNavbarElement = ElementInstance<typeof siteNavbarApi>;

/**
 * Registers the element (under another tag name for pages where `site-navbar` is taken). This module registers
 * nothing by itself: `coursify-elements/site-navbar` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = siteNavbarApi.tag) {
  return defineElement(siteNavbarApi, SiteNavbar, tag);
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof siteNavbarApi> {}
  interface HTMLElementTagNameMap {
    'site-navbar': SiteNavbarElement;
  }
}
