import { courseCatalogEn } from '../../lib/i18n/en/course-catalog';
import type { Translate } from '../../lib/i18n/translate';
import { useMessages } from '../shared/i18n';

export type CatalogMessages = Translate<typeof courseCatalogEn>;

/**
 * The catalog's translator (its English catalogue, the element's language and `strings`): made once per catalog
 * and handed to its parts, so a card asks for no context of its own.
 */
export const useCatalogMessages = (): CatalogMessages => useMessages(courseCatalogEn);
