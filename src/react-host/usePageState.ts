import { useSyncExternalStore } from 'react';
import { type PageState, readPageState, subscribePageState } from '../lib/page-state';

// useSyncExternalStore wants the same object for the same state: one per combination.
const STATES: Record<string, PageState> = {};
function snapshot(): PageState {
  const state = readPageState();
  const key = `${state.dark}|${state.reducedMotion}|${state.systemDark}`;
  STATES[key] ??= state;
  return STATES[key];
}

const SERVER_STATE: PageState = { dark: false, reducedMotion: false, systemDark: false };

/**
 * The page-level states every element follows (`dark` and `cf-reduce-motion` classes on <html>, the system colour
 * scheme for `theme="system"`), for components rendered by a React host. The server and the hydrating render see
 * the defaults, so the markup matches; the real state follows right after.
 */
export function usePageState(): PageState {
  return useSyncExternalStore(subscribePageState, snapshot, () => SERVER_STATE);
}
