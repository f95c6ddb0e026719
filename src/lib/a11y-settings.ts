/**
 * The accessibility panel's settings: font size, grayscale, dyslexia-friendly font, and higher contrast, text
 * alignment, reduced motion and announcements (SPEC defines these four without exposing them; the panel offers them).
 * Applied to the whole page and, through the `--cf-*` tokens and root classes, to every element. Persisted like
 * the theme: storage that throws or holds garbage means the defaults, field by field.
 */
import { readStored } from './safe-storage';
import { createStoredStore } from './stored-store';

export type TextAlign = 'left' | 'center' | 'right';

export type A11ySettings = {
  /** Base text size in px; every element's sizes scale from it. */
  fontSize: number;
  grayscale: boolean;
  dyslexiaFont: boolean;
  highContrast: boolean;
  /** null: each text keeps its own alignment. */
  textAlign: TextAlign | null;
  reducedMotion: boolean;
  /** Announce each change in a polite live region. */
  announcements: boolean;
};

export const FONT_SIZE = { default: 16, step: 2, min: 12, max: 24 } as const;

export const A11Y_DEFAULTS: Readonly<A11ySettings> = {
  fontSize: FONT_SIZE.default,
  grayscale: false,
  dyslexiaFont: false,
  highContrast: false,
  textAlign: null,
  reducedMotion: false,
  announcements: true,
};

export const A11Y_STORAGE_KEY = 'coursify:a11y';

/** The self-hosted dyslexia-friendly family, first in the font stack while the setting is on. */
export const DYSLEXIA_FONT_FAMILY = "'OpenDyslexic', ui-sans-serif, system-ui, sans-serif";

/** Root classes the shell's CSS and the elements key on. */
export const A11Y_CLASSES = {
  highContrast: 'cf-high-contrast',
  reducedMotion: 'cf-reduce-motion',
  dyslexiaFont: 'cf-dyslexia',
} as const;

const ALIGNMENTS: readonly TextAlign[] = ['left', 'center', 'right'];

/** A size on the 12…24 grid of 2px steps; anything else is the nearest size on it. */
export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return FONT_SIZE.default;
  const stepped = Math.round((value - FONT_SIZE.min) / FONT_SIZE.step) * FONT_SIZE.step + FONT_SIZE.min;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

/** Whatever was stored (or sent by another tab), field by field: a garbage field is its default. */
export function sanitizeA11ySettings(raw: unknown): A11ySettings {
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const flag = (key: keyof A11ySettings) =>
    typeof source[key] === 'boolean' ? (source[key] as boolean) : (A11Y_DEFAULTS[key] as boolean);
  return {
    fontSize: typeof source.fontSize === 'number' ? clampFontSize(source.fontSize) : FONT_SIZE.default,
    grayscale: flag('grayscale'),
    dyslexiaFont: flag('dyslexiaFont'),
    highContrast: flag('highContrast'),
    textAlign: ALIGNMENTS.includes(source.textAlign as TextAlign) ? (source.textAlign as TextAlign) : null,
    reducedMotion: flag('reducedMotion'),
    announcements: flag('announcements'),
  };
}

// Higher contrast: text and borders at full strength, in both themes (the `-dark` twins).
const HIGH_CONTRAST_TOKENS: Record<string, string> = {
  '--cf-color-text': '#000000',
  '--cf-color-text-muted': '#1e293b',
  '--cf-color-border': '#000000',
  '--cf-color-primary': '#1e1b4b',
  '--cf-color-text-dark': '#ffffff',
  '--cf-color-text-muted-dark': '#f1f5f9',
  '--cf-color-border-dark': '#ffffff',
  '--cf-color-primary-dark': '#e0e7ff',
};

/**
 * Applies settings to the page. Only inline custom properties, classes and CSSOM styles on the root element:
 * no stylesheet is injected (CSP-safe), and removing a setting restores exactly what the page had.
 * The root's font size is a percentage, so the user's own browser font size and zoom still count.
 */
export function applyA11ySettings(settings: A11ySettings, root: HTMLElement = document.documentElement): void {
  const set = (name: string, value: string | null) =>
    value === null ? root.style.removeProperty(name) : root.style.setProperty(name, value);
  const customSize = settings.fontSize !== FONT_SIZE.default;
  set('--cf-font-size', customSize ? `${settings.fontSize}px` : null);
  set('font-size', customSize ? `${(settings.fontSize / FONT_SIZE.default) * 100}%` : null);
  set('filter', settings.grayscale ? 'grayscale(100%)' : null);
  set('--cf-font-family', settings.dyslexiaFont ? DYSLEXIA_FONT_FAMILY : null);
  set('--cf-text-align', settings.textAlign);
  for (const [name, value] of Object.entries(HIGH_CONTRAST_TOKENS)) set(name, settings.highContrast ? value : null);
  root.classList.toggle(A11Y_CLASSES.highContrast, settings.highContrast);
  root.classList.toggle(A11Y_CLASSES.reducedMotion, settings.reducedMotion);
  root.classList.toggle(A11Y_CLASSES.dyslexiaFont, settings.dyslexiaFont);
}

export function readA11ySettings(): A11ySettings {
  return sanitizeA11ySettings(readStored(A11Y_STORAGE_KEY));
}

const store = /* @__PURE__ */ createStoredStore<A11ySettings>({
  key: A11Y_STORAGE_KEY,
  parse: sanitizeA11ySettings,
  apply: (settings) => {
    if (typeof document !== 'undefined') applyA11ySettings(settings);
  },
});

/** Applies the stored settings and starts following the other tabs (once per page). */
export function initA11ySettings(): A11ySettings {
  return store.get();
}

export function getA11ySettings(): A11ySettings {
  return store.get();
}

export function setA11ySettings(patch: Partial<A11ySettings>): A11ySettings {
  const next = sanitizeA11ySettings({ ...getA11ySettings(), ...patch });
  store.write(next);
  store.set(next);
  return next;
}

/** One step up (+1) or down (-1), within the bounds. */
export function stepFontSize(direction: 1 | -1): A11ySettings {
  return setA11ySettings({ fontSize: getA11ySettings().fontSize + direction * FONT_SIZE.step });
}

export function resetA11ySettings(): A11ySettings {
  store.get();
  store.write(null);
  store.set({ ...A11Y_DEFAULTS });
  return getA11ySettings();
}

export function subscribeA11ySettings(listener: (settings: A11ySettings) => void): () => void {
  return store.subscribe(listener);
}

/** For tests: forget the page-level state and listeners. */
export function resetA11yStoreForTests(): void {
  store.reset();
}
