import { type A11ySettings, FONT_SIZE, type TextAlign } from '../../lib/a11y-settings';

type SwitchKey = 'grayscale' | 'dyslexiaFont' | 'highContrast' | 'reducedMotion' | 'announcements';

/** The switches, in the panel's order: visible label (also the start of each announcement) and a short hint. */
export const SWITCHES: readonly { key: SwitchKey; label: string; hint: string }[] = [
  { key: 'grayscale', label: 'Grayscale', hint: 'Shows the page in shades of grey.' },
  { key: 'dyslexiaFont', label: 'Dyslexia-friendly font', hint: 'Uses the OpenDyslexic typeface.' },
  { key: 'highContrast', label: 'Higher contrast', hint: 'Darker text and borders (lighter in dark mode).' },
  { key: 'reducedMotion', label: 'Reduced motion', hint: 'Stops animations, transitions and smooth scrolling.' },
  { key: 'announcements', label: 'Announcements', hint: 'Screen readers announce each change made here.' },
];

export const ALIGNMENTS: readonly { value: TextAlign | null; label: string }[] = [
  { value: null, label: 'Default' },
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

export const RESET_MESSAGE = 'All settings reset to default';

export function fontSizeMessage(size: number): string {
  const bound = size >= FONT_SIZE.max ? ', the largest' : size <= FONT_SIZE.min ? ', the smallest' : '';
  return `Text size ${size} pixels${bound}`;
}

/** What changed from `before` to `after`, as the words the live region says ('' when nothing did). */
export function describeChange(before: A11ySettings, after: A11ySettings): string {
  const parts: string[] = [];
  if (before.fontSize !== after.fontSize) parts.push(fontSizeMessage(after.fontSize));
  for (const { key, label } of SWITCHES) {
    if (before[key] !== after[key]) parts.push(`${label} ${after[key] ? 'on' : 'off'}`);
  }
  if (before.textAlign !== after.textAlign) {
    const label = ALIGNMENTS.find((option) => option.value === after.textAlign)?.label ?? 'Default';
    parts.push(`Text alignment ${label.toLowerCase()}`);
  }
  return parts.join('. ');
}
