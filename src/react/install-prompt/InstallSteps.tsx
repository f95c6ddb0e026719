import type { installPromptEn } from '../../lib/i18n/en/install-prompt';
import type { InstructionsPlatform } from '../../lib/install-capture';
import { useInstallMessages } from './messages';

/** Short, honest "Add to Home Screen" steps for browsers that never offer installation themselves. */
export const STEPS = {
  ios: ['installStepIos1', 'installStepIos2', 'installStepIos3'],
  android: ['installStepAndroid1', 'installStepAndroid2', 'installStepAndroid3'],
  'mac-safari': ['installStepMacSafari1', 'installStepMacSafari2', 'installStepMacSafari3'],
} as const satisfies Record<InstructionsPlatform, readonly (keyof typeof installPromptEn)[]>;

export function InstallSteps({ platform, appName }: { platform: InstructionsPlatform; appName: string }) {
  const t = useInstallMessages();
  return (
    <>
      <p>{t('installStepsIntro', { appName })}</p>
      <ol part="instructions" className="mt-2 list-decimal space-y-1 ps-6">
        {STEPS[platform].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </>
  );
}
