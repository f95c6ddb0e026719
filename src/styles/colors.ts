/**
 * The light theme's default colours: what each `--cf-color-*` token is when the page sets none. Written once,
 * here. The base sheet (elements.css) reads them at build time through Tailwind (`theme(colors.cf-…)`, via
 * tailwind-config.ts), and the login form's light-DOM sheet uses them as the fallbacks it needs outside an
 * element. The dark defaults live only in elements.css: nothing else needs them.
 */
export const LIGHT_COLORS = {
  primary: '#4338ca',
  'on-primary': '#ffffff',
  surface: '#ffffff',
  muted: '#f1f5f9',
  text: '#0f172a',
  'text-muted': '#475569',
  border: '#cbd5e1',
  danger: '#b91c1c',
  focus: '#2563eb',
} as const;

export type ColorToken = keyof typeof LIGHT_COLORS;
