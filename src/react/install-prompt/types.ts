/** <install-prompt>'s public types, in one place: its events' details. */
import type { InstallOutcome } from '../../lib/install-capture';

/** What is offered: the browser's own install prompt, or manual steps. */
export type InstallMode = 'offer' | 'instructions';

/** `install-available`: the platforms the browser's offer names. */
export type InstallAvailableDetail = { platforms: string[] };
/** `install-choice`: how the user answered the browser's install prompt. */
export type InstallChoiceDetail = { outcome: InstallOutcome };
/** `install-dismiss`: what was dismissed, the offer or the steps. */
export type InstallDismissDetail = { mode: InstallMode };
