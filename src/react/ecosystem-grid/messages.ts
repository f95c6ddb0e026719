import { ecosystemGridEn } from '../../lib/i18n/en/ecosystem-grid';
import type { Translate } from '../../lib/i18n/translate';
import { useMessages } from '../shared/i18n';

export type GridMessages = Translate<typeof ecosystemGridEn>;

/**
 * The grid's translator (its English catalogue, the element's language and `strings`): made once per grid and
 * handed to its cards, so a card asks for no context of its own.
 */
export const useGridMessages = (): GridMessages => useMessages(ecosystemGridEn);
