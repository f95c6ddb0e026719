import { siteNavbarEn } from '../../lib/i18n/en/site-navbar';
import type { Translate } from '../../lib/i18n/translate';
import { useMessages } from '../shared/i18n';

/** The navbar's translator (its English catalogue, the element's language and `strings`). */
export const useNavbarMessages = (): Translate<typeof siteNavbarEn> => useMessages(siteNavbarEn);
