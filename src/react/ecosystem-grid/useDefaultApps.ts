import { DEFAULT_ICON, iconName } from '../../lib/ecosystem-icons';
import type { EcosystemItemInput } from '../../lib/ecosystem-items';
import { defaultData, useDefaultData } from '../shared/useDefaultData';
import { loadIcon } from './icons';

type Apps = readonly EcosystemItemInput[];

/**
 * The company's own apps (src/data/ecosystem.ts), shown only when the page gives no cards: a chunk of their own
 * (useDefaultData.ts), with their live apps' icons, so that the company's grid appears in one step. The coming-soon
 * cards, after them and hidden by `hide-coming-soon`, load theirs as they render; an icon that fails is only missing
 * from its badge (useIcon logs it).
 */
const DEFAULT_APPS = defaultData<Apps>(async () => {
  const apps = (await import('../../data/ecosystem')).DEFAULT_ECOSYSTEM;
  const live = apps.filter((app) => app.enable !== false);
  await Promise.allSettled(live.map((app) => loadIcon(iconName(app.icon) ?? DEFAULT_ICON)));
  return apps;
});

const FAILURE = { where: 'default apps', message: 'could not be loaded; give `items` or `src`' };

/** The default apps when `wanted` (useDefaultData says what comes back), and the retry. */
export function useDefaultApps(wanted: boolean, tag: string): [Apps | 'failed' | undefined, () => void] {
  return useDefaultData(DEFAULT_APPS, wanted, tag, FAILURE);
}
