import { installPromptEn } from '../../lib/i18n/en/install-prompt';
import type { Translate } from '../../lib/i18n/translate';
import { useMessages } from '../shared/i18n';

export type InstallMessages = Translate<typeof installPromptEn>;

/** The install prompt's translator (its English catalogue, the element's language and `strings`). */
export const useInstallMessages = (): InstallMessages => useMessages(installPromptEn);
