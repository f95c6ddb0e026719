/**
 * The grid's icons: lucide's drawings, from the compact strings that scripts/gen-icon-paths.mjs generates from
 * lucide-react (the script says why and describes the format), drawn as lucide-react draws them: the same svg, the
 * same attributes in the same order, the same `lucide lucide-<name>` classes (test/unit/react/ecosystem-grid/
 * icon-paths.test.tsx compares the markup with lucide-react's component for every icon). Drawn here rather than
 * by lucide's createLucideIcon: what the grid uses of it (a size, a stroke width, svg attributes) is a few lines,
 * and its runtime was 1.5 KB brotli of what <ecosystem-grid> adds beside <course-catalog>.
 *
 * Each card icon is a module of its own (icon-data/<name>.ts), imported the first time a card names it: a page pays
 * for the icons its cards show, not for all 36. Loaded icons are kept for the page's lifetime, so every later
 * grid draws them in its first render. The Explore link's icon, on every live card, is bundled; the default apps'
 * icons come with the default apps (addIcons, default-apps.ts).
 */

import { createElement, type ReactElement, type SVGProps, useContext, useEffect, useState } from 'react';
import { DEFAULT_ICON, type IconName, iconName } from '../../lib/ecosystem-icons';
import { reportError } from '../../lib/report';
import { ServerFirstContext } from '../shared/server-first';
import { EXTERNAL_LINK_ICON } from './external-link-icon';

/** What a card or link passes to an icon: lucide-react's `size` and `strokeWidth`, and any svg attribute. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number; strokeWidth?: number };
export type IconComponent = (props: IconProps) => ReactElement;

/** What an icon draws, as lucide's icon data has it (keys aside): its name, aliases (svg classes), children. */
export type IconData = { name: string; aliases: string[]; node: [string, Record<string, string>][] };

/** One entry: `[lucide name and aliases:]child;child…`, a child a path's `d` or `tag,name=value,…`. */
export function decodeIcon(entry: string, ourName: string): IconData {
  const [head, body] = entry.includes(':') ? entry.split(':') : [ourName, entry];
  const [name, ...aliases] = head.split(' ');
  const node = body.split(';').map((child): IconData['node'][number] => {
    const [tag, ...pairs] = child.includes('=') ? child.split(',') : ['path', `d=${child}`];
    return [tag, Object.fromEntries(pairs.map((pair) => pair.split('=')))];
  });
  return { name, aliases, node };
}

/**
 * An icon's component. Lucide-react's attributes, in its order: its defaults (xmlns, width, height, viewBox, fill,
 * stroke, stroke-width, stroke-linecap, stroke-linejoin), then the classes, then `aria-hidden="true"` (lucide adds
 * it to an icon given no label; every icon here is decorative) and whatever else is passed.
 */
function toComponent({ name, aliases, node }: IconData): IconComponent {
  const className = ['lucide', ...[name, ...aliases].map((part) => `lucide-${part}`)].join(' ');
  // The drawing's elements never change: made once per icon, shared by every badge that shows it.
  const children = node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }));
  return ({ size = 24, strokeWidth = 2, ...rest }) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className,
        'aria-hidden': 'true',
        ...rest,
      },
      children,
    );
}

export const ExternalLinkIcon = toComponent(decodeIcon(EXTERNAL_LINK_ICON, 'external-link'));

/** Each card icon's module, by path: the bundler makes one chunk of each, fetched on the first call. */
const ICON_MODULES = import.meta.glob<string>('./icon-data/*.ts', { import: 'default' });

/**
 * An icon's module. The element bundles (modes `elements` and `lite`) build each icon as an entry of its own,
 * `icons/<name>.js` beside the `define/` and `chunks/` folders (vite.config.ts), and import it by that path: a
 * table of the 36 imports, as the glob above compiles to, was 0.4 KB brotli of what the grid adds beside the
 * catalog. Everywhere else (the shell, the React components, the unit tests) the glob finds the modules.
 */
const iconModule = (icon: IconName): Promise<string> =>
  import.meta.env.MODE === 'elements' || import.meta.env.MODE === 'lite'
    ? import(/* @vite-ignore */ `../icons/${icon}.js`).then((module: { default: string }) => module.default)
    : ICON_MODULES[`./icon-data/${icon}.ts`]();

const loaded = new Map<IconName, IconComponent>();
const loading = new Map<IconName, Promise<IconComponent>>();
/** Icons whose failure was logged: one message per icon, however many cards show it. */
const reported = new Set<IconName>();

/** Icons whose drawings came with other data (the default apps'): known at once, never requested. */
export function addIcons(drawings: Readonly<Record<string, string>>): void {
  for (const [name, entry] of Object.entries(drawings)) {
    const icon = knownIcon(name);
    if (!loaded.has(icon)) loaded.set(icon, toComponent(decodeIcon(entry, icon)));
  }
}

/** The icon a validated name stands for (the default icon for anything else, should one slip through). */
export function knownIcon(name: string): IconName {
  return iconName(name) ?? DEFAULT_ICON;
}

/** The icon's component if it has loaded, else undefined. */
export function loadedIcon(name: string): IconComponent | undefined {
  return loaded.get(knownIcon(name));
}

/** Loads an icon's module once (a failed load is forgotten: a later call tries again); resolves with its component. */
export function loadIcon(name: string): Promise<IconComponent> {
  const icon = knownIcon(name);
  let promise = loading.get(icon);
  if (!promise) {
    promise = iconModule(icon).then(
      (entry) => {
        const component = toComponent(decodeIcon(entry, icon));
        loaded.set(icon, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(icon);
        throw error;
      },
    );
    loading.set(icon, promise);
    // Whoever waits handles a failure (useIcon logs it); this keeps it from surfacing as an unhandled rejection.
    promise.catch(() => {});
  }
  return promise;
}

/**
 * The icon's component for a badge: at once when loaded, else undefined until it is (the badge keeps its size, so
 * nothing moves when it arrives). An icon that cannot be loaded is left out, and logged once naming the element.
 * A render that repeats the server's (ServerFirstContext: the server had no icon module) leaves it out even when
 * another grid has loaded it meanwhile; it comes with the next render.
 */
export function useIcon(name: string, tag: string): IconComponent | undefined {
  const [drawn, redraw] = useState(0);
  const here = loadedIcon(name);
  const hold = useContext(ServerFirstContext) && drawn === 0;
  const component = hold ? undefined : here;
  useEffect(() => {
    if (hold && here) redraw((n) => n + 1);
  }, [hold, here]);
  // Started while rendering, not from the effect: Preact runs effects only after the next paint, and every card's
  // icon should be on its way at once. Loading is idempotent, so a repeated render costs nothing.
  const pending = here ? undefined : loadIcon(name);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      () => live && redraw((n) => n + 1),
      (error: unknown) => {
        const icon = knownIcon(name);
        if (reported.has(icon)) return;
        reported.add(icon);
        reportError(tag, { where: `icon "${icon}"`, message: 'could not be loaded; its cards show no icon' }, error);
      },
    );
    return () => {
      live = false;
    };
  }, [pending, name, tag]);
  return component;
}
