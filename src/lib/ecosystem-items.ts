import { describeValue, gotOrMissing } from './describe-value';
import { DEFAULT_ICON, ICON_NAMES, type IconName, iconName } from './ecosystem-icons';
import { type Accent, PALETTE_NAMES, parseAccent } from './palette';
import { itemRecord, type ParsedList, parseList, textFields } from './parse-list';
import type { Problem } from './report';
import { safeLinkUrl } from './safe-url';
import { TEXT_LIMITS } from './text-cap';

/** An ecosystem card as the grid shows it; its input has icon, title, description, color, link and enable. */
export type EcosystemItem = {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  /** Validated accent colour, or null: the theme's primary colour (`--cf-color-primary`) is used. */
  color: Accent | null;
  /** Safe URL of an enabled app, or null (coming soon, or its link was unsafe: shown as unavailable). */
  link: string | null;
  /** false: a "coming soon" card, greyed, with no link. */
  enabled: boolean;
};

/** What pages and editors pass in is declared with the default apps (src/data/ecosystem.ts), written in it. */
export type { EcosystemItemInput } from '../data/ecosystem';

export type ParsedEcosystemItems = ParsedList<EcosystemItem>;

function parseOne(raw: unknown, index: number, problems: Problem[]): EcosystemItem | null {
  const at = (field?: string) => `items[${index}]${field ? `.${field}` : ''}`;
  const item = itemRecord(raw, at(), problems);
  if (!item) return null;
  const text = textFields(item, TEXT_LIMITS.ecosystemItem, at, problems);
  if (!text) return null;
  if (item.enable !== undefined && typeof item.enable !== 'boolean') {
    problems.push({
      where: at('enable'),
      message: `expected true or false, ${gotOrMissing(item.enable)}; item skipped`,
    });
    return null;
  }
  const enabled = item.enable !== false;

  // A coming-soon card never links anywhere, so its link (if any) is not even read.
  let link: string | null = null;
  if (enabled) {
    if (typeof item.link !== 'string') {
      problems.push({ where: at('link'), message: `expected a URL, ${gotOrMissing(item.link)}; item skipped` });
      return null;
    }
    link = safeLinkUrl(item.link);
    if (link === null) {
      problems.push({ where: at('link'), message: 'unsafe or empty URL refused; Explore is shown as unavailable' });
    }
  }

  let icon = DEFAULT_ICON;
  if (item.icon !== undefined) {
    const known = iconName(item.icon);
    if (known) icon = known;
    else {
      problems.push({
        where: at('icon'),
        message: `unknown icon ${describeValue(item.icon)}; the default icon is shown (known: ${ICON_NAMES.join(', ')})`,
      });
    }
  }

  let color: Accent | null = null;
  if (item.color !== undefined) {
    color = parseAccent(item.color);
    if (color === null) {
      problems.push({
        where: at('color'),
        message: `expected #rgb, #rrggbb or one of ${PALETTE_NAMES.join(', ')}, ${gotOrMissing(item.color)}; the theme colour is used`,
      });
    }
  }

  const id = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : `item-${index}`;
  return { id, icon, title: text.title, description: text.description, color, link, enabled };
}

/**
 * Validates untrusted card data. A bad item is skipped (a problem names its index and field) so one typo in a
 * CMS does not blank the grid; a bad icon or colour only falls back to the default. Data that is not a list
 * is unusable (`ok: false`); `source` names where it came from in that problem.
 */
export function parseEcosystemItems(input: unknown, source = 'items'): ParsedEcosystemItems {
  return parseList(input, parseOne, { where: source, of: 'apps', uniqueKey: 'id' });
}

/** Enabled apps first, then coming soon, each group in the data's order (DOM order is the visual order). */
export function groupItems(items: readonly EcosystemItem[]): { enabled: EcosystemItem[]; comingSoon: EcosystemItem[] } {
  return { enabled: items.filter((item) => item.enabled), comingSoon: items.filter((item) => !item.enabled) };
}
