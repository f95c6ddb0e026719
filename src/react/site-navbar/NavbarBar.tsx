import { type MouseEvent, useId, useRef } from 'react';
import { isInPageHref, type MenuItem } from '../../lib/menu-items';
import type { PhoneLink } from '../../lib/phone';
import { isPlainLeftClick } from '../shared/clicks';
import { Briefcase, GraduationCap, MenuIcon, Sparkles, X } from './icons';
import { MenuLinks } from './MenuLinks';
import { useNavbarMessages } from './messages';
import { ICON_BUTTON, NavbarShortcuts } from './NavbarShortcuts';
import { focusInPageTarget } from './navigation';
import type { NavbarNavigateDetail } from './types';
import { useMobileMenu } from './useMobileMenu';
import { useScrolled } from './useScrolled';
import type { NavbarVariant } from './variants';

export type NavbarBarProps = {
  variant: NavbarVariant;
  brand: string;
  /** Safe link, or null: the brand is then plain text. */
  brandHref: string | null;
  items: readonly MenuItem[];
  phone: PhoneLink | null;
  chat: string | null;
  label: string;
  onNavbarNavigate?: (detail: NavbarNavigateDetail) => boolean;
};

// The actions take the bar's free space and sit at its end, the page's own actions (slot "actions") first: an
// action that appears later (a page's "Install app" once the browser offers it) grows the row leftwards inside this
// box, so neither the box nor any button already there moves (no layout shift). A box sized to its content, or the
// slot after the phone and chat shortcuts, would move them: a shift every visitor sees.
const ACTIONS = 'flex flex-1 shrink-0 items-center justify-end gap-1 @md:gap-2';

const BRAND_ICONS = { landing: Sparkles, public: GraduationCap, private: Briefcase } as const;

// The bar is the container the `@…:` variants measure (its own width, never the viewport's: an element sized by the page it is in). Translucent with a
// backdrop blur once the page has scrolled (`data-scrolled`); transitions only without reduced motion.
const BAR =
  '@container border-b border-line bg-surface text-fg motion-safe:transition motion-safe:duration-300 ' +
  'data-scrolled:bg-surface/85 data-scrolled:shadow-md data-scrolled:backdrop-blur-md ' +
  'dark:data-scrolled:bg-surface/80 dark:data-scrolled:shadow-black/40';

export function NavbarBar({ variant, brand, brandHref, items, phone, chat, label, onNavbarNavigate }: NavbarBarProps) {
  const barRef = useRef<HTMLElement>(null);
  const scrolled = useScrolled();
  const menu = useMobileMenu(barRef);
  const t = useNavbarMessages();
  const menuId = useId();
  const BrandIcon = BRAND_ICONS[variant];

  /** Asks the host first (cancelable `navbar-navigate`); only an explicit false cancels the link. */
  const navigate = (detail: NavbarNavigateDetail, event: MouseEvent<HTMLAnchorElement>): boolean => {
    if (!isPlainLeftClick(event)) return false;
    if (onNavbarNavigate?.(detail) === false) {
      event.preventDefault();
      return false;
    }
    return true;
  };

  const onMenuLink = (item: MenuItem, event: MouseEvent<HTMLAnchorElement>) => {
    const plain = isPlainLeftClick(event);
    const followed = navigate({ href: item.href, label: item.label, source: 'menu' }, event);
    if (!plain || !menu.open) return;
    // Chosen from the mobile menu, which closes: focus goes to the section for an in-page link, otherwise back
    // to the menu button (a page navigation moves on anyway; a host that routes itself keeps a sane focus).
    const focused = followed && isInPageHref(item.href) && focusInPageTarget(event.currentTarget, item.href);
    menu.close({ focusButton: !focused });
  };

  const brandContent = (
    <>
      <span
        aria-hidden="true"
        className="hidden size-8 shrink-0 place-items-center rounded-lg bg-primary text-on-primary @md:grid"
      >
        <BrandIcon className="size-5" />
      </span>
      <span className="truncate">{brand}</span>
    </>
  );
  const brandClass = 'flex min-w-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight @md:text-xl';

  return (
    <nav
      ref={barRef}
      aria-label={label}
      part={scrolled ? 'bar translucent' : 'bar'}
      data-scrolled={scrolled ? '' : undefined}
      data-variant={variant}
      className={BAR}
    >
      <div className="mx-auto flex min-h-16 max-w-(--_cf-navbar-max-width) items-center gap-2 px-3 @md:px-4 @3xl:gap-6 @3xl:px-6">
        {brandHref === null ? (
          <span part="brand" className={brandClass}>
            {brandContent}
          </span>
        ) : (
          <a
            part="brand"
            href={brandHref}
            onClick={(event) => navigate({ href: brandHref, label: brand, source: 'brand' }, event)}
            className={`${brandClass} text-fg hover:text-primary motion-safe:transition-colors`}
          >
            {brandContent}
          </a>
        )}
        {items.length > 0 && <MenuLinks items={items} layout="bar" onLinkClick={onMenuLink} />}
        <div part="actions" className={ACTIONS}>
          <slot name="actions" />
          <NavbarShortcuts phone={phone} chat={chat} />
          <slot name="theme-toggle" />
          <slot name="accessibility" />
          {items.length > 0 && (
            <button
              ref={menu.buttonRef}
              type="button"
              part="menu-button"
              aria-expanded={menu.open}
              aria-controls={menuId}
              onClick={menu.toggle}
              onKeyDown={menu.onKeyDown}
              className={`${ICON_BUTTON} border border-line text-fg @3xl:hidden`}
            >
              {menu.open ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <MenuIcon aria-hidden="true" className="size-5" />
              )}
              <span className="sr-only">{t('menuButton')}</span>
            </button>
          )}
        </div>
      </div>
      {items.length > 0 && (
        <MenuLinks
          id={menuId}
          items={items}
          layout="panel"
          hidden={!menu.open}
          onLinkClick={onMenuLink}
          onKeyDown={menu.onKeyDown}
        />
      )}
    </nav>
  );
}
