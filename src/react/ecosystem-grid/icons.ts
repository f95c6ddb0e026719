/**
 * The grid's icons: lucide's own components, made from the compact string in icon-paths.ts (generated from
 * lucide-react by scripts/gen-icon-paths.mjs, which says why and describes the format) instead of 37 lucide icon
 * modules. The markup is lucide's: createLucideIcon draws it from the same icon data, minus the random React keys
 * (index keys instead; they never reach the DOM). Keyed by the names in src/lib/ecosystem-icons.ts.
 */

import { createLucideIcon } from 'lucide-react';
import { DEFAULT_ICON, ICON_NAMES, type IconName } from '../../lib/ecosystem-icons';
import { ICON_PATHS } from './icon-paths';

export type IconComponent = ReturnType<typeof createLucideIcon>;

/** What an icon draws, as lucide's icon data has it (keys aside): its name, aliases (svg classes), children. */
export type IconData = { name: string; aliases: string[]; node: [string, Record<string, string>][] };

/** The string's entries, in its order: the card icons, then the Explore link's. */
const NAMES = [...ICON_NAMES, 'external-link'] as const;

/** One entry of the string: `[lucide name and aliases:]child;child…`, a child a path's `d` or `tag,name=value,…`. */
function decode(entry: string, ourName: string): IconData {
  const [head, body] = entry.includes(':') ? entry.split(':') : [ourName, entry];
  const [name, ...aliases] = head.split(' ');
  const node = body.split(';').map((child): IconData['node'][number] => {
    const [tag, ...pairs] = child.includes('=') ? child.split(',') : ['path', `d=${child}`];
    return [tag, Object.fromEntries(pairs.map((pair) => pair.split('=')))];
  });
  return { name, aliases, node };
}

/** Every icon's data by our name (the card icons' names, and `external-link`). */
export const ICON_DATA = Object.fromEntries(
  ICON_PATHS.split('|').map((entry, index) => [NAMES[index], decode(entry, NAMES[index])]),
) as Readonly<Record<(typeof NAMES)[number], IconData>>;

function toComponent({ name, aliases, node }: IconData): IconComponent {
  return createLucideIcon(
    name,
    node.map(([tag, attributes], index) => [tag, { ...attributes, key: `${index}` }]),
    aliases,
  );
}

export const ICONS = Object.fromEntries(ICON_NAMES.map((name) => [name, toComponent(ICON_DATA[name])])) as Readonly<
  Record<IconName, IconComponent>
>;

/** The component for a validated name (the default icon for anything else, should one slip through). */
export function iconFor(name: string): IconComponent {
  return Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : ICONS[DEFAULT_ICON];
}

export const ExternalLinkIcon = toComponent(ICON_DATA['external-link']);
