/**
 * The light theme's default colours: what each `--cf-color-*` token is when the page sets none. Written once,
 * here. The base sheet (elements.css) reads them at build time through Tailwind (`theme(colors.cf-…)`, via
 * tailwind-config.ts), and the login form's light-DOM sheet uses them as the fallbacks it needs outside an
 * element. The dark defaults live only in elements.css: nothing else needs them.
 *
 * One constant each, not only the map: the bundler inlines a string constant where it is used, while a property
 * read from an object keeps the whole object in the login form's bundle.
 */
export const COLOR_PRIMARY = '#4338ca';
export const COLOR_ON_PRIMARY = '#ffffff';
export const COLOR_SURFACE = '#ffffff';
export const COLOR_MUTED = '#f1f5f9';
export const COLOR_TEXT = '#0f172a';
export const COLOR_TEXT_MUTED = '#475569';
export const COLOR_BORDER = '#cbd5e1';
export const COLOR_DANGER = '#b91c1c';
export const COLOR_FOCUS = '#2563eb';

/** Each default by its token's name (`--cf-color-<name>`). */
export const LIGHT_COLORS = {
  primary: COLOR_PRIMARY,
  'on-primary': COLOR_ON_PRIMARY,
  surface: COLOR_SURFACE,
  muted: COLOR_MUTED,
  text: COLOR_TEXT,
  'text-muted': COLOR_TEXT_MUTED,
  border: COLOR_BORDER,
  danger: COLOR_DANGER,
  focus: COLOR_FOCUS,
} as const;

export type ColorToken = keyof typeof LIGHT_COLORS;
