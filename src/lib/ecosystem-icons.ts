/**
 * The names of the bundled card icons: a fixed set, so a page never loads an icon from anywhere and the bundle
 * holds only these. src/react/ecosystem-grid/icons.ts maps each name to its component (the compiler checks that
 * every name has one).
 */
export const ICON_NAMES = [
  'activity',
  'app-window',
  'book-open',
  'briefcase',
  'brain',
  'calendar',
  'chart-column',
  'chart-line',
  'check-square',
  'clock',
  'code',
  'component',
  'cpu',
  'file-text',
  'globe',
  'graduation-cap',
  'heart-pulse',
  'key-round',
  'laptop',
  'layout-grid',
  'leaf',
  'lightbulb',
  'list-todo',
  'messages-square',
  'monitor',
  'package',
  'printer',
  'rocket',
  'shield-check',
  'shopping-bag',
  'sparkles',
  'timer',
  'user-round',
  'users',
  'utensils',
  'wallet',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Shown for a missing or unknown icon name. */
export const DEFAULT_ICON: IconName = 'app-window';

const KNOWN = new Set<string>(ICON_NAMES);

/**
 * Lucide's names in kebab case; the React component names editors may have copied (`CheckSquare`,
 * `checkSquare`) and stray spaces or underscores are read as the same name.
 */
export function normaliseIconName(value: string): string {
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** The bundled icon a name stands for, or null when there is none. */
export function iconName(value: unknown): IconName | null {
  if (typeof value !== 'string') return null;
  const name = normaliseIconName(value);
  return KNOWN.has(name) ? (name as IconName) : null;
}
