import { useEffect, useState } from 'react';
import { DEFAULT_ICON, iconName } from '../../lib/ecosystem-icons';
import type { EcosystemItemInput } from '../../lib/ecosystem-items';
import { reportError } from '../../lib/report';
import { loadIcon } from './icons';

type Apps = readonly EcosystemItemInput[];

/**
 * The company's own apps (src/data/ecosystem.ts) are shown only when the page gives no cards, so they are a chunk
 * of their own, fetched then: a partner or CMS editor who gives `items`, `src` or an inline JSON child never
 * downloads them. The live apps' icons are loaded with them, so the company's own grid appears in one step.
 * Once loaded, every later grid on the page has them in its first render.
 */
let loaded: Apps | undefined;
let loading: Promise<Apps> | undefined;

function loadDefaultApps(): Promise<Apps> {
  loading ??= import('../../data/ecosystem').then(
    async (module) => {
      const apps = module.DEFAULT_ECOSYSTEM;
      // The live apps' icons: the coming-soon cards, after them and hidden by `hide-coming-soon`, load theirs as
      // they render. An icon that fails is only missing from its badge (useIcon logs it).
      const live = apps.filter((app) => app.enable !== false);
      await Promise.allSettled(live.map((app) => loadIcon(iconName(app.icon) ?? DEFAULT_ICON)));
      loaded = apps;
      return apps;
    },
    (error: unknown) => {
      loading = undefined; // so that a retry fetches again
      throw error;
    },
  );
  return loading;
}

/**
 * The default apps when `wanted`: the list once loaded, `undefined` while loading (or not wanted), `'failed'`
 * when their chunk could not be fetched (logged, naming the element); then the retry.
 */
export function useDefaultApps(wanted: boolean, tag: string): [Apps | 'failed' | undefined, () => void] {
  const [state, setState] = useState<Apps | 'failed'>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    setState(undefined);
    loadDefaultApps().then(
      (apps) => live && setState(apps),
      (error: unknown) => {
        if (!live) return;
        reportError(tag, { where: 'default apps', message: 'could not be loaded; give `items` or `src`' }, error);
        setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, tag, attempt]);

  return [wanted ? (loaded ?? state) : undefined, () => setAttempt((n) => n + 1)];
}
