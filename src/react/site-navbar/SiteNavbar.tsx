import { useMemo } from 'react';
import { type MenuItemInput, parseMenuItems } from '../../lib/menu-items';
import { phoneLink } from '../../lib/phone';
import { type Problem, reportError, warnProblems } from '../../lib/report';
import { safeLinkUrl } from '../../lib/safe-url';
import { useInputReport } from '../shared/browser-effects';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useElementTag } from '../shared/element-tag';
import { useNavbarMessages } from './messages';
import { NavbarBar } from './NavbarBar';
import type { NavbarNavigateDetail } from './types';
import { BRAND_NAMES, DEFAULT_ITEMS, type NavbarVariant, toVariant } from './variants';

export type SiteNavbarProps = {
  /** `landing` (company brand, in-page links), `public` (Coursify) or `private` (Remotelify). Default `public`. */
  variant?: NavbarVariant | string;
  /** Menu items (an array of `{label, href, isActive?}`); replaces the variant's own. */
  items?: MenuItemInput[] | unknown;
  /** Phone number for the call shortcut; absent or invalid, no call button. */
  phone?: string;
  /** URL of the chat shortcut; absent or unsafe, no chat button. */
  chat?: string;
  /** Where the brand links to. Default `/`. */
  brandHref?: string;
  /** Accessible name of the navigation landmark. Default `Main`. */
  label?: string;
  /** Called before a brand or menu link navigates (plain click); return false to cancel (the host routes). */
  onNavbarNavigate?: (detail: NavbarNavigateDetail) => boolean;
};

const NAME = 'site-navbar';
// The defaults the element declares (src/elements/site-navbar.ts; the variant's is in variants.ts): each value
// is written once, here.
export const DEFAULT_BRAND_HREF = '/';

/** The problems of the scalar attributes, each worth one warning when its value changes. */
function attributeProblem(attribute: string, value: unknown, usable: boolean, result: string): Problem | null {
  // Absent or empty means "none", not a mistake.
  if (value === undefined || value === null || String(value).trim() === '' || usable) return null;
  return { where: `attribute "${attribute}"`, message: `${JSON.stringify(String(value)).slice(0, 60)} ${result}` };
}

export function SiteNavbar({
  variant: variantValue,
  items,
  phone,
  chat,
  brandHref = DEFAULT_BRAND_HREF,
  label,
  onNavbarNavigate,
}: SiteNavbarProps) {
  const tag = useElementTag(NAME);
  const t = useNavbarMessages();
  const variant = toVariant(variantValue);
  // null (a property reset) and undefined both mean: the variant's own items.
  const data = items ?? DEFAULT_ITEMS[variant];
  const parsed = useMemo(() => parseMenuItems(data), [data]);
  useInputReport(() => {
    if (parsed.ok) warnProblems(tag, parsed.problems);
    else reportError(tag, parsed.problems[0]);
  }, [parsed, tag]);

  const phoneTarget = useMemo(() => phoneLink(phone), [phone]);
  const chatUrl = safeLinkUrl(chat);
  const brandUrl = safeLinkUrl(brandHref);
  useInputReport(() => {
    const problem = attributeProblem(
      'phone',
      phone,
      phoneTarget !== null,
      'is not a phone number (digits, spaces, - . / ( ) and a leading +); no call button is shown',
    );
    if (problem) warnProblems(tag, [problem]);
  }, [phone, phoneTarget, tag]);
  useInputReport(() => {
    const problem = attributeProblem('chat', chat, chatUrl !== null, 'is not a safe URL; no chat button is shown');
    if (problem) warnProblems(tag, [problem]);
  }, [chat, chatUrl, tag]);
  useInputReport(() => {
    const problem = attributeProblem(
      'brand-href',
      brandHref,
      brandUrl !== null,
      'is not a safe URL; the brand is shown as text',
    );
    if (problem) warnProblems(tag, [problem]);
  }, [brandHref, brandUrl, tag]);

  if (!parsed.ok) {
    return <ErrorNotice title={t('menuErrorTitle')} message={t('menuErrorMessage')} />;
  }
  return (
    <NavbarBar
      variant={variant}
      brand={BRAND_NAMES[variant]}
      brandHref={brandUrl}
      items={parsed.items}
      phone={phoneTarget}
      chat={chatUrl}
      label={label || t('navigationLabel')}
      onNavbarNavigate={onNavbarNavigate}
    />
  );
}
