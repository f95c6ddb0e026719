import { useSyncExternalStore } from 'react';
import { EMPTY_PROGRESS, getProgress, type Progress, subscribeProgress } from '../../lib/progress-store';

/**
 * This browser's learner progress, live: changes from this page or another tab. The server snapshot is empty
 * progress (nothing is stored on a server), so a prerendered page hydrates without a mismatch and then shows the
 * stored progress.
 */
export function useProgress(): Progress {
  return useSyncExternalStore(subscribeProgress, getProgress, () => EMPTY_PROGRESS);
}
