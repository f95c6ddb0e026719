/** <site-navbar>'s public types, in one place: its menu data and its event's detail. */
export type { MenuItemInput } from '../../lib/menu-items';

/** Where a navbar link leads; the `navbar-navigate` event's detail. */
export type NavbarNavigateDetail = {
  href: string;
  label: string;
  /** `brand`: the title link home; `menu`: a menu item. */
  source: 'brand' | 'menu';
};
