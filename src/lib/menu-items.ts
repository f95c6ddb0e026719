import { describeValue, gotOrMissing } from './describe-value';
import { itemRecord, type ParsedList, parseList, textFields } from './parse-list';
import type { Problem } from './report';
import { safeLinkUrl } from './safe-url';
import { TEXT_LIMITS } from './text-cap';

/** A navbar menu item as partners pass it in, as plain JSON. */
export type MenuItemInput = { label: string; href: string; isActive?: boolean };

/** A menu item as the navbar shows it: the href has passed safeLinkUrl. */
export type MenuItem = {
  /** Stable React key (the item's position in the given list). */
  key: string;
  label: string;
  href: string;
  isActive: boolean;
};

export type ParsedMenuItems = ParsedList<MenuItem>;

function parseOne(raw: unknown, index: number, name: string, problems: Problem[]): MenuItem | null {
  const at = (field?: string) => `${name}[${index}]${field ? `.${field}` : ''}`;
  const item = itemRecord(raw, at(), problems);
  if (!item) return null;
  const text = textFields(item, TEXT_LIMITS.menuItem, at, problems);
  if (!text) return null;
  if (typeof item.href !== 'string') {
    problems.push({ where: at('href'), message: `expected a URL, ${gotOrMissing(item.href)}; item skipped` });
    return null;
  }
  const href = safeLinkUrl(item.href);
  if (href === null) {
    // A menu entry that goes nowhere is noise: the item is left out rather than shown as dead text.
    problems.push({ where: at('href'), message: 'unsafe or empty URL refused; item skipped' });
    return null;
  }
  let isActive = false;
  if (typeof item.isActive === 'boolean') isActive = item.isActive;
  else if (item.isActive !== undefined) {
    problems.push({
      where: at('isActive'),
      message: `expected true or false, got ${describeValue(item.isActive)}; treated as false`,
    });
  }
  return { key: String(index), label: text.label, href, isActive };
}

/**
 * Validates untrusted menu data (the `items` property or JSON attribute). Bad items are skipped, each with a
 * problem naming index and field, so one typo does not empty the bar; data that is not a list is unusable.
 */
export function parseMenuItems(input: unknown, name = 'items'): ParsedMenuItems {
  return parseList(input, (raw, index, problems) => parseOne(raw, index, name, problems), {
    where: name,
    of: 'menu items',
  });
}

/** `#section`: a link to a place on the page the navbar is in, not to another page. */
export function isInPageHref(href: string): boolean {
  return href.length > 1 && href.startsWith('#');
}

/**
 * The `aria-current` of an active item: `page` for a link to a page, `location` for an in-page anchor (the
 * current section of this page is a location within it, not a page of a set: ARIA 1.2 `aria-current`).
 */
export function ariaCurrent(item: MenuItem): 'page' | 'location' | undefined {
  if (!item.isActive) return undefined;
  return isInPageHref(item.href) ? 'location' : 'page';
}
