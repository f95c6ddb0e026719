import type { InstructionsPlatform } from '../../lib/install-capture';

/** Short, honest "Add to Home Screen" steps for browsers that never offer installation themselves. */
export const STEPS: Record<InstructionsPlatform, readonly string[]> = {
  ios: ['Tap the Share button (a square with an arrow pointing up).', 'Choose “Add to Home Screen”.', 'Tap “Add”.'],
  android: ['Open the browser menu (⋮ or ☰).', 'Choose “Add to Home screen” or “Install”.', 'Confirm.'],
  'mac-safari': ['In the menu bar, choose File.', 'Choose “Add to Dock”.', 'Click “Add”.'],
};

export function InstallSteps({ platform, appName }: { platform: InstructionsPlatform; appName: string }) {
  return (
    <>
      <p>This browser installs apps from its own menu. To add {appName} to this device:</p>
      <ol part="instructions" className="mt-2 list-decimal space-y-1 ps-6">
        {STEPS[platform].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
