import { COMPANY } from '../../data/company';
import type { MenuItemInput } from '../../lib/menu-items';

export const VARIANTS = ['landing', 'public', 'private'] as const;
export type NavbarVariant = (typeof VARIANTS)[number];
export const DEFAULT_VARIANT: NavbarVariant = 'public';

export function toVariant(value: unknown): NavbarVariant {
  return VARIANTS.includes(value as NavbarVariant) ? (value as NavbarVariant) : DEFAULT_VARIANT;
}

/** The bar's title (every shell's shared layout): the learning site's two areas, and the company on the landing page. */
export const BRAND_NAMES: Record<NavbarVariant, string> = {
  landing: COMPANY.name,
  public: 'Coursify',
  private: 'Remotelify',
};

/** The landing page's sections, in page order. */
export const LANDING_ITEMS: readonly MenuItemInput[] = [
  { label: 'Home', href: '#home' },
  { label: 'Categories', href: '#categories' },
  { label: 'Stats', href: '#stats' },
  { label: 'Testimonials', href: '#testimonials' },
];

/** Public and private start empty, as the site's shared navigation state does: each page fills them. */
export const DEFAULT_ITEMS: Record<NavbarVariant, readonly MenuItemInput[]> = {
  landing: LANDING_ITEMS,
  public: [],
  private: [],
};
