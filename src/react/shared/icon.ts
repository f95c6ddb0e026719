/**
 * Lucide's icons, drawn as lucide-react draws them and without its runtime: the same svg, the same attributes in
 * the same order (its defaults: xmlns, width, height, viewBox, fill, stroke, stroke-width, stroke-linecap,
 * stroke-linejoin; then `class="lucide lucide-<name> <className>"`, then `aria-hidden="true"`, which lucide adds to
 * an icon given no accessible name, then whatever else is passed). lucide-react's createLucideIcon and its
 * component were a chunk of 1.7 KB brotli in the closure of every element that shows an icon (lite build); what
 * these elements use of it (a class name, decorative icons) is this. test/unit/react/shared/icon.test.tsx compares
 * every icon's markup with lucide-react's component. The grid draws its card icons the same way
 * (src/react/ecosystem-grid/icons.ts, with sizes and stroke widths).
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

/** What a call site passes: its classes, and any svg attribute (these icons are decorative: `aria-hidden`). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'className'> & { className: string };
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * An icon's component from lucide's name (with its aliases after it: `sparkles lucide-stars`, for the svg's
 * classes) and its drawing in scripts/gen-icon-paths.mjs's format: children separated by `;`, each a path's `d`
 * or `tag,name=value,…`. The children are made once, shared by every render (as the grid's are).
 */
export function icon(name: string, drawing: string): IconComponent {
  const children = drawing.split(';').map((child, key) => {
    const [tag, ...pairs] = child.includes('=') ? child.split(',') : ['path', `d=${child}`];
    return createElement(tag, { key, ...Object.fromEntries(pairs.map((pair) => pair.split('='))) });
  });
  return ({ className, ...rest }) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: `lucide lucide-${name} ${className}`,
        'aria-hidden': 'true',
        ...rest,
      },
      children,
    );
}
