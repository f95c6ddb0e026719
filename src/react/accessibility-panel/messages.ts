import { type A11ySettings, FONT_SIZE, type TextAlign } from '../../lib/a11y-settings';
import { accessibilityPanelEn } from '../../lib/i18n/en/accessibility-panel';
import type { Translate } from '../../lib/i18n/translate';
import { useMessages } from '../shared/i18n';

export type PanelMessages = Translate<typeof accessibilityPanelEn>;

/** The panel's translator (its English catalogue, the element's language and `strings`). */
export const usePanelMessages = (): PanelMessages => useMessages(accessibilityPanelEn);

type SwitchKey = 'grayscale' | 'dyslexiaFont' | 'highContrast' | 'reducedMotion' | 'announcements';

/** The switches, in the panel's order; each has a `<key>Label` (also the start of its announcement) and a `<key>Hint`. */
export const SWITCHES: readonly SwitchKey[] = [
  'grayscale',
  'dyslexiaFont',
  'highContrast',
  'reducedMotion',
  'announcements',
];

export const ALIGNMENTS = [
  { value: null, label: 'alignDefault' },
  { value: 'left', label: 'alignLeft' },
  { value: 'center', label: 'alignCentre' },
  { value: 'right', label: 'alignRight' },
] as const satisfies readonly { value: TextAlign | null; label: keyof typeof accessibilityPanelEn }[];

export function fontSizeMessage(t: PanelMessages, size: number): string {
  const key =
    size >= FONT_SIZE.max
      ? 'textSizeLargestAnnouncement'
      : size <= FONT_SIZE.min
        ? 'textSizeSmallestAnnouncement'
        : 'textSizeAnnouncement';
  return t(key, { size });
}

/** What changed from `before` to `after`, as the words the live region says ('' when nothing did). */
export function describeChange(t: PanelMessages, lang: string, before: A11ySettings, after: A11ySettings): string {
  const parts: string[] = [];
  if (before.fontSize !== after.fontSize) parts.push(fontSizeMessage(t, after.fontSize));
  for (const key of SWITCHES) {
    if (before[key] !== after[key]) {
      parts.push(t(after[key] ? 'settingOnAnnouncement' : 'settingOffAnnouncement', { setting: t(`${key}Label`) }));
    }
  }
  if (before.textAlign !== after.textAlign) {
    const label = ALIGNMENTS.find((option) => option.value === after.textAlign)?.label ?? 'alignDefault';
    parts.push(t('textAlignmentAnnouncement', { alignment: t(label).toLocaleLowerCase(lang) }));
  }
  return parts.join('. ');
}
