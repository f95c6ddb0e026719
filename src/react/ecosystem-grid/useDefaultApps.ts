import type { EcosystemItemInput } from '../../lib/ecosystem-items';
import { defaultData, useDefaultData } from '../shared/useDefaultData';

type Apps = readonly EcosystemItemInput[];

/**
 * The company's own apps (src/data/ecosystem.ts), shown only when the page gives no cards: a chunk of their own
 * (useDefaultData.ts). Their icons load as their cards render, like any card's (icons.ts): the cards' text does not
 * wait for them.
 */
const DEFAULT_APPS = defaultData<Apps>(async () => (await import('../../data/ecosystem')).DEFAULT_ECOSYSTEM);

const FAILURE = { where: 'default apps', message: 'could not be loaded; give `items` or `src`' };

/** The default apps when `wanted` (useDefaultData says what comes back), and the retry. */
export function useDefaultApps(wanted: boolean, tag: string): [Apps | 'failed' | undefined, () => void] {
  return useDefaultData(DEFAULT_APPS, wanted, tag, FAILURE);
}
