/**
 * The custom states every element has are named once (kit/common-states.ts, read by the manifest): the states the
 * kit sets in step with the page are exactly those.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_STATES } from '../../../../src/elements/kit/common-states';
import { syncPageStates } from '../../../../src/elements/kit/custom-states';

/** Stands in for ElementInternals: records every state the kit names (adds or deletes). */
function recordingInternals() {
  const named = new Set<string>();
  const states = new Set<string>();
  const internals = {
    states: {
      add: (state: string) => named.add(state) && states.add(state),
      delete: (state: string) => named.add(state) && states.delete(state),
    },
  } as unknown as ElementInternals;
  return { internals, named, states };
}

afterEach(() => {
  document.documentElement.classList.remove('dark', 'cf-reduce-motion');
  vi.unstubAllGlobals();
});

describe('COMMON_STATES', () => {
  it('names every state syncPageStates sets, and no other', () => {
    const { internals, named, states } = recordingInternals();
    syncPageStates(internals, 'dark');
    expect([...states]).toEqual(['dark']);
    document.documentElement.classList.add('cf-reduce-motion');
    syncPageStates(internals, undefined);
    expect([...states]).toEqual(['reduced-motion']);
    // Each state changed once (a state is touched only when it changes): every name the kit sets, and no other.
    expect([...named].sort()).toEqual(Object.keys(COMMON_STATES).sort());
  });

  it('sets `dark` for theme="system" by the system setting, not the page’s class', () => {
    const { internals, states } = recordingInternals();
    let systemDark = true;
    vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: systemDark }));
    syncPageStates(internals, 'system');
    expect([...states]).toEqual(['dark']);
    systemDark = false;
    document.documentElement.classList.add('dark');
    syncPageStates(internals, 'system');
    expect([...states]).toEqual([]);
    syncPageStates(internals, undefined);
    expect([...states]).toEqual(['dark']);
  });
});
