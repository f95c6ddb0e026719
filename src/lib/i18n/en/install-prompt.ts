import { commonEn } from './common';

/** <install-prompt>'s English messages. `{appName}` is the page's name for its app (never translated). */
export const installPromptEn = {
  ...commonEn,
  installTitle: 'Install {appName}',
  /** What the status region says when the banner appears: the title, then the banner's text. */
  installBannerStatus: '{title}: {text}',
  installBannerOfferText: 'Open it from your home screen or desktop, in its own window.',
  installBannerInstructionsText: 'Add it to your home screen from the browser’s menu.',
  installBannerButton: 'Install',
  showMeHowButton: 'Show me how',
  notNowLabel: 'Not now',
  closeLabel: 'Close',
  installDialogButton: 'Install App',
  installTriggerButton: 'Install app',
  installOfferText: 'Add {appName} to this device: it opens from your home screen or desktop, in its own window.',
  installStepsIntro: 'This browser installs apps from its own menu. To add {appName} to this device:',
  installStepIos1: 'Tap the Share button (a square with an arrow pointing up).',
  installStepIos2: 'Choose “Add to Home Screen”.',
  installStepIos3: 'Tap “Add”.',
  installStepAndroid1: 'Open the browser menu (⋮ or ☰).',
  installStepAndroid2: 'Choose “Add to Home screen” or “Install”.',
  installStepAndroid3: 'Confirm.',
  installStepMacSafari1: 'In the menu bar, choose File.',
  installStepMacSafari2: 'Choose “Add to Dock”.',
  installStepMacSafari3: 'Click “Add”.',
};
