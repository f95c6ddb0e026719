/**
 * The bundled card icons: lucide's own components, made from the compact table in icon-paths.ts (generated from
 * lucide-react by scripts/gen-icon-paths.mjs, which says why) instead of 36 lucide icon modules. The markup is
 * lucide's: createLucideIcon draws it from the same icon data, minus the random React keys (index keys instead;
 * they never reach the DOM). Keyed by the names in src/lib/ecosystem-icons.ts; the table's Record type makes a
 * missing one a compile error.
 */

import { createLucideIcon, type IconNode } from 'lucide-react';
import ExternalLink from 'lucide-react/icons/external-link';
import { DEFAULT_ICON, type IconName } from '../../lib/ecosystem-icons';
import { ICON_PATHS, type IconEntry } from './icon-paths';

export type IconComponent = typeof ExternalLink;

function toComponent([classNames, ...children]: IconEntry): IconComponent {
  const [name, ...aliases] = classNames.split(' ');
  const node = children.map((child, index) =>
    typeof child === 'string' ? ['path', { d: child, key: `${index}` }] : [child[0], { ...child[1], key: `${index}` }],
  ) as IconNode;
  return createLucideIcon({ name, size: 24, node, ...(aliases.length > 0 ? { aliases } : {}) });
}

export const ICONS = Object.fromEntries(
  Object.entries(ICON_PATHS).map(([name, entry]) => [name, toComponent(entry)]),
) as Readonly<Record<IconName, IconComponent>>;

/** The component for a validated name (the default icon for anything else, should one slip through). */
export function iconFor(name: string): IconComponent {
  return Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : ICONS[DEFAULT_ICON];
}

export { ExternalLink as ExternalLinkIcon };
