// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <install-prompt> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { installPromptApi } from '../elements/install-prompt';
import { InstallPrompt as InstallPromptInner } from '../react/install-prompt/InstallPrompt';
import { hostComponent } from './hostComponent';

export const InstallPrompt = hostComponent(installPromptApi, InstallPromptInner, 'InstallPrompt');
