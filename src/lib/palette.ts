/**
 * Card accent colours: a strict allow-list. A colour from data reaches the DOM only as a normalised `#rrggbb`
 * produced here (set as a custom property, never as raw style text), so `red; background: url(…)` or
 * `expression(…)` can never become CSS.
 */

/** Named colours an editor can write instead of a hex code (Tailwind's 600 shades: white text reads on them). */
export const PALETTE = {
  slate: '#475569',
  gray: '#4b5563',
  red: '#dc2626',
  orange: '#ea580c',
  amber: '#d97706',
  yellow: '#ca8a04',
  lime: '#65a30d',
  green: '#16a34a',
  emerald: '#059669',
  teal: '#0d9488',
  cyan: '#0891b2',
  sky: '#0284c7',
  blue: '#2563eb',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  purple: '#9333ea',
  fuchsia: '#c026d3',
  pink: '#db2777',
  rose: '#e11d48',
} as const;

export type PaletteName = keyof typeof PALETTE;
export const PALETTE_NAMES = Object.keys(PALETTE) as PaletteName[];

/** A validated accent: its colour, and the icon colour that contrasts best with it. */
export type Accent = { hex: string; ink: 'light' | 'dark' };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The light and dark ink the card's icon can take (white, and Tailwind's slate-950). */
const LIGHT_INK = [255, 255, 255];
const DARK_INK = [2, 6, 23];

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `#abc` or `#aabbcc` (any case) → `#aabbcc`; anything else → null. */
export function normaliseHex(value: string): string | null {
  const text = value.trim();
  if (!HEX.test(text)) return null;
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
  return `#${digits.toLowerCase()}`;
}

/**
 * A colour from data → an Accent, or null when it is not a `#rgb`/`#rrggbb` hex code or a palette name
 * (case-insensitive). The caller falls back to the theme's primary colour.
 */
export function parseAccent(value: unknown): Accent | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  const hex = Object.hasOwn(PALETTE, name) ? PALETTE[name as PaletteName] : normaliseHex(name);
  if (hex === null) return null;
  const rgb = channels(hex);
  return { hex, ink: contrastRatio(rgb, LIGHT_INK) >= contrastRatio(rgb, DARK_INK) ? 'light' : 'dark' };
}
