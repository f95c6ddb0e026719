import type { A11ySettings } from '../../lib/a11y-settings';
import { AlignmentControl } from './AlignmentControl';
import { FontSizeControl } from './FontSizeControl';
import { SWITCHES } from './messages';
import { SettingSwitch } from './SettingSwitch';

type Props = {
  settings: A11ySettings;
  /** Whether the OpenDyslexic file is there; without it the setting still switches the font family token. */
  fontInstalled: boolean;
  onChange(patch: Partial<A11ySettings>): void;
  onStepFontSize(direction: 1 | -1): void;
};

export const FONT_NOT_INSTALLED =
  'OpenDyslexic is not installed on this site, so your system’s sans-serif font is used instead.';

/** The dialog's body: what the panel is (and is not), then every setting. */
export function PanelSettings({ settings, fontInstalled, onChange, onStepFontSize }: Props) {
  return (
    <>
      <p part="statement" className="mb-2 rounded-md bg-muted p-3 text-sm text-fg">
        This panel adjusts this site’s display. It does not make the site accessible by itself. Your browser’s zoom and
        your device’s reduced-motion setting always apply.
      </p>
      <FontSizeControl size={settings.fontSize} onStep={onStepFontSize} />
      {SWITCHES.map(({ key, label, hint }) => (
        <SettingSwitch
          key={key}
          label={label}
          hint={hint}
          checked={settings[key]}
          onToggle={() => onChange({ [key]: !settings[key] })}
          note={key === 'dyslexiaFont' && !fontInstalled ? FONT_NOT_INSTALLED : undefined}
        />
      ))}
      <AlignmentControl value={settings.textAlign} onChange={(textAlign) => onChange({ textAlign })} />
    </>
  );
}
