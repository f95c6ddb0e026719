import type { A11ySettings } from '../../lib/a11y-settings';
import { AlignmentControl } from './AlignmentControl';
import { FontSizeControl } from './FontSizeControl';
import { SWITCHES, usePanelMessages } from './messages';
import { SettingSwitch } from './SettingSwitch';

type Props = {
  settings: A11ySettings;
  /** Whether the OpenDyslexic file is there; without it the setting still switches the font family token. */
  fontInstalled: boolean;
  onChange(patch: Partial<A11ySettings>): void;
  onStepFontSize(direction: 1 | -1): void;
};

/** The dialog's body: what the panel is (and is not), then every setting. */
export function PanelSettings({ settings, fontInstalled, onChange, onStepFontSize }: Props) {
  const t = usePanelMessages();
  return (
    <>
      <p part="statement" className="mb-2 rounded-md bg-muted p-3 text-sm text-fg">
        {t('panelStatement')}
      </p>
      <FontSizeControl size={settings.fontSize} onStep={onStepFontSize} />
      {SWITCHES.map((key) => (
        <SettingSwitch
          key={key}
          label={t(`${key}Label`)}
          hint={t(`${key}Hint`)}
          checked={settings[key]}
          onToggle={() => onChange({ [key]: !settings[key] })}
          note={key === 'dyslexiaFont' && !fontInstalled ? t('dyslexiaFontMissing') : undefined}
        />
      ))}
      <AlignmentControl value={settings.textAlign} onChange={(textAlign) => onChange({ textAlign })} />
    </>
  );
}
